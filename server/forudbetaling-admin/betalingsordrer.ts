import { csvLinje } from '../csv';
import type { AppDeps } from '../deps';
import type { Bankoverfoersel, Indbetalingskort } from '../../contract/forudbetaling';
import { beloebIalt, type Anmodning } from '../forudbetaling/anmodninger';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';

/** An order to the finance system to pay a supplier invoice for one fund (the embedded default stores them). */
export interface Betalingsordre {
  id: string;
  anmodningId: number;
  fondId: string;
  fondNavn: string;
  leverandoerCvr: string;
  leverandoerNavn: string;
  kreditorNummer: string;
  fakturaNummer: string;
  beloeb: number;
  bankOverfoersel?: Bankoverfoersel;
  indbetalingskort?: Indbetalingskort;
  oprettet: string;
}

/** Payment orders for an approved request (one per fund it draws on) and their CSV export per fund. */
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
     * Semicolon-separated, as Danish spreadsheets read it, amounts with decimal comma. Every cell goes
     * through csvCelle, so an invoice number or supplier name cannot become a formula; the FI line
     * (+71<…) is shown as '+71<… — the quote spreadsheets use for literal text — and is kept whole.
     */
    async csv(fondId: string): Promise<string> {
      const linjer = (await ordrer.find({ where: { fund: fondId }, order: 'created-asc' })).map((o) =>
        csvLinje([
          String(o.anmodningId),
          o.oprettet.slice(0, 10),
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
