/** One row of the bench's table: a figure beside its target and whether it holds (null: no target). */
export interface Raekke {
  maaling: string;
  vaerdi: string;
  maal: string;
  holder: boolean | null;
}

/** The rows as the Markdown table the bench prints and writes to bench/results/. */
export function tabel(raekker: readonly Raekke[]): string {
  return [
    '| måling | værdi | mål | holder |',
    '|---|---|---|---|',
    ...raekker.map((x) => `| ${x.maaling} | ${x.vaerdi} | ${x.maal} | ${x.holder === null ? '–' : x.holder ? 'ja' : 'NEJ'} |`),
  ].join('\n');
}
