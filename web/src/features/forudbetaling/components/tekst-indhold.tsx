import DOMPurify from 'dompurify';
import type { Tekst } from '../api/hent-tekst';

/** A site text shown by its type; html is sanitised, since the secretariat writes it. */
export function TekstIndhold({ tekst, className }: { tekst: Tekst; className?: string }) {
  if (tekst.type === 'html') return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(tekst.indhold) }} />;
  if (tekst.type === 'preformatted') return <pre className={className}>{tekst.indhold}</pre>;
  return <p className={className}>{tekst.indhold}</p>;
}
