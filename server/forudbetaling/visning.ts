import type { DeltagelseVisning, FakturaVisning, LoenmodtagerAnmodning } from '../../contract/forudbetaling';
import { beloebIalt, type Anmodning } from './anmodninger';
import { vistIndhold } from '../tekst/index';
import { oevrigeOplysninger } from '../oevrige-oplysninger';

/** Where the invoice file of a request is served (never inlined as a data URI in a page). */
export const dokumentUrl = (anmodning: Anmodning, omraade: 'Forudbetaling' | 'ForudbetalingAdmin') =>
  `/api/${omraade}/Dokument/${anmodning.id}`;

/** The invoice as SPEC §3.1/§3.2 show it: number, supplier, document and one of the two payment ways. */
export function fakturaVisning(anmodning: Anmodning, omraade: 'Forudbetaling' | 'ForudbetalingAdmin'): FakturaVisning {
  const { fakturaNummer, cvr, leverandoerNavn, dokument, bankOverfoersel, indbetalingskort } = anmodning.faktura;
  const url = dokumentUrl(anmodning, omraade);
  return {
    fakturaNummer,
    cvr,
    leverandoerNavn,
    dokument: { dataUri: url, url, contentType: dokument.contentType, filnavn: dokument.filnavn, stoerrelse: dokument.size },
    ...(bankOverfoersel ? { bankOverfoersel } : {}),
    ...(indbetalingskort ? { indbetalingskort } : {}),
  };
}

/** The participations as both the employee and the secretariat read them (the fund id stays inside). */
export function deltagelserVisning(anmodning: Anmodning): DeltagelseVisning[] {
  return anmodning.deltagelser.map(({ ansogningId, ansoegningsnummer, kursusNavn, pris, periodeStart, periodeSlut }) => ({
    ansogningId,
    ansoegningsnummer,
    kursusNavn,
    pris,
    periodeStart,
    periodeSlut,
  }));
}

/** The stored request as the employee reads it back (SPEC §3.1). */
export function loenmodtagerVisning(anmodning: Anmodning): LoenmodtagerAnmodning {
  return {
    id: anmodning.id,
    created: anmodning.created,
    status: anmodning.status,
    deltagelser: deltagelserVisning(anmodning),
    beloebIalt: beloebIalt(anmodning),
    faktura: fakturaVisning(anmodning, 'Forudbetaling'),
    betingelser: { type: anmodning.betingelser.type, indhold: vistIndhold(anmodning.betingelser) },
    ...(anmodning.begrundelse ? { begrundelse: anmodning.begrundelse } : {}),
    oevrigeOplysninger: oevrigeOplysninger(anmodning.oevrige, 'forudbetaling-opret'),
  };
}
