import Table from 'react-bootstrap/Table';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import type { WebhookAbonnement } from '../api/hent-abonnementer';
import { useLeveringer, type WebhookLevering } from '../api/hent-leveringer';

const STATUS_FARVE: Record<WebhookLevering['status'], string> = { leveret: 'success', afventer: 'warning', opgivet: 'danger' };

/** A subscription's latest deliveries: what, when, how many tries, the receiver's last answer or the failure. */
export function Leveringer({ abonnement, opdateret }: { abonnement: WebhookAbonnement; opdateret: unknown }) {
  const { data, fejl, indlaeser } = useLeveringer(abonnement.id, opdateret);
  const titel = t('webhooksWeb.leveringer', { url: abonnement.url });
  return (
    <>
      <h3 className="h6">{titel}</h3>
      <HentStatus fejl={fejl} indlaeser={indlaeser} />
      {data?.length === 0 && <p className="mb-0">{t('webhooksWeb.ingenLeveringer')}</p>}
      {data && data.length > 0 && (
        <Table size="sm" responsive aria-label={titel} className="mb-0">
          <thead>
            <tr>
              <th scope="col">{t('webhooksWeb.kolonne.haendelse')}</th>
              <th scope="col">{t('webhooksWeb.kolonne.emne')}</th>
              <th scope="col">{t('webhooksWeb.kolonne.tidspunkt')}</th>
              <th scope="col">{t('webhooksWeb.kolonne.status')}</th>
              <th scope="col" className="text-end">
                {t('webhooksWeb.kolonne.forsoeg')}
              </th>
              <th scope="col">{t('webhooksWeb.kolonne.svar')}</th>
              <th scope="col">{t('webhooksWeb.kolonne.naeste')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((l) => (
              <tr key={l.haendelseId}>
                <td>
                  <code>{l.type}</code>
                </td>
                <td>{l.emne}</td>
                <td>{formatDatoTid(l.tidspunkt)}</td>
                <td>
                  <span className={`badge text-bg-${STATUS_FARVE[l.status]}`}>{t(`webhooksWeb.status.${l.status}`)}</span>
                </td>
                <td className="text-end">{l.forsoeg}</td>
                <td>{l.sidsteFejl ?? l.sidsteSvar ?? ''}</td>
                <td>{l.naesteForsoeg ? formatDatoTid(l.naesteForsoeg) : ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
