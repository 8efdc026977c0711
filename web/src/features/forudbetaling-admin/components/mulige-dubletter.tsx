import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import type { MuligDublet } from '../api/hent-anmodning';
import { StatusBadge } from './status-badge';

const ARTER = {
  // Other requests to the same supplier for the same total within 30 days: perhaps the same invoice.
  beloeb: { variant: 'warning', titel: 'forudbetalingAdminWeb.dubletter.titel', tekst: 'forudbetalingAdminWeb.dubletter.tekst' },
  // Other live requests with the same invoice (number or file) from the same supplier: it must be paid once.
  faktura: { variant: 'danger', titel: 'forudbetalingAdminWeb.sammeFaktura.titel', tekst: 'forudbetalingAdminWeb.sammeFaktura.tekst' },
} as const;

/** The handling page's warning about other requests, each linked: possible duplicates by total, or the same invoice. */
export function MuligeDubletter({ dubletter, art = 'beloeb' }: { dubletter: readonly MuligDublet[]; art?: keyof typeof ARTER }) {
  if (dubletter.length === 0) return null;
  const { variant, titel, tekst } = ARTER[art];
  return (
    <Alert variant={variant}>
      <Alert.Heading as="h2" className="h5">
        {t(titel)}
      </Alert.Heading>
      <p>{t(tekst)}</p>
      <ul className="mb-0">
        {dubletter.map((d) => (
          <li key={d.anmodningId}>
            <Link to={`/app/admin/forudbetaling/anmodning/${d.anmodningId}`}>
              {t('forudbetalingAdminWeb.dubletter.anmodning', { id: d.anmodningId, dato: formatDatoTid(d.oprettetDen) })}
            </Link>{' '}
            <StatusBadge status={d.status} label={d.statusLabel} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
