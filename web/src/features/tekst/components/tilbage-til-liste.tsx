import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';

export function TilbageTilListe() {
  return (
    <Link to="/app/admin/tekst" className="d-inline-block mb-3">
      {t('web.tilbage')}
    </Link>
  );
}
