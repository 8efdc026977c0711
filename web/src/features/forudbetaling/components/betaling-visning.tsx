import type { ReactNode } from 'react';
import { t, type TekstNoegle } from '@engine/tekster';
import type { Anmodning } from '../api/hent-anmodning';

/** The payment details of a request: the method and its fields, as a description list's rows. */
export function BetalingVisning({ faktura }: { faktura: Pick<Anmodning['faktura'], 'bankOverfoersel' | 'indbetalingskort'> }) {
  const { bankOverfoersel: bank, indbetalingskort: kort } = faktura;
  const raekker: [TekstNoegle, string][] = bank
    ? [
        ['forudbetalingWeb.visning.betalingsmetode', t('forudbetalingWeb.visning.bankoverfoersel')],
        ['forudbetalingWeb.visning.registreringsnummer', bank.regNr],
        ['forudbetalingWeb.visning.kontonummer', bank.kontoNummer],
      ]
    : kort
      ? [
          ['forudbetalingWeb.visning.betalingsmetode', t('forudbetalingWeb.visning.indbetalingskort')],
          ['forudbetalingWeb.visning.kortart', kort.kortArt],
          ['forudbetalingWeb.visning.betalingsidentitet', kort.betalingsId],
          ['forudbetalingWeb.visning.kreditornummer', kort.kreditorNummer],
        ]
      : [];
  return (
    <>
      {raekker.map(([noegle, vaerdi]) => (
        <Raekke key={noegle} navn={t(noegle)} vaerdi={vaerdi} />
      ))}
    </>
  );
}

/** One row of a Bootstrap description list. */
export function Raekke({ navn, vaerdi }: { navn: string; vaerdi: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 fw-normal text-body-secondary">{navn}</dt>
      <dd className="col-sm-7">{vaerdi}</dd>
    </>
  );
}
