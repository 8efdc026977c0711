import { Route, Routes } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';

/** The e-mail journalising add-in page at /app/outlook-journalisering (SPEC §2.5). */
export default function OutlookJournaliseringArea() {
  return (
    <Layout titel={t('web.portalNavn')} forsideSti="/app">
      <Routes>
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Layout>
  );
}
