// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { Suspense, useEffect } from 'react';
import { useRoutes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { IkkeFundet } from '../shared/layout/ikke-fundet';
import { Indlaeser } from '../shared/layout/indlaeser';
import { Layout } from '../shared/layout/layout';
import { doven, forberedRute } from '../shared/navigation/doven';
import { historik } from '../shared/navigation/historik';
import { foersteSkaermVist } from './foerste-skaerm';
import { GRUNDSTI } from '@engine/app-ruter';

// One chunk per area (SPEC §2), so an employee's first load does not carry the admin screens.
const AdminArea = doven(() => import('./admin/admin-area'));
const VirksomhedArea = doven(() => import('./virksomhed/virksomhed-area'));
const OutlookJournaliseringArea = doven(() => import('./outlook-journalisering/outlook-journalisering-area'));
const LoenmodtagerArea = doven(() => import('./loenmodtager/loenmodtager-area'));

/** The top-level choice by path prefix; everything else under /app is the applicant area. */
const OMRAADER = [
  { path: `${GRUNDSTI.admin}/*`, element: <AdminArea /> },
  { path: `${GRUNDSTI.virksomhed}/*`, element: <VirksomhedArea /> },
  { path: `${GRUNDSTI.outlookJournalisering}/*`, element: <OutlookJournaliseringArea /> },
  { path: `${GRUNDSTI.loenmodtager}/*`, element: <LoenmodtagerArea /> },
  {
    path: '*',
    element: (
      <Layout forsideSti="/app">
        <IkkeFundet />
      </Layout>
    ),
  },
];

/** Loads the area and screen the path shows, so the first render finds them (main.tsx). */
export function forberedSti(sti: string): Promise<void> {
  return forberedRute(OMRAADER, sti);
}

/** The areas' own route trees on the app's history, which a screen can hold (the text editor's unsaved changes). */
export function App() {
  // Its effect runs after those of the first screen's components, which have read their first loads.
  useEffect(foersteSkaermVist, []);
  return (
    // history v5's object is what HistoryRouter was made for; react-router's type names a few members more that it does not use here.
    <HistoryRouter history={historik as unknown as Parameters<typeof HistoryRouter>[0]['history']}>
      <Suspense fallback={<Indlaeser />}>
        <Omraader />
      </Suspense>
    </HistoryRouter>
  );
}

function Omraader() {
  return useRoutes(OMRAADER);
}
