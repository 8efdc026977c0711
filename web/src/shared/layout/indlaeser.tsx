import { t } from '@engine/tekster';

/** A spinner while a page or its data loads. */
export function Indlaeser() {
  return (
    <div className="d-flex justify-content-center my-5">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('web.indlaeser')}</span>
      </div>
    </div>
  );
}
