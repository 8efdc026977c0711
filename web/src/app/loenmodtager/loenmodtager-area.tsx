// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { Route, Routes } from 'react-router-dom';
import { t } from '@engine/tekster';
import { BorgerNavigation } from '../../shared/layout/borger-navigation';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';
import { TekstSide } from '../../shared/layout/tekst-side';
import { doven, forberedRute } from '../../shared/navigation/doven';
import { GRUNDSTI, LOENMODTAGER } from '@engine/app-ruter';
import { StartSide } from './start-side';

// The wizard brings the form renderer and its validator; the start page does without them.
const AnmodSide = doven(() => import('../../features/forudbetaling/components/anmod-side'));
const AnmodningVisning = doven(() => import('../../features/forudbetaling/components/anmodning-visning'));

/** The screens in their own chunks, by their paths under /app (for forbered; the area renders all of them). */
const DOVNE = [
  { path: LOENMODTAGER.anmod, element: <AnmodSide /> },
  { path: LOENMODTAGER.anmodMedNummer, element: <AnmodSide /> },
  { path: LOENMODTAGER.anmodning, element: <AnmodningVisning /> },
];

/** Loads the screen of this area the path shows, when it has a chunk of its own (app.tsx). */
export function forbered(sti: string): Promise<void> {
  return forberedRute(DOVNE, sti, GRUNDSTI.loenmodtager);
}

/** The applicant (employee) area under /app. */
export default function LoenmodtagerArea() {
  return (
    <Layout forsideSti="/app" navigation={<BorgerNavigation />}>
      <Routes>
        <Route index element={<StartSide />} />
        {DOVNE.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route
          path={LOENMODTAGER.privatlivspolitik}
          element={<TekstSide titel={t('layout.privatlivspolitik')} noegle="side:privatlivspolitik" />}
        />
        <Route
          path={LOENMODTAGER.tilgaengelighed}
          element={<TekstSide titel={t('layout.tilgaengelighed')} noegle="side:tilgaengelighedserklaering" />}
        />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Layout>
  );
}
