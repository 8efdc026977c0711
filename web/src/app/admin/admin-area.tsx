// First, so the modules below find their texts (engine/tekster.ts).
import './tekster';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { t } from '@engine/tekster';
import { Arbejdsgange } from '../../features/workflows/components/arbejdsgange';
import { AnsoegningDetalje } from '../../features/arbejdsmangel-admin/components/ansoegning-detalje';
import { AnsoegningListe } from '../../features/arbejdsmangel-admin/components/ansoegning-liste';
import { AnmodningVisning } from '../../features/forudbetaling-admin/components/anmodning-visning';
import { AnmodningsListe } from '../../features/forudbetaling-admin/components/anmodnings-liste';
import { BetalingsordrerSide } from '../../features/forudbetaling-admin/components/betalingsordrer-side';
import { BehandlingSide } from '../../features/forudbetaling-admin/components/behandling-side';
import { BehandlingsListe } from '../../features/forudbetaling-admin/components/behandlings-liste';
import { FormularListe } from '../../features/formularer/components/formular-liste';
import { FormularVisning } from '../../features/formularer/components/formular-visning';
import { OpretTekst } from '../../features/tekst/components/opret-tekst';
import { RedigerTekst } from '../../features/tekst/components/rediger-tekst';
import { TekstListe } from '../../features/tekst/components/tekst-liste';
import { Webhooks } from '../../features/webhooks/components/webhooks';
import { useAdminTokens } from '../../shared/api/admin-token';
import { IkkeFundet } from '../../shared/layout/ikke-fundet';
import { Indlaeser } from '../../shared/layout/indlaeser';
import { Layout } from '../../shared/layout/layout';
import { AdminKontoProvider } from './admin-konto';
import { AdminLayout } from './admin-layout';
import { AdminLogin } from './admin-login';
import { AdminStart } from './admin-start';
import { ADMIN, ADMIN_ARBEJDE, GRUNDSTI } from '@engine/app-ruter';
import { KunFor } from './kun-for';

// Its own chunk: the charting library loads only when the overview is opened.
const Overblik = lazy(() => import('../../features/overblik/components/overblik').then((m) => ({ default: m.Overblik })));
// The studio's own chunks, jsdiff with them: only its pages load them.
const UdkastListe = lazy(() =>
  import('../../features/definitioner-studio/components/udkast-liste').then((m) => ({ default: m.UdkastListe })),
);
const UdkastSide = lazy(() => import('../../features/definitioner-studio/components/udkast-side').then((m) => ({ default: m.UdkastSide })));
const TrinSide = lazy(() => import('../../features/definitioner-studio/components/trin-side').then((m) => ({ default: m.TrinSide })));
const TeksterSide = lazy(() =>
  import('../../features/definitioner-studio/components/tekster-side').then((m) => ({ default: m.TeksterSide })),
);
const FormularerStudie = lazy(() =>
  import('../../features/definitioner-studio/components/formularer-side').then((m) => ({ default: m.FormularerSide })),
);
const ArbejdsgangeSide = lazy(() =>
  import('../../features/definitioner-studio/components/arbejdsgange-side').then((m) => ({ default: m.ArbejdsgangeSide })),
);
const VersionerSide = lazy(() =>
  import('../../features/definitioner-studio/components/versioner-side').then((m) => ({ default: m.VersionerSide })),
);

/** A lazy screen with the spinner while its chunk loads. */
const doven = (skaerm: ReactNode) => <Suspense fallback={<Indlaeser />}>{skaerm}</Suspense>;

/**
 * Each admin screen of the route table; the area shows it only to the roles that may do its kind of
 * work (ADMIN_ARBEJDE), as the server decides for the requests it makes.
 */
const SKAERME: Record<keyof typeof ADMIN, ReactNode> = {
  ansoegninger: <AnsoegningListe />,
  ansoegning: <AnsoegningDetalje />,
  forudbetaling: <Navigate to={`${GRUNDSTI.admin}/${ADMIN.behandlinger}`} replace />,
  behandlinger: <BehandlingsListe />,
  behandling: <BehandlingSide />,
  anmodninger: <AnmodningsListe />,
  anmodning: <AnmodningVisning />,
  betalingsordrer: <BetalingsordrerSide />,
  tekster: <TekstListe />,
  opretTekst: <OpretTekst />,
  tekst: <RedigerTekst />,
  arbejdsgange: <Arbejdsgange />,
  overblik: (
    <Suspense fallback={<Indlaeser />}>
      <Overblik />
    </Suspense>
  ),
  formularer: <FormularListe />,
  formular: <FormularVisning />,
  webhooks: <Webhooks />,
  definitioner: doven(<UdkastListe />),
  definitionsudkast: doven(<UdkastSide />),
  definitionstrin: doven(<TrinSide />),
  definitionstekster: doven(<TeksterSide />),
  definitionsformularer: doven(<FormularerStudie />),
  definitionsarbejdsgange: doven(<ArbejdsgangeSide />),
  definitionsversioner: doven(<VersionerSide />),
};

/** The secretariat's area under /app/admin: the sign-in until a token is stored. */
export default function AdminArea() {
  const tokens = useAdminTokens();
  if (tokens === null) {
    return (
      <Layout omraade={t('web.admin.titel')} forsideSti={GRUNDSTI.admin}>
        <AdminLogin />
      </Layout>
    );
  }
  return (
    <AdminKontoProvider>
      <AdminLayout>
        <Routes>
          <Route index element={<AdminStart />} />
          {(Object.keys(SKAERME) as (keyof typeof ADMIN)[]).map((navn) => (
            <Route key={navn} path={ADMIN[navn]} element={<KunFor arbejde={ADMIN_ARBEJDE[navn]}>{SKAERME[navn]}</KunFor>} />
          ))}
          <Route path="*" element={<IkkeFundet forsideSti={GRUNDSTI.admin} />} />
        </Routes>
      </AdminLayout>
    </AdminKontoProvider>
  );
}
