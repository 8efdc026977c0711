import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';

/** The screen for a path nothing serves. */
export function IkkeFundet({ forsideSti = '/app' }: { forsideSti?: string }) {
  return (
    <section>
      <h1>{t('web.ikkeFundet.titel')}</h1>
      <p>{t('web.ikkeFundet.tekst')}</p>
      <Link to={forsideSti}>{t('web.ikkeFundet.tilForsiden')}</Link>
    </section>
  );
}
