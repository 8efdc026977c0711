import type { Store } from '../store/types';
import { kravFor, type Anmodning } from './anmodninger';

const MARKOER = 'anmodninger-krav';

/**
 * Gives the requests stored before applications and invoices were claimed by records of their own
 * (an older embedded store, or a database copied from one) their claims, so neither can be used for a
 * second request; a claim already there is kept. Once per store: a marker remembers it (PostgreSQL's
 * migration 0004 does the same for a database). Answers how many claims it wrote.
 */
export async function udfyldKravEnGang(store: Store): Promise<number> {
  const markoerer = store.collection<{ tidspunkt: string }>('seed');
  if (await markoerer.get(MARKOER)) return 0;
  const samlinger = { daekninger: store.collection('daekninger'), fakturaer: store.collection('fakturaer') };
  let skrevet = 0;
  const anmodninger = await store
    .collection<Anmodning>('anmodninger')
    .find({ fields: ['id', 'created', 'status', 'deltagelser', 'faktura'] });
  for (const anmodning of anmodninger) {
    const krav = kravFor(anmodning);
    for (const navn of ['daekninger', 'fakturaer'] as const) {
      for (const [noegle, d] of krav[navn]) {
        if ((await samlinger[navn].get(noegle)) !== undefined) continue;
        // A claim a new request wrote meanwhile wins.
        await samlinger[navn].update(noegle, (nu) => nu ?? d);
        skrevet++;
      }
    }
  }
  await markoerer.put(MARKOER, { tidspunkt: new Date().toISOString() });
  return skrevet;
}
