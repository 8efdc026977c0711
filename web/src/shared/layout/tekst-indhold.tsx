/**
 * A site text as the server serves it, shown by its type (html, preformatted, else plain text). The
 * server sanitises html texts when they are saved and again when they are read (server/tekst), so
 * the pages show that markup as it comes; the browser's own unsaved markup (the text editor's preview)
 * goes through SikkerHtml instead.
 */
export function TekstIndhold({ tekst, className }: { tekst: { type: string; indhold: string }; className?: string }) {
  if (tekst.type === 'html') return <div className={className} dangerouslySetInnerHTML={{ __html: tekst.indhold }} />;
  if (tekst.type === 'preformatted') return <pre className={className}>{tekst.indhold}</pre>;
  return <p className={className}>{tekst.indhold}</p>;
}
