import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { egenskab, vaerdiTitel } from '@engine/vaerdi-titel';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { Tekster } from '../api/hent-tekster';
import '../../../shared/tabel/tabel-stablet.css';

// The type's Danish name is the title the schema gives its value.
const typeSchema = egenskab(schemaMedId('tekst'), 'type');

export function TekstTabel({ tekster }: { tekster: Tekster }) {
  const raekker = Object.entries(tekster).sort(([a], [b]) => a.localeCompare(b, 'da'));
  if (raekker.length === 0) return <p>{t('web.tekst.liste.ingen')}</p>;
  return (
    <Table striped hover responsive className="tabel-stablet">
      <thead>
        <tr>
          <th>{t('web.tekst.kolonne.noegle')}</th>
          <th>{t('web.tekst.kolonne.type')}</th>
          <th>{t('web.tekst.kolonne.beskrivelse')}</th>
        </tr>
      </thead>
      <tbody>
        {raekker.map(([noegle, tekst]) => (
          <tr key={noegle}>
            <td>
              <Link to={`/app/admin/tekst/${encodeURIComponent(noegle)}`}>{noegle}</Link>
            </td>
            <td data-etiket={t('web.tekst.kolonne.type')}>{vaerdiTitel(typeSchema, tekst.type) ?? tekst.type}</td>
            <td>{tekst.beskrivelse}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
