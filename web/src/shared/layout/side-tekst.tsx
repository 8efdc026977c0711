import { useTekst } from '../api/hent-tekst';
import { TekstIndhold } from './tekst-indhold';

/** One of the site's editable texts by key; nothing is shown while it loads or when it cannot be fetched. */
export function SideTekst({ noegle, className }: { noegle: string; className?: string }) {
  const { data } = useTekst(noegle);
  return data ? <TekstIndhold tekst={data} className={className} /> : null;
}
