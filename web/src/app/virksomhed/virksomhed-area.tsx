// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { Route, Routes } from 'react-router-dom';
import { AnmodArbejdsmangel } from '../../features/arbejdsmangel/components/anmod-arbejdsmangel';
import { BorgerNavigation } from '../../shared/layout/borger-navigation';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';
import { VIRKSOMHED } from '@engine/app-ruter';
import { AnsoegningVisning } from '../../features/arbejdsmangel/components/ansoegning-visning';
import { StartSide } from './start-side';

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
