import type { ReactNode } from 'react';
import { formatDatoTid, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { Oplysninger } from './oplysninger';
import { StatusBadge } from './status-badge';

/** The section 'Anmodning': number, date, status, fund and total, and the reason of a rejection. */
export function AnmodningOplysninger({
  detalje,
}: {
  detalje: Pick<AnmodningDetalje, 'id' | 'created' | 'status' | 'statusLabel' | 'fond' | 'beloebIalt' | 'begrundelse'>;
}) {
  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.anmodning')}>
      <Oplysninger
        raekker={[
          [t('forudbetalingAdminWeb.anmodning.nummer'), detalje.id],
          [t('forudbetalingAdminWeb.anmodning.dato'), formatDatoTid(detalje.created)],
          [t('forudbetalingAdminWeb.anmodning.status'), <StatusBadge key="status" status={detalje.status} label={detalje.statusLabel} />],
          [t('forudbetalingAdminWeb.anmodning.fond'), detalje.fond],
          [t('forudbetalingAdminWeb.anmodning.beloebIalt'), formatKroner(detalje.beloebIalt)],
          ...(detalje.begrundelse
            ? [
                [
                  t('forudbetalingAdminWeb.anmodning.begrundelse'),
                  <span key="begrundelse" className="tekst-linjer">
                    {detalje.begrundelse}
                  </span>,
                ] satisfies [string, ReactNode],
              ]
            : []),
        ]}
      />
    </Sektion>
  );
}
