import type { Tilskud } from '@workflows/forudbetaling-wizard';
import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';

/** The applications overview of the legacy site (SPEC §2.1). */
export const ALLE_ANSOEGNINGER_STI = '/nyhjemmeside/Loenmodtager/AlleAnsoegninger';

/**
 * SPEC §8: no application approved by the fund and attested by the company can be prepaid. Those
 * left out for a request already made are named, with why, rather than said not to exist.
 */
export function IngenAnsoegninger({ alleredeAnmodet = [] }: { alleredeAnmodet?: readonly Tilskud[] }) {
  return (
    <Besked variant="warning">
      <h2 className="alert-heading h5">{t('forudbetalingWeb.ingenAnsoegninger.overskrift')}</h2>
      {alleredeAnmodet.length === 0 ? (
        <p>{t('forudbetalingWeb.ingenAnsoegninger.tekst')}</p>
      ) : (
        <ul>
          {alleredeAnmodet.map((tilskud) => (
            <li key={tilskud.id}>
              {t('forudbetalingWeb.ingenAnsoegninger.alleredeAnmodet', {
                kursus: tilskud.uddannelse.navn,
                nummer: tilskud.ansoegningsnummer,
                besked: t('forudbetalingWeb.kursusVaelger.alleredeAnmodet'),
              })}
            </li>
          ))}
        </ul>
      )}
      <a className="alert-link" href={ALLE_ANSOEGNINGER_STI}>
        {t('forudbetalingWeb.ingenAnsoegninger.link')}
      </a>
    </Besked>
  );
}
