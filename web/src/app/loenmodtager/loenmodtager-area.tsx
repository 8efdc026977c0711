// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { t } from '@engine/tekster';
import { BorgerNavigation } from '../../shared/layout/borger-navigation';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';
import { TekstSide } from '../../shared/layout/tekst-side';
import { StartSide } from './start-side';

// The wizard brings the form renderer and its validator; the start page does without them.
const AnmodSide = lazy(() => import('../../features/forudbetaling/components/anmod-side'));
const AnmodningVisning = lazy(() => import('../../features/forudbetaling/components/anmodning-visning'));

/** The applicant (employee) area under /app. */
export default function LoenmodtagerArea() {
  return (
    <Layout forsideSti="/app" navigation={<BorgerNavigation />}>
      <Routes>
        <Route index element={<StartSide />} />
        <Route path="forudbetaling/anmod" element={<AnmodSide />} />
        <Route path="forudbetaling/anmod/:ansogningNr" element={<AnmodSide />} />
        <Route path="forudbetaling/anmodning/:id" element={<AnmodningVisning />} />
        <Route path="privatlivspolitik" element={<TekstSide titel={t('layout.privatlivspolitik')} noegle="side:privatlivspolitik" />} />
        <Route
          path="tilgaengelighed"
          element={<TekstSide titel={t('layout.tilgaengelighed')} noegle="side:tilgaengelighedserklaering" />}
        />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Layout>
  );
}
