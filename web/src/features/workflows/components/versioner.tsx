import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import type { ArbejdsgangVersioner } from '../api/hent-versioner';

/** The versions of one workflow that cases work on: each case keeps its own until it is migrated. */
export function Versioner({ titel, versioner }: { titel: string; versioner: ArbejdsgangVersioner['versioner'] }) {
  return (
    <Table size="sm" aria-label={t('arbejdsgangeWeb.versioner.tabel', { titel })}>
      <thead>
        <tr>
          <th scope="col">{t('arbejdsgangeWeb.versioner.version')}</th>
          <th scope="col">{t('arbejdsgangeWeb.versioner.taget')}</th>
          <th scope="col" className="text-end">
            {t('arbejdsgangeWeb.kolonne.antal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {versioner.map((v) => (
          <tr key={v.version}>
            <th scope="row" className="fw-normal">
              <code>{v.version}</code>
              {v.aktuel && (
                <Badge bg="primary" className="ms-2">
                  {t('arbejdsgangeWeb.versioner.aktuel')}
                </Badge>
              )}
            </th>
            <td>{formatDatoTid(v.gemt)}</td>
            <td className="text-end">{v.antal}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
