import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import type { MuligDublet } from '../api/hent-anmodning';
import { StatusBadge } from './status-badge';

/** The handling page's warning: other requests to the same supplier for the same total within 30 days, each linked. */
export function MuligeDubletter({ dubletter }: { dubletter: readonly MuligDublet[] }) {
  if (dubletter.length === 0) return null;
  return (
    <Alert variant="warning">
      <Alert.Heading as="h2" className="h5">
        {t('forudbetalingAdminWeb.dubletter.titel')}
      </Alert.Heading>
      <p>{t('forudbetalingAdminWeb.dubletter.tekst')}</p>
      <ul className="mb-0">
        {dubletter.map((d) => (
          <li key={d.anmodningId}>
            <Link to={`/app/admin/forudbetaling/anmodning/${d.anmodningId}`}>
              {t('forudbetalingAdminWeb.dubletter.anmodning', { id: d.anmodningId, dato: formatDatoTid(d.oprettetDen) })}
            </Link>{' '}
            <StatusBadge status={d.status} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
