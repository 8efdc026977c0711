import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';

/** The applications overview of the legacy site (SPEC §2.1). */
export const ALLE_ANSOEGNINGER_STI = '/nyhjemmeside/Loenmodtager/AlleAnsoegninger';

/** SPEC §8: no application approved by the fund and attested by the company can be prepaid. */
export function IngenAnsoegninger() {
  return (
    <Besked variant="warning">
      <h2 className="alert-heading h5">{t('forudbetalingWeb.ingenAnsoegninger.overskrift')}</h2>
      <p>{t('forudbetalingWeb.ingenAnsoegninger.tekst')}</p>
      <a className="alert-link" href={ALLE_ANSOEGNINGER_STI}>
        {t('forudbetalingWeb.ingenAnsoegninger.link')}
      </a>
    </Besked>
  );
}
