import { csvCelle } from '../csv';
import { danskDato, danskTid } from '../../engine/format';
import type { Celle, Kolonne } from './celle';

/** A cell as Danish Excel reads a semicolon file: decimal comma, times as åååå-mm-dd tt:mm (Copenhagen), text safe from formulas. */
export function csvTekst(celle: Celle): string {
  switch (celle.type) {
    case 'tekst':
      return csvCelle(celle.vaerdi);
    case 'tal':
      return String(celle.vaerdi);
    case 'beloeb':
      return celle.vaerdi.toFixed(2).replace('.', ',');
    case 'tidspunkt':
      return danskTid(celle.vaerdi);
    case 'dato':
      return danskDato(celle.vaerdi);
  }
}

/**
 * An export as CSV, UTF-8 with a byte order mark (so Excel reads æøå; `bom` false leaves it out for a
 * system that reads plain UTF-8), semicolon-separated, CRLF. The stream asks for the next page of rows
 * only when the reader has taken the last, so neither the rows nor the file gather in memory; `slut`
 * gets the row count once the last line is out.
 */
export function csvStroem<R>(
  kolonner: readonly Kolonne<R>[],
  sider: AsyncIterable<readonly R[]>,
  slut: (antal: number) => Promise<unknown>,
  bom = true,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = sider[Symbol.asyncIterator]();
  const linje = (raekke: R) => `${kolonner.map((k) => csvTekst(k.celle(raekke))).join(';')}\r\n`;
  let antal = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${bom ? '\uFEFF' : ''}${kolonner.map((k) => csvCelle(k.overskrift)).join(';')}\r\n`));
    },
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) {
        await slut(antal);
        controller.close();
        return;
      }
      antal += value.length;
      if (value.length > 0) controller.enqueue(encoder.encode(value.map(linje).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
