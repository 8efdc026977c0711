// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { Route, Routes } from 'react-router-dom';
import { AnmodArbejdsmangel } from '../../features/arbejdsmangel/components/anmod-arbejdsmangel';
import { BorgerNavigation } from '../../shared/layout/borger-navigation';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';
import { doven, forberedRute } from '../../shared/navigation/doven';
import { GRUNDSTI, VIRKSOMHED } from '@engine/app-ruter';
import { StartSide } from './start-side';

// An application to read in a chunk of its own: the form's first screen does without its cards.
const AnsoegningVisning = doven(() =>
  import('../../features/arbejdsmangel/components/ansoegning-visning').then((m) => ({ default: m.AnsoegningVisning })),
);

/** Loads the screen of this area the path shows, when it has a chunk of its own (app.tsx). */
export function forbered(sti: string): Promise<void> {
  return forberedRute([{ path: VIRKSOMHED.ansoegning, element: <AnsoegningVisning /> }], sti, GRUNDSTI.virksomhed);
}

/** The company area under /app/virksomhed: its start page, the work-shortage form (SPEC §2.4) and each of its applications to read. */
export default function VirksomhedArea() {
  return (
    <Layout forsideSti="/app/virksomhed" navigation={<BorgerNavigation />}>
      <Routes>
        <Route index element={<StartSide />} />
        <Route path={VIRKSOMHED.arbejdsmangel} element={<AnmodArbejdsmangel />} />
        <Route path={VIRKSOMHED.ansoegning} element={<AnsoegningVisning />} />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Layout>
  );
}
