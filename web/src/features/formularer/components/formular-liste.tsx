import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { formularer } from '../../../shared/formularer/formularer';

/** /app/admin/formularer: every form with a layout in schemas/, by its schema's title. */
export function FormularListe() {
  return (
    <section>
      <h1 className="mb-3">{t('formularerWeb.titel')}</h1>
      <p className="lead">{t('formularerWeb.intro')}</p>
      <Table responsive hover aria-label={t('formularerWeb.tabel')}>
        <thead>
          <tr>
            <th scope="col">{t('formularerWeb.kolonne.formular')}</th>
            <th scope="col">{t('formularerWeb.kolonne.opstilling')}</th>
            <th scope="col">{t('formularerWeb.kolonne.schema')}</th>
            <th scope="col" className="text-end">
              {t('formularerWeb.kolonne.beskeder')}
            </th>
          </tr>
        </thead>
        <tbody>
          {formularer.map((f) => (
            <tr key={f.navn}>
              <th scope="row" className="fw-normal">
                <Link to={`/app/admin/formularer/${f.navn}`}>{f.titel}</Link>
              </th>
              <td>
                <code>{`schemas/${f.navn}.ui.json`}</code>
              </td>
              <td>
                <code>{f.schemaId}</code>
              </td>
              <td className="text-end">{f.beskeder.length}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
