import { deepEquals } from '@rjsf/utils';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import type { Rettelse } from '../api/opdater-anmodning';

/**
 * The correction form's data: the body to save as far as it is typed (a price stays text while it
 * is no amount, an emptied field is left out, so the schema names what is wrong), with the fields an
 * analyst added to schemas/forudbetaling-admin-opdater.schema.json.
 */
export type RettelseFormular = Partial<Rettelse> & Record<string, unknown>;

const felter = Object.keys(schemaMedId('forudbetaling-admin-opdater').properties ?? {});

/** The stored request as the form starts: its invoice, its participations and, of its other fields, those the form carries. */
export function fraDetalje({ id, version, faktura, deltagelser, oevrige = {} }: AnmodningDetalje): RettelseFormular {
  const { cvr, fakturaNummer, bankOverfoersel, indbetalingskort } = faktura;
  return {
    ...Object.fromEntries(Object.entries(oevrige).filter(([felt]) => felter.includes(felt))),
    anmodningId: id,
    version,
    faktura: { cvr, fakturaNummer, ...(bankOverfoersel ? { bankOverfoersel } : { indbetalingskort }) },
    deltagelser: deltagelser.map(({ ansogningId, pris, periodeStart, periodeSlut }) => ({ ansogningId, pris, periodeStart, periodeSlut })),
  };
}

/** The body to save: the form's data for the request and version on the page. */
export function tilRettelse(formular: RettelseFormular, { id, version }: Pick<AnmodningDetalje, 'id' | 'version'>): Rettelse {
  return { ...formular, anmodningId: id, version } as Rettelse;
}

/** True when the form differs from the stored request, i.e. approving must save it first (fields left empty count as left out). */
export function erAendret(formular: RettelseFormular, detalje: AnmodningDetalje): boolean {
  const somSendt = (data: RettelseFormular) => JSON.parse(JSON.stringify(tilRettelse(data, detalje))) as unknown;
  return !deepEquals(somSendt(formular), somSendt(fraDetalje(detalje)));
}
