import DOMPurify from 'dompurify';

/** A site text shown by its type (html, preformatted, else plain text); html is sanitised, since the secretariat writes it. */
export function TekstIndhold({ tekst, className }: { tekst: { type: string; indhold: string }; className?: string }) {
  if (tekst.type === 'html') return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(tekst.indhold) }} />;
  if (tekst.type === 'preformatted') return <pre className={className}>{tekst.indhold}</pre>;
  return <p className={className}>{tekst.indhold}</p>;
}
