import { Route, Routes } from 'react-router-dom';
import { AnmodArbejdsmangel } from '../../features/arbejdsmangel/components/anmod-arbejdsmangel';
import { BorgerNavigation } from '../../shared/layout/borger-navigation';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Layout } from '../../shared/layout/layout';

/** The company area under /app/virksomhed; its work-shortage form (SPEC §2.4) is routed here. */
export default function VirksomhedArea() {
  return (
    <Layout forsideSti="/app" navigation={<BorgerNavigation />}>
      <Routes>
        <Route path="arbejdsmangel/anmod" element={<AnmodArbejdsmangel />} />
        <Route path="*" element={<IkkeFundet />} />
      </Routes>
    </Layout>
  );
}
