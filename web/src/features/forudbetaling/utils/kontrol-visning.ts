import type { Kladde } from '@workflows/forudbetaling-wizard';
import type { Anmodning } from '../api/hent-anmodning';
import { tilOpretBody } from './til-opret-body';

/** The draft as the check page shows it, in the shape the read-only view of a request uses. */
export interface KontrolVisning {
  deltagelser: Anmodning['deltagelser'];
  beloebIalt: number;
  faktura: Pick<Anmodning['faktura'], 'fakturaNummer' | 'cvr' | 'bankOverfoersel' | 'indbetalingskort'> & { leverandoerNavn?: string };
  filnavn: string;
}

/** What will be sent, with the names the person chose: the check page shows exactly that. */
export function kontrolVisning(kladde: Kladde): KontrolVisning {
  const { deltagelser, faktura } = tilOpretBody(kladde);
  const { dokument: _dokument, ...resten } = faktura;
  return {
    deltagelser: deltagelser.map((d, i) => ({
      ...d,
      ansoegningsnummer: kladde.deltagelser[i]!.tilskud.ansoegningsnummer,
      kursusNavn: kladde.deltagelser[i]!.tilskud.uddannelse.navn,
    })),
    // Rounded to øre as the server sums it.
    beloebIalt: Math.round(deltagelser.reduce((sum, d) => sum + d.pris, 0) * 100) / 100,
    faktura: { ...resten, leverandoerNavn: kladde.fakturaoplysninger?.leverandoer?.navn },
    filnavn: kladde.fakturaoplysninger?.dokument?.filnavn ?? '',
  };
}
