import Alert from 'react-bootstrap/Alert';
import { fejlTekst } from '../api/fejl-tekst';
import type { Hentet } from '../api/use-hent';
import { Indlaeser } from './indlaeser';

/** Where a page's data goes: a spinner while it loads, the reason when it could not be loaded, else nothing. */
export function HentStatus({ indlaeser, fejl }: Pick<Hentet<unknown>, 'indlaeser' | 'fejl'>) {
  if (indlaeser) return <Indlaeser />;
  if (fejl !== undefined) return <Alert variant="danger">{fejlTekst(fejl)}</Alert>;
  return null;
}
