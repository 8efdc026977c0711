import { lazy, Suspense } from 'react';

// DOMPurify (about 11 KB gzip) loads with the first html text, not with every page that shows a plain one.
const SikkerHtml = lazy(() => import('./sikker-html'));

/** A site text shown by its type (html, preformatted, else plain text); html is sanitised, since the secretariat writes it. */
export function TekstIndhold({ tekst, className }: { tekst: { type: string; indhold: string }; className?: string }) {
  if (tekst.type === 'html') {
    return (
      <Suspense fallback={null}>
        <SikkerHtml html={tekst.indhold} className={className} />
      </Suspense>
    );
  }
  if (tekst.type === 'preformatted') return <pre className={className}>{tekst.indhold}</pre>;
  return <p className={className}>{tekst.indhold}</p>;
}
