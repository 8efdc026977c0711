import { t } from '../../../../../engine/tekster';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { Afsnit } from './afsnit';
import { Oplysninger } from './oplysninger';

/** The section 'Faktura', read-only: supplier, invoice number and the payment details. */
export function FakturaOplysninger({ faktura }: { faktura: AnmodningDetalje['faktura'] }) {
  const { bankOverfoersel, indbetalingskort } = faktura;
  const betaling = bankOverfoersel
    ? t('forudbetalingAdminWeb.faktura.bank', { ...bankOverfoersel })
    : indbetalingskort
      ? t('forudbetalingAdminWeb.faktura.kort', { ...indbetalingskort })
      : '';
  return (
    <Afsnit titel={t('forudbetalingAdminWeb.afsnit.faktura')}>
      <Oplysninger
        raekker={[
          [t('forudbetalingAdminWeb.faktura.leverandoer'), faktura.leverandoerNavn],
          [t('forudbetalingAdminWeb.faktura.cvr'), faktura.cvr],
          [t('forudbetalingAdminWeb.faktura.fakturanummer'), faktura.fakturaNummer],
          [t('forudbetalingAdminWeb.faktura.betaling'), betaling],
        ]}
      />
    </Afsnit>
  );
}
