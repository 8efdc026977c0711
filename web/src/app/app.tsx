// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { lazy, Suspense } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { IkkeFundet } from '../shared/layout/ikke-fundet';
import { Indlaeser } from '../shared/layout/indlaeser';
import { Layout } from '../shared/layout/layout';
import { historik } from '../shared/navigation/historik';

// One chunk per area (SPEC §2), so an employee's first load does not carry the admin screens.
const AdminArea = lazy(() => import('./admin/admin-area'));
const VirksomhedArea = lazy(() => import('./virksomhed/virksomhed-area'));
const OutlookJournaliseringArea = lazy(() => import('./outlook-journalisering/outlook-journalisering-area'));
const LoenmodtagerArea = lazy(() => import('./loenmodtager/loenmodtager-area'));

/** The areas' own route trees on the app's history, which a screen can hold (the text editor's unsaved changes). */
export function App() {
  return (
    // history v5's object is what HistoryRouter was made for; react-router's type names a few members more that it does not use here.
    <HistoryRouter history={historik as unknown as Parameters<typeof HistoryRouter>[0]['history']}>
      <Omraader />
    </HistoryRouter>
  );
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
            <Layout forsideSti="/app">
              <IkkeFundet />
            </Layout>
          }
        />
      </Routes>
    </Suspense>
  );
}
