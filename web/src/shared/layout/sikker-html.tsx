import DOMPurify from 'dompurify';

/** Html the secretariat wrote, sanitised before it is shown. */
export default function SikkerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
