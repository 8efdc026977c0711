import Alert from 'react-bootstrap/Alert';
import { t } from '../../../../../engine/tekster';

/** The applications overview of the legacy site (SPEC §2.1). */
export const ALLE_ANSOEGNINGER_STI = '/nyhjemmeside/Loenmodtager/AlleAnsoegninger';

/** SPEC §8: no application approved by the fund and attested by the company can be prepaid. */
export function IngenAnsoegninger() {
  return (
    <Alert variant="warning">
      <Alert.Heading as="h2" className="h5">
        {t('forudbetalingWeb.ingenAnsoegninger.overskrift')}
      </Alert.Heading>
      <p>{t('forudbetalingWeb.ingenAnsoegninger.tekst')}</p>
      <a className="alert-link" href={ALLE_ANSOEGNINGER_STI}>
        {t('forudbetalingWeb.ingenAnsoegninger.link')}
      </a>
    </Alert>
  );
}
