import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { adminArbejde, maa, roller, type AdminArbejde, type Rolle } from '@engine/roller';
import { t } from '@engine/tekster';
import { Indlaeser } from '../../shared/layout/indlaeser';
import { useAdminKonto } from '../../shared/admin-konto/admin-konto';

/** The staff roles that may do the work: the ones a person can be given (the other systems' roles are not). */
const staffRoller = (arbejde: AdminArbejde) =>
  (adminArbejde[arbejde] as readonly Rolle[]).filter((r) => (roller as readonly Rolle[]).includes(r));

/**
 * An admin screen, shown only to the roles that may do its kind of work (engine/app-ruter.ts's
 * ADMIN_ARBEJDE), as the server decides for the requests it makes; the others are told which roles may.
 */
export function KunFor({ arbejde, children }: { arbejde: AdminArbejde; children: ReactNode }) {
  const konto = useAdminKonto();
  if (!konto) return <Indlaeser />;
  if (maa(konto.roller, arbejde)) return children;
  return (
    <section>
      <h1>{t('formularerWeb.ingenAdgang.titel')}</h1>
      <Alert variant="warning">
        {t('formularerWeb.ingenAdgang.tekst', {
          roller: staffRoller(arbejde)
            .map((r) => t(`rolle.${r}`))
            .join(', '),
        })}
      </Alert>
    </section>
  );
}
