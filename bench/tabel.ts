import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Raekke } from './raekke';

/**
 * tsx bench/tabel.ts: the latest result of each store and volume side by side (bench/results/<store>-<n>aar.json),
 * for the README. A run not made is shown as –.
 */
const dir = resolve(import.meta.dirname, 'results');
const koersler = ['lowdb-1aar', 'lowdb-5aar', 'postgres-1aar', 'postgres-5aar'];
const resultater = koersler.map((navn) => {
  const fil = join(dir, `${navn}.json`);
  return existsSync(fil) ? (JSON.parse(readFileSync(fil, 'utf8')) as { raekker: Raekke[]; tidspunkt: string }) : undefined;
});
// Rows are named alike in every run, except the write comparison (full / 1 % at a year, full / 1 year at five).
const noegle = (m: string) => m.replace(/fuld \/ (1 %|1 år)/, 'fuld / lille');
const maalinger = [...new Set(resultater.flatMap((r) => r?.raekker.map((x) => noegle(x.maaling)) ?? []))];
const celle = (r: (typeof resultater)[number], m: string) => {
  const x = r?.raekker.find((y) => noegle(y.maaling) === m);
  if (!x) return '–';
  return `${x.vaerdi}${x.holder === false ? ' **(NEJ)**' : ''}`;
};
const maal = (m: string) =>
  [...new Set(resultater.map((r) => r?.raekker.find((y) => noegle(y.maaling) === m)?.maal).filter(Boolean))].join(' / ');
console.log(
  [
    `| måling | mål | lowdb, 1 år | lowdb, 5 år | PostgreSQL, 1 år | PostgreSQL, 5 år |`,
    '|---|---|---|---|---|---|',
    ...maalinger.map((m) => `| ${m} | ${maal(m)} | ${resultater.map((r) => celle(r, m)).join(' | ')} |`),
  ].join('\n'),
);
console.log(`\nKørsler: ${koersler.map((k, i) => `${k} ${resultater[i]?.tidspunkt ?? 'ikke kørt'}`).join('; ')}`);
