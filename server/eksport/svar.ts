import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { danskDato } from '../../engine/format';
import type { AdminEnv } from '../identity/middleware';
import type { Kolonne } from './celle';
import { csvStroem } from './csv-fil';
import type { EksportLog } from './eksport-log';
import { xlsxStroem } from './xlsx-fil';

const TYPE = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

interface Eksport<R> {
  rute: string;
  format: 'csv' | 'xlsx';
  /** The file's name without the date and extension, e.g. forudbetaling-anmodninger. */
  filnavn: string;
  /** The sheet's name in the workbook. */
  ark: string;
  kolonner: readonly Kolonne<R>[];
  sider: AsyncIterable<readonly R[]>;
  cprVist: boolean;
  /** What the log's filter holds besides the query, e.g. the fund a path names. */
  filter?: Record<string, string>;
  /** A CSV without the byte order mark, for a system that reads plain UTF-8 (the finance system's payment orders). */
  bom?: false;
}

/**
 * An export's answer: logged first (who, when, which filter), then the file streamed as its rows are
 * read, with a name that says what and when (the Danish date). A signed address's export takes the address's id in the
 * log, so the address opens once.
 */
export async function eksportSvar<R>(c: Context<AdminEnv>, log: EksportLog, eksport: Eksport<R>): Promise<Response> {
  const { adgang: _signatur, ...filter } = c.req.query();
  const id = c.var.eksportId ?? randomUUID();
  const { rute, format, cprVist } = eksport;
  const post = await log.begynd(id, c.var.admin, { rute, format, filter: { ...eksport.filter, ...filter }, cprVist });
  const slut = (antal: number) => log.faerdig(id, antal);
  const body =
    format === 'csv'
      ? csvStroem(eksport.kolonner, eksport.sider, slut, eksport.bom ?? true)
      : xlsxStroem(eksport.kolonner, eksport.sider, eksport.ark, slut);
  return c.body(body, 200, {
    'Content-Type': TYPE[format],
    'Content-Disposition': `attachment; filename="${eksport.filnavn}-${danskDato(post.tidspunkt)}.${format}"`,
    'Cache-Control': 'no-store',
  });
}
