import { describe, expect, it } from 'vitest';
import type { SideForindlaesning } from '../web/vite-plugin-forindlaesning';
import { dataStier, medForindlaesning } from './forindlaesning';

const HTML = '<html><head><script type="module" crossorigin src="/app/assets/main-a.js"></script></head><body></body></html>';
const SIDER: SideForindlaesning[] = [
  {
    sti: '^/app/?$',
    scripts: ['assets/main-a.js', 'assets/start-b.js', 'assets/tilskud-validator-d.js'],
    styles: ['assets/start-b.css'],
    data: [{ sti: '/api/loginStatus.aspx' }],
    validatorer: { ids: ['forudbetaling-tilskud'], scripts: ['assets/live-validator-e.js'] },
  },
  {
    sti: '^/app/anmodning/(\\d{1,9})/?$',
    scripts: ['assets/visning-c.js'],
    styles: [],
    data: [{ sti: '/api/loginStatus.aspx' }, { sti: '/api/HentAnmodning/$1', login: 'loenmodtager' }],
  },
];

describe("a citizen page's HTML", () => {
  it('names the chunks its HTML does not already load, as module preloads, their styles, and its data as fetch preloads', () => {
    const html = medForindlaesning(HTML, SIDER, '/app');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/app/assets/start-b.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/start-b.css">');
    expect(html).not.toContain('modulepreload" crossorigin href="/app/assets/main-a.js"');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/loginStatus.aspx">');
    expect(html.indexOf('start-b.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the live definitions' validator of its first form, and the code that loads it, only when the live set changed that schema", () => {
    const adresse = '/definitioner/validatorer/2/forudbetaling-tilskud.AbCdEfGhIjKlMnOp.js';
    const aendret = medForindlaesning(HTML, SIDER, '/app', undefined, {}, { 'forudbetaling-tilskud': adresse, tekst: '/x.js' });
    expect(aendret).toContain(`<link rel="modulepreload" crossorigin href="${adresse}">`);
    expect(aendret).toContain('<link rel="modulepreload" crossorigin href="/app/assets/live-validator-e.js">');
    expect(aendret).not.toContain('/x.js');
    for (const uaendret of [
      medForindlaesning(HTML, SIDER, '/app'),
      medForindlaesning(HTML, SIDER, '/app', undefined, {}, { tekst: '/x.js' }),
    ]) {
      expect(uaendret).not.toContain('live-validator-e.js');
      expect(uaendret).not.toContain('/definitioner/validatorer/');
    }
  });

  it("preloads a session's data only for a session of that type, with the path's id filled in", () => {
    const mette = medForindlaesning(HTML, SIDER, '/app/anmodning/42', 'loenmodtager');
    expect(mette).toContain('href="/api/HentAnmodning/42"');
    for (const anden of [undefined, 'virksomhed' as const]) {
      const html = medForindlaesning(HTML, SIDER, '/app/anmodning/42', anden);
      expect(html).toContain('href="/app/assets/visning-c.js"');
      expect(html).not.toContain('/api/HentAnmodning');
    }
  });

  it('is left as built for a path no page matches, or a path the pattern refuses', () => {
    expect(medForindlaesning(HTML, SIDER, '/app/admin', 'loenmodtager')).toBe(HTML);
    expect(medForindlaesning(HTML, SIDER, '/app/anmodning/%22%3E%3Cscript%3E', 'loenmodtager')).toBe(HTML);
  });
});

describe("a citizen page's first answers in its HTML", () => {
  it('holds them as inert JSON that no text in them can close, and preloads only the calls it has no answer to', () => {
    const svar = { '/api/loginStatus.aspx': { data: { type: 'loenmodtager', navn: '</script><script>alert(1)</script><!--' } } };
    const html = medForindlaesning(HTML, SIDER, '/app/anmodning/42', 'loenmodtager', svar);
    const json = /<script type="application\/json" id="api-svar">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(svar);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('href="/api/loginStatus.aspx"');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/HentAnmodning/42">');
  });

  it('names the paths whose answers a session may be given, by its type', () => {
    expect(dataStier(SIDER, '/app/anmodning/42', 'loenmodtager')).toEqual(['/api/loginStatus.aspx', '/api/HentAnmodning/42']);
    expect(dataStier(SIDER, '/app/anmodning/42', 'virksomhed')).toEqual(['/api/loginStatus.aspx']);
    expect(dataStier(SIDER, '/app/anmodning/42')).toEqual(['/api/loginStatus.aspx']);
    expect(dataStier(SIDER, '/app/admin', 'loenmodtager')).toEqual([]);
  });
});
