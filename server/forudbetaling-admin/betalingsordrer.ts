import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import type { Betalingsordre } from '../../contract/forudbetaling';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import { beloebIalt, type Anmodning } from '../forudbetaling/anmodninger';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';

export type { Betalingsordre };

/** Approved from `fra` to `til`, ISO timestamps, both included. */
type Periode = { fra?: string; til?: string };

/** An order as stored: while a file is being sent, the claim of that file on it (never shown to a client). */
type GemtOrdre = Betalingsordre & { krav?: { fil: string; udloeber: string } };

/** How long a file's claim holds: longer than any download of one fund's orders; one its instance died with ends then. */
const KRAV_MS = 15 * 60_000;

const udenKrav = ({ krav: _krav, ...ordre }: GemtOrdre): Betalingsordre => ordre;

/** Whether a file is sending the order now: its claim still holds at `nu` (ISO). */
const holdt = (o: GemtOrdre, nu: string) => !!o.krav && o.krav.udloeber > nu;

/** Free for a file or the JSON route at `nu`: neither exported nor held by a file. */
const fri = (o: GemtOrdre | undefined, nu: string): o is GemtOrdre => !!o && !o.eksporteret && !holdt(o, nu);

/** Payment orders for an approved request (one per fund it draws on), the rows of a fund's file, and the marks of what went to the finance system. */
export function createBetalingsordrer(deps: AppDeps, kursusansoegninger: Kursusansoegninger) {
  const ordrer = deps.store.collection<GemtOrdre>('betalingsordrer');

  /**
   * The orders, oldest first, of one fund or all; `eksporteret` false gives those not yet marked exported,
   * true those marked; `fra` and `til` (ISO, both included) those approved in between.
   */
  const gemte = ({ fondId, eksporteret, fra, til }: { fondId?: string; eksporteret?: boolean } & Periode) =>
    ordrer.find({
      where: {
        fund: fondId,
        status: eksporteret === undefined ? undefined : eksporteret ? 'eksporteret' : 'ny',
        createdFrom: fra,
        createdTo: til,
      },
      order: 'created-asc',
    });
  /** The JSON list: with `eksporteret` false, the orders a file is sending are not free and left out. */
  const liste = async (filter: { fondId?: string; eksporteret?: boolean } & Periode) => {
    const nu = deps.now().toISOString();
    return (await gemte(filter)).filter((o) => filter.eksporteret !== false || fri(o, nu)).map(udenKrav);
  };

  /**
   * Claims for file `fil` the given orders still free: neither exported nor claimed by another file
   * whose claim still holds. Each order is checked and claimed in one atomic update (PostgreSQL: under
   * its row lock, in one transaction; the same order is taken oldest first by every file, so two files
   * wait on each other rather than deadlock), so of simultaneous files on any instance exactly one gets it.
   */
  async function gorKrav(kandidater: readonly GemtOrdre[], fil: string): Promise<Set<string>> {
    const tidspunkt = deps.now();
    const udloeber = new Date(tidspunkt.getTime() + KRAV_MS).toISOString();
    const nu = tidspunkt.toISOString();
    const taget = new Set<string>();
    await deps.store.transaction(async () => {
      for (const kandidat of kandidater) {
        if (!fri(kandidat, nu)) continue;
        let vandt = false;
        await ordrer.update(kandidat.id, (o) => {
          vandt = fri(o, nu);
          // Untouched when another file has it: the update writes the record as it is.
          return vandt ? { ...o!, krav: { fil, udloeber } } : o!;
        });
        if (vandt) taget.add(kandidat.id);
      }
    });
    return taget;
  }

  /**
   * Marks a whole file's orders exported, all or none: each must still be claimed by it. One the JSON
   * route marked meanwhile throws, which breaks this file off.
   */
  async function markerSendt(ider: readonly string[], fil: string): Promise<void> {
    const mistet = (id: string) => new Error(`Payment order ${id} is no longer claimed by file ${fil}`);
    const andre = (await Promise.all(ider.map((id) => ordrer.get(id)))).find((o) => o?.eksporteret || o?.krav?.fil !== fil);
    if (andre) throw mistet(andre.id);
    const tidspunkt = deps.now().toISOString();
    await deps.store.transaction(async () => {
      for (const id of ider)
        await ordrer.update(id, (o) => {
          if (!o || o.eksporteret || o.krav?.fil !== fil) throw mistet(id);
          const { krav: _krav, ...ordre } = o;
          return { ...ordre, eksporteret: tidspunkt };
        });
    });
  }

  /** Gives back the claims of a file that did not end: its orders are free for the next. */
  async function frigiv(ider: readonly string[], fil: string): Promise<void> {
    for (const id of ider)
      await ordrer.update(id, (o) => {
        if (!o || o.krav?.fil !== fil) return o!;
        const { krav: _krav, ...ordre } = o;
        return ordre;
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
     * it was sent in, one a file is sending (its claim holds) 409 at its field, and nothing is marked.
     * An order marked before keeps its first time.
     */
    async markerEksporteret(ider: string[]): Promise<Betalingsordre[]> {
      const tidspunkt = deps.now().toISOString();
      const fundne = await Promise.all(ider.map((id) => ordrer.get(id)));
      const errors = ider.flatMap((id, i) =>
        fundne[i] ? [] : [{ path: `/ider/${i}`, message: t('forudbetaling.betalingsordreIkkeFundet', { id }) }],
      );
      if (errors.length > 0)
        throw new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: errors[0]!.message, errors });
      const sendes = (i: number, id: string) => {
        const message = t('forudbetaling.betalingsordreSendes', { id });
        return new ProblemFejl({ status: 409, title: message, errors: [{ path: `/ider/${i}`, message }] });
      };
      const i = fundne.findIndex((o) => holdt(o!, tidspunkt));
      if (i >= 0) throw sendes(i, ider[i]!);
      return deps.store.transaction(async () => {
        const markeret: Betalingsordre[] = [];
        for (const [i, id] of ider.entries())
          markeret.push(
            udenKrav(
              await ordrer.update(id, (o) => {
                // A file may have claimed it since it was read: checked again under the update.
                if (holdt(o!, tidspunkt)) throw sendes(i, id);
                return { ...o!, eksporteret: o!.eksporteret ?? tidspunkt };
              }),
            ),
          );
        return markeret;
      });
    },

    /**
     * One fund's orders for the finance system's file, by the list's filter. The orders new to the
     * file are claimed for it before its first row is written, so simultaneous files on any instance
     * never hold the same new order: with `eksporteret` false a file holds only the orders it claimed,
     * otherwise also those exported before, as a copy. Once the stream has taken the last row, and
     * before the file ends, the claimed orders are marked exported; a file that fails or is broken off
     * before that gives its claims back (`frigiv` for one that never starts streaming), and a claim
     * its instance died with ends after KRAV_MS.
     */
    async fil(filter: { fondId: string; eksporteret?: boolean } & Periode) {
      const fil = randomUUID();
      const laest = await gemte(filter);
      const nye = [...(await gorKrav(laest, fil))];
      const raekker = laest.filter((o) => nye.includes(o.id) || (filter.eksporteret !== false && o.eksporteret)).map(udenKrav);
      let slut = nye.length === 0;
      const afslut = async () => {
        if (slut) return;
        slut = true;
        await frigiv(nye, fil);
      };
      // The stream asks for the rows, then for the end (which marks), or returns when it is broken off.
      let sendt = false;
      const sider: AsyncIterable<readonly Betalingsordre[]> = {
        [Symbol.asyncIterator]: () => ({
          async next() {
            if (!sendt) {
              sendt = true;
              return { done: false, value: raekker };
            }
            if (!slut) {
              try {
                await markerSendt(nye, fil);
                slut = true;
              } catch (error) {
                await afslut();
                throw error;
              }
            }
            return { done: true, value: undefined };
          },
          async return() {
            await afslut();
            return { done: true, value: undefined };
          },
        }),
      };
      return { antal: raekker.length, nye: nye.length, sider, frigiv: afslut };
    },
  };
}

export type Betalingsordrer = ReturnType<typeof createBetalingsordrer>;
