import Table from 'react-bootstrap/Table';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { beskrivDetaljer } from '../utils/historik-detaljer';

/** The application's append-only history, newest first, each change with its before → after. */
export function Historik({ historik }: Pick<AdminAnsoegning, 'historik'>) {
  const nyesteFoerst = [...historik].reverse();
  return (
    <Sektion className="h-100" titel={t('arbejdsmangelAdminWeb.historik.titel')}>
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
              <td className="text-nowrap">{formatDatoTid(h.tidspunkt)}</td>
              <td>
                {h.handling}
                {beskrivDetaljer(h.detaljer, h.statusLabels).map((linje, j) => (
                  <div key={`${j}-${linje}`} className="small text-body-secondary">
                    {linje}
                  </div>
                ))}
              </td>
              <td>{h.af}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sektion>
  );
}
