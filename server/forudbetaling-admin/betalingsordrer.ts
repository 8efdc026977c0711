import { csvLinje } from '../csv';
import { danskTid } from '../eksport/celle';
import type { AppDeps } from '../deps';
import type { Betalingsordre } from '../../contract/forudbetaling';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import { beloebIalt, type Anmodning } from '../forudbetaling/anmodninger';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';

export type { Betalingsordre };

/** Approved from `fra` to `til`, ISO timestamps, both included. */
type Periode = { fra?: string; til?: string };

/** Payment orders for an approved request (one per fund it draws on), their CSV export per fund, and the finance system's marks of what it took in. */
export function createBetalingsordrer(deps: AppDeps, kursusansoegninger: Kursusansoegninger) {
  const ordrer = deps.store.collection<Betalingsordre>('betalingsordrer');

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

    alle: () => ordrer.all(),

    /**
     * The orders, oldest first, of one fund or all; `eksporteret` false gives those not yet marked exported,
     * true those marked; `fra` and `til` (ISO, both included) those approved in between.
     */
    liste: ({ fondId, eksporteret, fra, til }: { fondId?: string; eksporteret?: boolean } & Periode) =>
      ordrer.find({
        where: {
          fund: fondId,
          status: eksporteret === undefined ? undefined : eksporteret ? 'eksporteret' : 'ny',
          createdFrom: fra,
          createdTo: til,
        },
        order: 'created-asc',
      }),

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
     * Semicolon-separated, as Danish spreadsheets read it, amounts with decimal comma. Every cell goes
     * through csvCelle, so an invoice number or supplier name cannot become a formula; the FI line
     * (+71<…) is shown as '+71<… — the quote spreadsheets use for literal text — and is kept whole.
     */
    async csv(fondId: string, { fra, til }: Periode = {}): Promise<string> {
      const linjer = (await ordrer.find({ where: { fund: fondId, createdFrom: fra, createdTo: til }, order: 'created-asc' })).map((o) =>
        csvLinje([
          String(o.anmodningId),
          // The day it was approved in Copenhagen, the day fraDato and tilDato find it on.
          danskTid(o.oprettet).slice(0, 10),
          o.leverandoerCvr,
          o.leverandoerNavn,
          o.kreditorNummer,
          o.fakturaNummer,
          o.beloeb.toFixed(2).replace('.', ','),
          o.bankOverfoersel ? `${o.bankOverfoersel.regNr}-${o.bankOverfoersel.kontoNummer}` : '',
          o.indbetalingskort
            ? `+${o.indbetalingskort.kortArt}<${o.indbetalingskort.betalingsId}+${o.indbetalingskort.kreditorNummer}<`
            : '',
        ]),
      );
      return ['anmodning;dato;cvr;leverandoer;kreditornummer;fakturanummer;beloeb;bankkonto;fi-kort', ...linjer].join('\r\n') + '\r\n';
    },
  };
}

export type Betalingsordrer = ReturnType<typeof createBetalingsordrer>;
