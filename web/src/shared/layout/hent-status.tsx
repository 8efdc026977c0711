import { fejlTekst } from '../api/fejl-tekst';
import type { Hentet } from '../api/use-hent';
import { Indlaeser } from './indlaeser';
import { Besked } from './besked';

/** Where a page's data goes: a spinner while it loads, the reason when it could not be loaded, else nothing. */
export function HentStatus({ indlaeser, fejl }: Pick<Hentet<unknown>, 'indlaeser' | 'fejl'>) {
  if (indlaeser) return <Indlaeser />;
  if (fejl !== undefined) return <Besked variant="danger">{fejlTekst(fejl)}</Besked>;
  return null;
}
