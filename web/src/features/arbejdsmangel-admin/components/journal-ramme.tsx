import Alert from 'react-bootstrap/Alert';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useNyadminAdgang } from '../api/hent-nyadmin-adgang';

/**
 * The legacy journal page of the application in a frame: it loads through a one-time URL that
 * sets the /nyadmin cookie and redirects (the admin's token is never put in the frame's URL).
 */
export function JournalRamme({ id }: { id: number }) {
  const { data: url, fejl, indlaeser } = useNyadminAdgang(`/nyadmin/ArbejdsmangelJournalisering/${id}`);
  if (indlaeser) return <Indlaeser />;
  if (fejl !== undefined || !url) return <Alert variant="danger">{fejlTekst(fejl)}</Alert>;
  return (
    <iframe
      title={t('arbejdsmangelAdminWeb.journal.titel')}
      src={url}
      className="w-100 border rounded bg-white"
      style={{ height: '24rem' }}
    />
  );
}
