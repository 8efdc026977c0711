import { Route, Routes } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { OpretTekst } from '../../features/tekst/components/opret-tekst';
import { RedigerTekst } from '../../features/tekst/components/rediger-tekst';
import { TekstListe } from '../../features/tekst/components/tekst-liste';
import { useAdminTokens } from '../../shared/api/admin-token';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';
import { AdminLayout } from './admin-layout';
import { AdminStart } from './admin-start';
import { LoginFormular } from './login-formular';

/** The secretariat's area under /app/admin: the login form until a token is stored. */
export default function AdminArea() {
  const tokens = useAdminTokens();
  if (tokens === null) {
    return (
      <Layout titel={t('web.admin.titel')} forsideSti="/app/admin">
        <LoginFormular />
      </Layout>
    );
  }
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<AdminStart />} />
        <Route path="tekst" element={<TekstListe />} />
        <Route path="tekst/opret" element={<OpretTekst />} />
        <Route path="tekst/:noegle" element={<RedigerTekst />} />
        <Route path="*" element={<IkkeFundet forsideSti="/app/admin" />} />
      </Routes>
    </AdminLayout>
  );
}
