import { useTekst } from '../api/hent-tekst';
import { HentStatus } from './hent-status';
import { TekstIndhold } from './tekst-indhold';

/** A page that is one of the site's editable texts, e.g. the privacy notice the footer links to. */
export function TekstSide({ titel, noegle }: { titel: string; noegle: string }) {
  const { data, fejl, indlaeser } = useTekst(noegle);
  return (
    <article className="col-lg-9">
      <h1>{titel}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && <TekstIndhold tekst={data} />}
    </article>
  );
}
