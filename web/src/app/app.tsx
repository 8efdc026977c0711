import { lazy, Suspense } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { t } from '../../../engine/tekster';
import { IkkeFundet } from '../shared/layout/ikke-fundet';
import { Indlaeser } from '../shared/layout/indlaeser';
import { Layout } from '../shared/layout/layout';

// One chunk per area (SPEC §2), so an employee's first load does not carry the admin screens.
const AdminArea = lazy(() => import('./admin/admin-area'));
const VirksomhedArea = lazy(() => import('./virksomhed/virksomhed-area'));
const OutlookJournaliseringArea = lazy(() => import('./outlook-journalisering/outlook-journalisering-area'));
const LoenmodtagerArea = lazy(() => import('./loenmodtager/loenmodtager-area'));

/**
 * A data router around the areas' own route trees, so a screen can hold a navigation back
 * (useBlocker: the text editor's unsaved changes).
 */
const router = createBrowserRouter([{ path: '*', element: <Omraader /> }]);

export function App() {
  return <RouterProvider router={router} />;
}

/** The top-level choice by path prefix; everything else under /app is the applicant area. */
function Omraader() {
  return (
    <Suspense fallback={<Indlaeser />}>
      <Routes>
        <Route path="/app/admin/*" element={<AdminArea />} />
        <Route path="/app/virksomhed/*" element={<VirksomhedArea />} />
        <Route path="/app/outlook-journalisering/*" element={<OutlookJournaliseringArea />} />
        <Route path="/app/*" element={<LoenmodtagerArea />} />
        <Route
          path="*"
          element={
            <Layout titel={t('web.portalNavn')} forsideSti="/app">
              <IkkeFundet />
            </Layout>
          }
        />
      </Routes>
    </Suspense>
  );
}
