import type { Store } from '../store/types';
import { KRAV_SAMLINGER, kravDaekker, kravFor, type Anmodning, type Daekning } from './anmodninger';

// The second round: invoice numbers by their canonical key, and invoice files (PostgreSQL's migration 0011).
const MARKOER = 'anmodninger-krav-2';

/**
 * Gives the requests stored before their claims (an older embedded store, or a database copied from
 * one) their claims of applications, invoice numbers and invoice files, so none can be used for a
 * second request. An invoice's claim there is kept while it covers; one that no longer does (its
 * request rejected, or now with another invoice) is replaced, and of two stored requests with one invoice
 * the first keeps it (the handling page shows both). Once per store: a marker remembers it (PostgreSQL's
 * migrations 0004 and 0011 do the same for a database). Answers how many claims it wrote.
 */
export async function udfyldKravEnGang(store: Store): Promise<number> {
  const markoerer = store.collection<{ tidspunkt: string }>('seed');
  if (await markoerer.get(MARKOER)) return 0;
  let skrevet = 0;
  const anmodninger = await store
    .collection<Anmodning>('anmodninger')
    .find({ fields: ['id', 'created', 'status', 'deltagelser', 'faktura'] });
  const perId = new Map(anmodninger.map((a) => [a.id, a]));
  const nu = new Date();
  for (const navn of KRAV_SAMLINGER) {
    const samling = store.collection<Daekning>(navn);
    const daekker = (d: Daekning | undefined, noegle: string) =>
      kravDaekker(
        d,
        d && perId.get(d.anmodningId),
        nu,
        navn === 'fakturaer' || navn === 'fakturafiler' ? { samling: navn, noegle } : undefined,
      );
    for (const anmodning of anmodninger) {
      for (const [noegle, d] of kravFor(anmodning)[navn]) {
        const foer = await samling.get(noegle);
        // An application's claim there is kept, as in the first round; an invoice's only while it covers.
        if (foer?.anmodningId === d.anmodningId || (navn === 'daekninger' ? foer !== undefined : daekker(foer, noegle))) continue;
        // A claim a new request wrote meanwhile wins.
        await samling.update(noegle, (x) => (JSON.stringify(x) === JSON.stringify(foer) ? d : x!));
        skrevet++;
      }
    }
  }
  await markoerer.put(MARKOER, { tidspunkt: nu.toISOString() });
  return skrevet;
}
