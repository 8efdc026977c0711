import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AnmodningDetalje } from '../api/hent-anmodning';
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
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.faktura')}>
      <Oplysninger
        raekker={[
          [t('forudbetalingAdminWeb.faktura.leverandoer'), faktura.leverandoerNavn],
          [t('forudbetalingAdminWeb.faktura.cvr'), faktura.cvr],
          [t('forudbetalingAdminWeb.faktura.fakturanummer'), faktura.fakturaNummer],
          [t('forudbetalingAdminWeb.faktura.betaling'), betaling],
        ]}
      />
    </Sektion>
  );
}
