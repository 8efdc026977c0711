import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminHeaders, send } from '../web/e2e/api';
import { CdpChromium } from '../web/e2e/cdp-chromium';
import { borgersider, gzipStoerrelse, LANGSOM_4G, maalSide, opretAnmodning, type Borgerside } from '../web/e2e/side-indlaesning';
import { bygFoer } from './foer';
import { tabel, type Raekke } from './raekke';
import { ledigPort, startServer, stop, venter, WEB_DIR } from './server';
import { JS_BUDGET_KB, KLAR_MAAL_MS } from './sider';

/** How much slower than before a page's median may be before the row says it does not hold: the machine's noise. */
const STOEJ = 1.1;
const median = (tal: number[]) => [...tal].sort((a, b) => a - b)[Math.floor(tal.length / 2)]!;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface Maalt {
  klarMs: number[];
  gzipKb: number;
}

async function maal(chromium: CdpChromium, base: string, side: Borgerside, webDir: string, maalt: Maalt): Promise<void> {
  const m = await maalSide(chromium, base, side, LANGSOM_4G);
  maalt.klarMs.push(m.klarMs);
  maalt.gzipKb = kb(m.scripts.reduce((sum, s) => sum + gzipStoerrelse(webDir, s), 0));
}

/** A schema of the wizard's first step published again with one change: its page then brings the validator the server makes. */
async function udgivFoersteTrin(base: string): Promise<void> {
  const admin = await adminHeaders(base);
  const sti = 'schemas/forudbetaling-tilskud.schema.json';
  const live = (await (await send(base, 'GET', '/api/Definitioner/Live', undefined, admin)).json()) as { filer: Record<string, object> };
  const { id } = (await (await send(base, 'POST', '/api/Definitioner/Udkast', { titel: 'Bench' }, admin)).json()) as { id: string };
  await send(
    base,
    'PUT',
    `/api/Definitioner/Udkast/${id}/Filer`,
    { sti, indhold: { ...live.filer[sti], $comment: 'ændret efter bygningen' } },
    admin,
  );
  // Published by another than the draft's author (four eyes).
  const svar = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Bench' }, await adminHeaders(base, 'analytiker'));
  if (svar.status !== 201) throw new Error(`Udgivelsen svarede ${svar.status}: ${await svar.text()}`);
}

/**
 * `npm run bench -- --pages --foer <ref>`: each citizen page cold on Slow 4G with a 4× CPU throttle, on
 * this checkout and on `ref` built beside it, in turns (before, now; now, before; …) so the machine's
 * noise falls on both alike; then the wizard's first step on this checkout once a schema of it is
 * published after the build. The exit code says whether each page is as fast as before (within the
 * noise) and within the JavaScript budget.
 */
export async function sammenlignSider(rod: string, ref: string, log: (tekst: string) => void, antal = 5): Promise<number> {
  const foer = bygFoer(rod, ref, log);
  const mapper = [mkdtempSync(join(tmpdir(), 'fond-bench-nu-')), mkdtempSync(join(tmpdir(), 'fond-bench-foer-data-'))];
  const [portNu, portFoer] = [await ledigPort(), await ledigPort()];
  const nu = { base: `http://127.0.0.1:${portNu}`, server: startServer(mapper[0]!, portNu), webDir: WEB_DIR };
  const tidligere = {
    base: `http://127.0.0.1:${portFoer}`,
    server: startServer(mapper[1]!, portFoer, undefined, foer.rod),
    webDir: foer.webDir,
  };
  const chromium = CdpChromium.start();
  try {
    await Promise.all([venter(`${nu.base}/api/loginStatus.aspx`), venter(`${tidligere.base}/api/loginStatus.aspx`)]);
    const sider = { nu: borgersider(await opretAnmodning(nu.base)), foer: borgersider(await opretAnmodning(tidligere.base)) };
    const maalt = sider.nu.map(() => ({ nu: { klarMs: [], gzipKb: 0 } as Maalt, foer: { klarMs: [], gzipKb: 0 } as Maalt }));
    log(`Borgernes sider i Chromium, kold, Slow 4G og 4× CPU: ${ref} og nu, på skift, ${antal} gange`);
    for (let runde = 0; runde < antal; runde++) {
      for (const [i, side] of sider.nu.entries()) {
        const par = [
          () => maal(chromium, tidligere.base, sider.foer[i]!, tidligere.webDir, maalt[i]!.foer),
          () => maal(chromium, nu.base, side, nu.webDir, maalt[i]!.nu),
        ];
        for (const m of runde % 2 === 0 ? par : par.reverse()) await m();
      }
    }
    log('Guidens første trin efter en udgivelse af dets schema');
    await udgivFoersteTrin(nu.base);
    const efterUdgivelse: Maalt = { klarMs: [], gzipKb: 0 };
    for (let runde = 0; runde < antal; runde++) await maal(chromium, nu.base, sider.nu[0]!, nu.webDir, efterUdgivelse);

    const raekker: Raekke[] = sider.nu.flatMap((side, i) => {
      const { nu: n, foer: f } = maalt[i]!;
      const [mn, mf] = [median(n.klarMs), median(f.klarMs)];
      return [
        {
          maaling: `${side.navn}: klar, ${ref} → nu (median af ${antal})`,
          vaerdi: `${mf} ms → ${mn} ms (${mn >= mf ? '+' : ''}${Math.round(((mn - mf) / mf) * 100)} %)`,
          maal: `≤ før + ${Math.round((STOEJ - 1) * 100)} %`,
          holder: mn <= mf * STOEJ,
        },
        {
          maaling: `${side.navn}: JavaScript før klar (gzip), ${ref} → nu`,
          vaerdi: `${f.gzipKb} KB → ${n.gzipKb} KB`,
          maal: `≤ ${JS_BUDGET_KB} KB`,
          holder: n.gzipKb <= JS_BUDGET_KB,
        },
      ];
    });
    const [foerste, uden, efter] = [sider.nu[0]!, median(maalt[0]!.nu.klarMs), median(efterUdgivelse.klarMs)];
    const klarMaal = KLAR_MAAL_MS[foerste.navn]!;
    raekker.push({
      maaling: `${foerste.navn}, efter en udgivet ændring af trinets schema (median af ${antal})`,
      vaerdi: `${efter} ms (uden ændringen: ${uden} ms); JavaScript ${efterUdgivelse.gzipKb} KB`,
      maal: `≤ ${klarMaal} ms`,
      holder: efter <= klarMaal,
    });
    const tekst = tabel(raekker);
    console.log(`\n${tekst}\n`);
    writeFileSync(
      join(rod, 'bench/results/sider-sammenligning.json'),
      `${JSON.stringify({ tidspunkt: new Date().toISOString(), ref, raekker, maalt, efterUdgivelse }, null, 2)}\n`,
    );
    writeFileSync(join(rod, 'bench/results/sider-sammenligning.md'), `${tekst}\n`);
    return raekker.every((r) => r.holder) ? 0 : 1;
  } finally {
    await chromium.close();
    await Promise.all([stop(nu.server), stop(tidligere.server)]);
    for (const mappe of mapper) rmSync(mappe, { recursive: true, force: true });
    foer.ryd();
  }
}
