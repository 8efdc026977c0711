import type { Rettelse } from '../api/opdater-anmodning';
import type { AnmodningDetalje } from '../api/hent-anmodning';

export type Betalingsmetode = 'bankOverfoersel' | 'indbetalingskort';

/**
 * The correction form's state: inputs as typed (the price too, so a half-typed number is kept),
 * and both payment methods' values, of which only the chosen one is sent.
 */
export interface RettelseFormular {
  cvr: string;
  fakturaNummer: string;
  betalingsmetode: Betalingsmetode;
  bankOverfoersel: { regNr: string; kontoNummer: string };
  indbetalingskort: { kortArt: string; betalingsId: string; kreditorNummer: string };
  deltagelser: { ansogningId: number; pris: string; periodeStart: string; periodeSlut: string }[];
}

/** The card type preselected when the admin switches a bank transfer to a payment card (SPEC §3.1). */
const STANDARD_KORTART = '71';

export function fraDetalje({ faktura, deltagelser }: Pick<AnmodningDetalje, 'faktura' | 'deltagelser'>): RettelseFormular {
  return {
    cvr: faktura.cvr,
    fakturaNummer: faktura.fakturaNummer,
    betalingsmetode: faktura.bankOverfoersel ? 'bankOverfoersel' : 'indbetalingskort',
    bankOverfoersel: faktura.bankOverfoersel ?? { regNr: '', kontoNummer: '' },
    indbetalingskort: faktura.indbetalingskort ?? { kortArt: STANDARD_KORTART, betalingsId: '', kreditorNummer: '' },
    deltagelser: deltagelser.map(({ ansogningId, pris, periodeStart, periodeSlut }) => ({
      ansogningId,
      pris: String(pris),
      periodeStart,
      periodeSlut,
    })),
  };
}

/**
 * The body to save, as the schema checks it: an empty price or date is left out (the schema then
 * says it is missing), the payment method not chosen is not sent.
 */
export function tilRettelse(formular: RettelseFormular, { id, version }: Pick<AnmodningDetalje, 'id' | 'version'>): Rettelse {
  const { cvr, fakturaNummer, betalingsmetode } = formular;
  return {
    anmodningId: id,
    version,
    faktura: { cvr, fakturaNummer, [betalingsmetode]: formular[betalingsmetode] },
    deltagelser: formular.deltagelser.map(({ ansogningId, pris, periodeStart, periodeSlut }) => ({
      ansogningId,
      ...(pris.trim() === '' ? {} : { pris: Number(pris) }),
      ...(periodeStart ? { periodeStart } : {}),
      ...(periodeSlut ? { periodeSlut } : {}),
    })) as Rettelse['deltagelser'],
  };
}

/** True when the form differs from the stored request, i.e. approving must save it first. */
export function erAendret(formular: RettelseFormular, detalje: AnmodningDetalje): boolean {
  return JSON.stringify(tilRettelse(formular, detalje)) !== JSON.stringify(tilRettelse(fraDetalje(detalje), detalje));
}
