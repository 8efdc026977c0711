import type { AppDeps } from '../deps';
import type { Betalingsordre } from '../../contract/forudbetaling';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import { beloebIalt, type Anmodning } from '../forudbetaling/anmodninger';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';

export type { Betalingsordre };

/** Approved from `fra` to `til`, ISO timestamps, both included. */
type Periode = { fra?: string; til?: string };

/** Payment orders for an approved request (one per fund it draws on), the rows of a fund's file, and the marks of what went to the finance system. */
export function createBetalingsordrer(deps: AppDeps, kursusansoegninger: Kursusansoegninger) {
  const ordrer = deps.store.collection<Betalingsordre>('betalingsordrer');

  /**
   * The orders, oldest first, of one fund or all; `eksporteret` false gives those not yet marked exported,
   * true those marked; `fra` and `til` (ISO, both included) those approved in between.
   */
  const liste = ({ fondId, eksporteret, fra, til }: { fondId?: string; eksporteret?: boolean } & Periode) =>
    ordrer.find({
      where: {
        fund: fondId,
        status: eksporteret === undefined ? undefined : eksporteret ? 'eksporteret' : 'ny',
        createdFrom: fra,
        createdTo: til,
      },
      order: 'created-asc',
    });

  /**
   * Marks the orders of a file that were new when it read them, all or none. One another file marked
   * meanwhile throws, which breaks this file off: no order reaches the finance system as new twice.
   * (PostgreSQL rolls the others back; lowdb, one process, is checked before the first write.)
   */
  async function markerSendt(ider: readonly string[]): Promise<void> {
    const taget = (id: string) => new Error(`Payment order ${id} was marked exported by another file meanwhile`);
    const allerede = (await Promise.all(ider.map((id) => ordrer.get(id)))).find((o) => o?.eksporteret);
    if (allerede) throw taget(allerede.id);
    const tidspunkt = deps.now().toISOString();
    await deps.store.transaction(async () => {
      for (const id of ider)
        await ordrer.update(id, (o) => {
          if (!o || o.eksporteret) throw taget(id);
          return { ...o, eksporteret: tidspunkt };
        });
    });
  }

  return {
    async bestil(a: Anmodning): Promise<Betalingsordre[]> {
      const fonde = [...new Set(a.deltagelser.map((d) => d.fondId))];
      const resultat: Betalingsordre[] = [];
      for (const fondId of fonde) {
        const leverandoer = await deps.oekonomisystem.findLeverandoer(fondId, a.faktura.cvr);
        const ordre: Betalingsordre = {
          id: `${a.id}-${fondId}`,
          anmodningId: a.id,
          fondId,
          fondNavn: kursusansoegninger.fond(fondId).navn,
          leverandoerCvr: a.faktura.cvr,
          leverandoerNavn: leverandoer?.navn ?? a.faktura.leverandoerNavn,
          kreditorNummer: leverandoer?.kreditorNummer ?? '',
          fakturaNummer: a.faktura.fakturaNummer,
          beloeb: beloebIalt({ deltagelser: a.deltagelser.filter((d) => d.fondId === fondId) }),
          ...(a.faktura.bankOverfoersel ? { bankOverfoersel: a.faktura.bankOverfoersel } : {}),
          ...(a.faktura.indbetalingskort ? { indbetalingskort: a.faktura.indbetalingskort } : {}),
          oprettet: deps.now().toISOString(),
        };
        resultat.push(await ordrer.put(ordre.id, ordre));
      }
      return resultat;
    },

    liste,

    /**
     * Marks orders as taken in by the finance system, all or none: an unknown id is 400 with the field
     * it was sent in, and nothing is marked. An order marked before keeps its first time.
     */
    async markerEksporteret(ider: string[]): Promise<Betalingsordre[]> {
      const fundne = await Promise.all(ider.map((id) => ordrer.get(id)));
      const errors = ider.flatMap((id, i) =>
        fundne[i] ? [] : [{ path: `/ider/${i}`, message: t('forudbetaling.betalingsordreIkkeFundet', { id }) }],
      );
      if (errors.length > 0)
        throw new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: errors[0]!.message, errors });
      const tidspunkt = deps.now().toISOString();
      return deps.store.transaction(async () => {
        const markeret: Betalingsordre[] = [];
        for (const id of ider) markeret.push(await ordrer.update(id, (o) => ({ ...o!, eksporteret: o!.eksporteret ?? tidspunkt })));
        return markeret;
      });
    },

    /**
     * One fund's orders for the finance system's file, by the list's filter, read once: how many, and the
     * pages the export stream takes. Once the stream has taken the last row, and before the file ends,
     * the orders new to the file are marked exported; a file cut off before that marks none. So an order
     * is marked exactly when a whole file holds it.
     */
    async fil(filter: { fondId: string; eksporteret?: boolean } & Periode) {
      const raekker = await liste(filter);
      const nye = raekker.filter((o) => !o.eksporteret).map((o) => o.id);
      async function* sider() {
        yield raekker;
        if (nye.length > 0) await markerSendt(nye);
      }
      return { antal: raekker.length, nye: nye.length, sider: sider() };
    },
  };
}

export type Betalingsordrer = ReturnType<typeof createBetalingsordrer>;
