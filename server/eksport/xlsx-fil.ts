import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setImmediate as naesteTur } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Celle, Kolonne } from './celle';
import { danskDato, danskTid } from '../../engine/format';

const FORMAT: Record<Celle['type'], string | undefined> = {
  tekst: undefined,
  tal: '0',
  beloeb: '#,##0.00',
  tidspunkt: 'dd-mm-yyyy hh:mm',
  dato: 'dd-mm-yyyy',
};

// A spreadsheet's times have no zone: the wall-clock time in Copenhagen, written as if it were UTC.
const somUtc = (iso: string) => new Date(`${danskTid(iso).replace(' ', 'T')}:00Z`);

/** A cell as a spreadsheet value: numbers and times as such (their format on the column), text as text, never a formula. */
export function xlsxVaerdi(celle: Celle): string | number | Date {
  switch (celle.type) {
    case 'tidspunkt':
      return somUtc(celle.vaerdi);
    case 'dato':
      return new Date(`${danskDato(celle.vaerdi)}T00:00:00Z`);
    default:
      return celle.vaerdi;
  }
}

/**
 * An export as XLSX through exceljs's streaming writer: each row is committed to the zip as it is
 * added, so memory holds a page of rows, not the workbook; the next page is read when the reader
 * has caught up. `slut` gets the row count once the workbook is complete.
 */
export function xlsxStroem<R>(
  kolonner: readonly Kolonne<R>[],
  sider: AsyncIterable<readonly R[]>,
  ark: string,
  slut: (antal: number) => Promise<unknown>,
): ReadableStream<Uint8Array> {
  // The zip goes on to `ud`, which ends only after the log has the row count: a reader that has the
  // whole file finds the export's log entry complete.
  const zip = new PassThrough();
  const ud = new PassThrough();
  zip.pipe(ud, { end: false });
  const bog = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: zip, useStyles: true, useSharedStrings: false });
  const arket = bog.addWorksheet(ark, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Widths go before the first row: the streaming writer writes the sheet's column part with it.
  arket.columns = kolonner.map((k) => ({ width: Math.max(14, k.overskrift.length + 2) }));

  const skriv = async () => {
    let antal = 0;
    const overskrift = arket.addRow(kolonner.map((k) => k.overskrift));
    overskrift.font = { bold: true };
    overskrift.commit();
    for await (const side of sider) {
      if (ud.destroyed) return;
      for (const raekke of side) {
        const celler = kolonner.map((k) => k.celle(raekke));
        const row = arket.addRow(celler.map(xlsxVaerdi));
        celler.forEach((celle, i) => {
          const format = FORMAT[celle.type];
          if (format) row.getCell(i + 1).numFmt = format;
        });
        row.commit();
      }
      antal += side.length;
      // The zip's compression and the socket's writes run between pages: a store that answers from memory
      // (lowdb) never gives the event loop a turn, and the file would go out only once it was complete.
      await naesteTur();
      if (ud.writableNeedDrain) await once(ud, 'drain');
    }
    arket.commit();
    const zipSlut = once(zip, 'end');
    await bog.commit();
    await zipSlut;
    await slut(antal);
    ud.end();
  };
  skriv().catch((fejl: unknown) => ud.destroy(fejl instanceof Error ? fejl : new Error(String(fejl))));
  return Readable.toWeb(ud) as ReadableStream<Uint8Array>;
}
