import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createListeCache } from './liste-cache';

/** An app answering one list per key, built by `byg`, at the generation the test sets. */
function app(loft?: number) {
  const cache = createListeCache(loft);
  const bygget: string[] = [];
  let generation = 1;
  const a = new Hono().get('/:noegle', (c) => {
    const noegle = c.req.param('noegle');
    return cache(c, noegle, generation, async () => {
      bygget.push(noegle);
      // Random text does not compress: its size is what the cache keeps.
      return { noegle, rækker: Array.from({ length: 200 }, (_, i) => `${noegle}-${i}-${Math.random()}`) };
    });
  });
  return {
    hent: (noegle: string, gzip = true) => a.request(`/${noegle}`, { headers: gzip ? { 'Accept-Encoding': 'gzip, br' } : {} }),
    bygget,
    skriv: () => void generation++,
  };
}

describe('the list cache', () => {
  it('builds a list once per generation and answers gzip, or the same JSON unpacked', async () => {
    const { hent, bygget, skriv } = app();
    const foerste = await hent('a');
    expect(foerste.headers.get('Content-Encoding')).toBe('gzip');
    expect(foerste.headers.get('Vary')).toBe('Accept-Encoding');
    const json = gunzipSync(new Uint8Array(await foerste.arrayBuffer())).toString('utf8');
    expect(JSON.parse(json)).toMatchObject({ noegle: 'a' });

    const uden = await hent('a', false);
    expect(uden.headers.get('Content-Encoding')).toBeNull();
    expect(await uden.text()).toBe(json);
    expect(bygget).toEqual(['a']);

    skriv();
    const efter = gunzipSync(new Uint8Array(await (await hent('a')).arrayBuffer())).toString('utf8');
    expect(efter).not.toBe(json);
    expect(bygget).toEqual(['a', 'a']);
  });

  it('keeps no more bytes than its ceiling, letting the least recently used list go first', async () => {
    const { hent, bygget } = app(5_500);
    // Two lists fit under the ceiling, three do not.
    const stoerrelse = (await (await hent('a')).arrayBuffer()).byteLength;
    expect(stoerrelse).toBeGreaterThan(1_900);
    expect(stoerrelse).toBeLessThan(2_700);
    await hent('b');
    await hent('a'); // a is used again: b is now the oldest
    await hent('c'); // over the ceiling: b goes
    expect(bygget).toEqual(['a', 'b', 'c']);
    await hent('a');
    await hent('c');
    expect(bygget).toEqual(['a', 'b', 'c']);
    await hent('b');
    expect(bygget).toEqual(['a', 'b', 'c', 'b']);
  });

  it('answers a list larger than its ceiling without keeping it', async () => {
    const { hent, bygget } = app(1_000);
    expect((await hent('a')).status).toBe(200);
    expect((await hent('a')).status).toBe(200);
    expect(bygget).toEqual(['a', 'a']);
  });
});
