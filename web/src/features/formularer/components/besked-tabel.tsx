import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { t } from '@engine/tekster';
import type { SchemaBesked } from '../../../shared/formularer/beskeder';

/** A schema's Danish messages, each by its field (title and place in the data) and rule. */
export function BeskedTabel({ titel, beskeder }: { titel: string; beskeder: readonly SchemaBesked[] }) {
  if (beskeder.length === 0) return <Alert variant="light">{t('formularerWeb.ingenBeskeder')}</Alert>;
  return (
    <Table size="sm" responsive className="mb-0" aria-label={t('formularerWeb.beskederTabel', { titel })}>
      <thead>
        <tr>
          <th scope="col">{t('formularerWeb.kolonne.felt')}</th>
          <th scope="col">{t('formularerWeb.kolonne.regel')}</th>
          <th scope="col">{t('formularerWeb.kolonne.besked')}</th>
        </tr>
      </thead>
      <tbody>
        {beskeder.map((b) => (
          <tr key={`${b.sti}\n${b.regel}\n${b.besked}`}>
            <th scope="row" className="fw-normal">
              {b.felt}
              <div className="small text-body-secondary">
                <code>{b.sti || t('formularerWeb.helFormular')}</code>
              </div>
            </th>
            <td>{b.regel ? <code>{b.regel}</code> : t('formularerWeb.alleRegler')}</td>
            <td>{b.besked}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
