import { t } from '@engine/tekster';
import type { Anmodning } from '../api/hent-anmodning';

/**
 * The invoice embedded from the server's own URL (never a data URI in the page): a PDF in a frame,
 * an image as an image, and always a link to open it.
 */
export function FakturaDokument({ dokument }: { dokument: Anmodning['faktura']['dokument'] }) {
  const { dataUri: url, contentType, filnavn } = dokument;
  return (
    <>
      {contentType === 'application/pdf' ? (
        <iframe src={url} title={filnavn} className="w-100 border rounded" style={{ height: '36rem' }} />
      ) : (
        <img src={url} alt={filnavn} className="img-fluid border rounded" />
      )}
      <a href={url} target="_blank" rel="noopener" className="d-inline-block mt-2">
        {t('forudbetalingWeb.visning.aabnDokument', { filnavn })}
      </a>
    </>
  );
}
