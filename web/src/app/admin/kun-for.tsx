import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { adminArbejde, maa, type AdminArbejde } from '@engine/roller';
import { t } from '@engine/tekster';
import { Indlaeser } from '../../shared/layout/indlaeser';
import { useAdminKonto } from '../../shared/admin-konto/admin-konto';

/**
 * A screen that asks the server nothing (its content is built in), shown only to the roles that may
 * do its kind of work, as the server decides for a screen that calls an API.
 */
export function KunFor({ arbejde, children }: { arbejde: AdminArbejde; children: ReactNode }) {
  const konto = useAdminKonto();
  if (!konto) return <Indlaeser />;
  if (maa(konto.roller, arbejde)) return children;
  return (
    <section>
      <h1>{t('formularerWeb.ingenAdgang.titel')}</h1>
      <Alert variant="warning">
        {t('formularerWeb.ingenAdgang.tekst', { roller: adminArbejde[arbejde].map((r) => t(`rolle.${r}`)).join(', ') })}
      </Alert>
    </section>
  );
}
