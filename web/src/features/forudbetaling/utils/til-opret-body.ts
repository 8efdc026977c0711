import type { Indbetalingskort } from '@contract/forudbetaling';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import type { OpretBody } from '../api/opret-anmodning';

/**
 * The draft of the wizard as the body of SPEC §7, status Oprettet. Only the chosen payment method
 * is sent; the draft is validated step by step before, and the server validates the body again.
 * Fields a step added to the draft travel as they are, at the top of the body, for the server's
 * schema (schemas/forudbetaling-opret.schema.json) to accept or refuse.
 */
export function tilOpretBody(kladde: Kladde): OpretBody {
  const { deltagelser: _d, fakturaoplysninger: _f, betingelserAccepteret: _b, ...oevrige } = kladde;
  const faktura = kladde.fakturaoplysninger ?? {};
  const betaling = faktura.betalingsoplysninger ?? {};
  return {
    ...oevrige,
    status: 'Oprettet',
    deltagelser: kladde.deltagelser.map((d) => ({
      ansogningId: d.tilskud.id,
      pris: d.pris ?? 0,
      periodeStart: d.periode?.startdato ?? '',
      periodeSlut: d.periode?.afslutningsdato ?? '',
    })),
    faktura: {
      fakturaNummer: faktura.fakturanummer?.trim() ?? '',
      cvr: faktura.leverandoer?.cvr ?? '',
      dokument: { dataUri: faktura.dokument?.url ?? '' },
      ...(betaling.betalingsmetode === 'bankoverfoersel'
        ? { bankOverfoersel: { regNr: betaling.registreringsnummer ?? '', kontoNummer: betaling.kontonummer ?? '' } }
        : {
            indbetalingskort: {
              // The step's schema has checked it against the same list as the server's.
              kortArt: (betaling.kortart ?? '') as Indbetalingskort['kortArt'],
              betalingsId: betaling.betalingsidentitet?.trim() ?? '',
              kreditorNummer: betaling.kreditornummer?.trim() ?? '',
            },
          }),
    },
  };
}
