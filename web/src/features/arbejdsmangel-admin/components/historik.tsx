import Table from 'react-bootstrap/Table';
import { t } from '../../../../../engine/tekster';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { formatTidspunkt } from '../utils/tidspunkt';
import { Panel } from './panel';

/** The application's append-only history, newest first. */
export function Historik({ historik }: Pick<AdminAnsoegning, 'historik'>) {
  const nyesteFoerst = [...historik].reverse();
  return (
    <Panel titel={t('arbejdsmangelAdminWeb.historik.titel')}>
      <Table size="sm" responsive className="mb-0">
        <thead>
          <tr>
            <th scope="col">{t('arbejdsmangelAdminWeb.historik.tidspunkt')}</th>
            <th scope="col">{t('arbejdsmangelAdminWeb.historik.handling')}</th>
            <th scope="col">{t('arbejdsmangelAdminWeb.historik.af')}</th>
          </tr>
        </thead>
        <tbody>
          {nyesteFoerst.map((h, i) => (
            <tr key={`${h.tidspunkt}-${i}`}>
              <td className="text-nowrap">{formatTidspunkt(h.tidspunkt)}</td>
              <td>{h.handling}</td>
              <td>{h.af}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}
