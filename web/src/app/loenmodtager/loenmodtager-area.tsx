import { Route, Routes } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';
import { StartSide } from './start-side';

/** The applicant (employee) area under /app. */
export default function LoenmodtagerArea() {
  return (
    <Layout titel={t('web.portalNavn')} forsideSti="/app">
      <Routes>
        <Route index element={<StartSide />} />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Layout>
  );
}
