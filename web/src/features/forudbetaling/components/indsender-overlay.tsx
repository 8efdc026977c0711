import { t } from '@engine/tekster';

/** The page-loading overlay of SPEC §2.2: covers the page while the request is submitted. */
export function IndsenderOverlay() {
  return (
    <div
      className="position-fixed top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center bg-body bg-opacity-75"
      style={{ zIndex: 1090 }}
      role="status"
      aria-live="polite"
    >
      <div className="spinner-border text-primary" aria-hidden="true" />
      <p className="mt-3 fw-semibold">{t('forudbetalingWeb.indsender')}</p>
    </div>
  );
}
