import { sorter, type Retning, type Sortering, type Sorteringsnoegler } from '../../engine/sortering';
import type { KeysetOrden, Query } from '../store/types';

/** How many rows an export reads from the store at a time. */
export const SIDE = 500;

/** A store's keyset cursor. */
type Cursor = NonNullable<Query['after']>;

/**
 * The store's keyset order for a list sorted by date: by time, and at the same time by number, the
 * same way (engine/liste-sortering.ts), so the file has the rows in the table's order.
 */
export const keysetOrden = (retning: Retning): KeysetOrden => (retning === 'stigende' ? 'created-number-asc' : 'created-number-desc');

/**
 * The rows page by page in a keyset order of the store, each page after the last one's final row:
 * the first page goes out at once, memory holds one page, and rows written meanwhile neither repeat nor shift a page.
 */
export async function* keysetSider<T>(
  hent: (after: Cursor | undefined, antal: number) => Promise<T[]>,
  cursor: (raekke: T) => Cursor,
  antal = SIDE,
): AsyncGenerator<T[]> {
  let after: Cursor | undefined;
  for (;;) {
    const side = await hent(after, antal);
    if (side.length > 0) yield side;
    if (side.length < antal) return;
    after = cursor(side.at(-1)!);
  }
}

/**
 * The rows in a column's order the store does not keep (a name, an amount): read through first,
 * only the list's fields of each, then sorted exactly as the table sorts them (engine/sortering.ts)
 * and handed on a page at a time. Rows equal in the column keep the given order, as on screen.
 */
export async function* sorteredeSider<T, K extends string>(
  sider: AsyncIterable<readonly T[]>,
  noegler: Sorteringsnoegler<T, K>,
  sortering: Sortering<K>,
): AsyncGenerator<T[]> {
  const alle: T[] = [];
  for await (const side of sider) alle.push(...side);
  const sorterede = sorter(alle, noegler, sortering);
  for (let i = 0; i < sorterede.length; i += SIDE) yield sorterede.slice(i, i + SIDE);
}
