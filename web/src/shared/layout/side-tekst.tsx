import DOMPurify from 'dompurify';
import { useTekst } from '../api/hent-tekst';

/**
 * One of the site's editable texts by key, shown by its type; html is sanitised, since the
 * secretariat writes it. Nothing is shown while it loads or when it cannot be fetched.
 */
export function SideTekst({ noegle, className }: { noegle: string; className?: string }) {
  const { data } = useTekst(noegle);
  if (!data) return null;
  if (data.type === 'html') return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(data.indhold) }} />;
  if (data.type === 'preformatted') return <pre className={className}>{data.indhold}</pre>;
  return <p className={className}>{data.indhold}</p>;
}
