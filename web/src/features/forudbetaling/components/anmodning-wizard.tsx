import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import uier, { felter } from 'virtual:trin-ui/forudbetaling-wizard';
import { forudbetalingWizard, type Kladde, type Tilskud } from '@workflows/forudbetaling-wizard';
import { useSessionKeepalive } from '../../../shared/api/session-keepalive';
import type { Genoptagelse } from '../../../shared/kladde/genoptag-kladde';
import { KladdeStatusLinje } from '../../../shared/kladde/kladde-status';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useKladde } from '../../../shared/kladde/use-kladde';
import { forberedRegister, navneI } from '../../../shared/schema-form/register';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import { erGyldig, useValidatorer } from '../../../shared/schema-form/validator';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import { findLeverandoer } from '../api/find-leverandoer';
import { opretAnmodning } from '../api/opret-anmodning';
import { useFakturaScan } from '../hooks/use-faktura-scan';
import { useTrinAdresse } from '../hooks/use-trin-adresse';
import { deltagelseAdvarsler } from '../utils/deltagelse-advarsler';
import { iKladden } from '../utils/kladde-sti';
import { gemKvittering, laesKvittering } from '../utils/kvittering-gemt';
import { startSnapshot } from '../utils/start-snapshot';
import { tilOpretBody } from '../utils/til-opret-body';
import { tilstandFor } from '../utils/trin-adresse';
import { knapper, trinListe, trinSchemaer, trinSide, vistTrin } from '../utils/wizard-trin';
import { Betingelser } from './betingelser';
import { EnAnmodningPrFaktura } from './en-anmodning-pr-faktura';
import { IndsendFejl } from './indsend-fejl';
import { IndsenderOverlay } from './indsender-overlay';
import { IngenAnsoegninger } from './ingen-ansoegninger';
import type { KontrolTrin } from './kontrol-side';
import { Kvittering } from './kvittering';
import { TrinIndikator } from './trin-indikator';
import { TrinKnapper } from './trin-knapper';

// The check page is not part of the first step's page (its bytes, web/e2e/budget.test.ts): it is
// fetched once the person is past the first step, so it is there when reached.
const hentKontrolSide = () => import('./kontrol-side');

const maskine = forudbetalingWizard({ indsend: (kladde) => opretAnmodning(tilOpretBody(kladde)), erGyldig });
const alleTrin = trinListe(maskine);
const tilstande = alleTrin.map((s) => s.tilstand);
const vis = (tilstand: string) => vistTrin(maskine, tilstand);
const schemaer = trinSchemaer(maskine);
// What the workflow gives a step beyond its form: the first step the note on one request per invoice
// (SPEC §2.2), the step the submission is shown as the terms and the submission's error.
const foersteTrin = String(maskine.config.initial);
const indsendTrin = vis('indsender');
const sider = Object.fromEntries(tilstande.map((tilstand) => [tilstand, trinSide(maskine, tilstand, uier)]));
// The first step's widgets load with this module, so the wizard's first render has its whole form.
void forberedRegister(navneI(sider[foersteTrin]?.formular?.uiSchema ?? {}));
/** The check page's parts, for the check page at this state: the steps with a form before it. */
const kontrolTrin = (kontrol: string): KontrolTrin[] =>
  alleTrin.slice(0, tilstande.indexOf(kontrol)).flatMap(({ tilstand, titel }) => {
    const schemaId = sider[tilstand]?.formular?.schemaId;
    return schemaId ? [{ tilstand, titel, schemaId, felter: felter[schemaId] ?? {} }] : [];
  });

interface AnmodningWizardProps {
  tilskud: readonly Tilskud[];
  /** The applications a request already covers, named in the list as such. */
  alleredeAnmodet: readonly Tilskud[];
  /** An application number (or id) from the address, chosen in a fresh draft. */
  forvalgt?: string;
  /** The person's draft on the server, resumed at its step. */
  genoptagelse: Genoptagelse<Kladde>;
}

/**
 * The steps of SPEC §2.2 with the check page before tro og love, driven by
 * workflows/forudbetaling-wizard; each step a form over the one draft. The step is in the address
 * (Back and Forward move between steps) and the draft, invoice included, is kept on the server as it
 * changes (shared/kladde), so a reload or another browser resumes it.
 */
export function AnmodningWizard({ tilskud, alleredeAnmodet, forvalgt, genoptagelse }: AnmodningWizardProps) {
  const [params] = useSearchParams();
  // Resumed at a later step (the address or the person's draft), the machine checks the steps before
  // it, so their validators load first; a fresh start loads only the first step's, with its form.
  // Decided once: the wizard puts its own step in the address as soon as it starts.
  const [genoptages] = useState(() => params.has('trin') || genoptagelse.kladde !== undefined);
  useValidatorer(genoptages ? schemaer : []);
  const [start] = useState(() =>
    startSnapshot(maskine, {
      tilskud,
      gemt: genoptagelse.kladde,
      trin: tilstandFor(params.get('trin'), tilstande),
      forvalgt,
      kvittering: laesKvittering(genoptagelse.ejer),
    }),
  );
  const [snapshot, send, actorRef] = useMachine(maskine, { snapshot: start });
  const { kladde, forsoegt, indsendFejl, serverFejl, anmodningId } = snapshot.context;
  const trin = vis(String(snapshot.value));
  useTrinAdresse(actorRef, trin, tilstande, vis);
  const indsender = snapshot.matches('indsender');
  const { status } = useKladde('forudbetaling', genoptagelse, { data: kladde, trin, indsender, udgave: anmodningId === null ? 0 : 1 });
  const ping = useSessionKeepalive('loenmodtager');
  useEffect(() => {
    if (anmodningId !== null) gemKvittering(genoptagelse.ejer, anmodningId);
  }, [anmodningId, genoptagelse.ejer]);
  const [kontrolSide, setKontrolSide] = useState<Awaited<ReturnType<typeof hentKontrolSide>>>();
  const efterFoerste = trin !== foersteTrin;
  useEffect(() => {
    if (efterFoerste) void hentKontrolSide().then(setKontrolSide);
  }, [efterFoerste]);
  const { fakturaValgt, scannes, udfyldt } = useFakturaScan(actorRef);
  const advarsler = useMemo(() => deltagelseAdvarsler(kladde), [kladde]);
  const formContext = useMemo<SkemaKontekst>(
    () => ({
      tilskud,
      alleredeAnmodet,
      findVirksomhed: findLeverandoer,
      fakturaValgt,
      fakturaScannes: scannes,
      fakturaUdfyldt: udfyldt,
      advarsler,
    }),
    [tilskud, alleredeAnmodet, fakturaValgt, scannes, udfyldt, advarsler],
  );
  const feltFejl = useMemo(() => iKladden(serverFejl), [serverFejl]);
  // The server's field errors show on the step the machine went back to with them.
  const [fejlTrin, setFejlTrin] = useState({ serverFejl, trin });
  if (fejlTrin.serverFejl !== serverFejl) setFejlTrin({ serverFejl, trin });

  // A new step is announced by moving focus to its heading; the server's messages take it instead (their summary).
  const overskrift = useRef<HTMLHeadingElement>(null);
  const sidsteTrin = useRef(trin);
  useEffect(() => {
    if (trin === sidsteTrin.current) return;
    sidsteTrin.current = trin;
    if (feltFejl.length === 0) overskrift.current?.focus();
  }, [trin, feltFejl]);

  if (trin === 'kvittering') {
    return (
      <>
        <TrinIndikator trin={alleTrin} aktuelt="kvittering" />
        <Kvittering anmodningId={anmodningId} />
      </>
    );
  }

  // No course to choose (SPEC §8); the receipt of one just sent shows all the same.
  if (trin === foersteTrin && tilskud.length === 0) return <IngenAnsoegninger alleredeAnmodet={alleredeAnmodet} />;

  const { overskrift: titel, vejledning, formular } = sider[trin] ?? trinSide(maskine, trin, uier);
  const fortsaet = () => send({ type: 'FORTSAET' });
  const trinKnapper = (
    <TrinKnapper knapper={knapper(maskine, String(snapshot.value))} onTilbage={() => send({ type: 'TILBAGE' })} disabled={indsender} />
  );
  return (
    <>
      <TrinIndikator trin={alleTrin} aktuelt={trin} />
      <KladdeStatusLinje status={status} />
      <h2 ref={overskrift} tabIndex={-1} className="h4">
        {titel}
      </h2>
      {vejledning && <p className="text-body-secondary">{vejledning}</p>}
      {trin === foersteTrin && <EnAnmodningPrFaktura />}
      {trin === indsendTrin && <Betingelser />}
      {trin === indsendTrin && indsendFejl !== null && <IndsendFejl fejl={indsendFejl} />}
      {formular ? (
        <SchemaForm<Kladde>
          key={trin}
          schemaId={formular.schemaId}
          uiSchema={formular.uiSchema}
          formData={kladde}
          formContext={formContext}
          visFejl={forsoegt[trin] ?? false}
          serverFejl={trin === fejlTrin.trin ? feltFejl : undefined}
          onChange={(data) => {
            send({ type: 'OPDATER', kladde: data as Kladde });
            ping();
          }}
          onSubmit={(data) => {
            send({ type: 'OPDATER', kladde: data });
            fortsaet();
          }}
          // A refused submit is a forward attempt too: the machine refuses it and lets the messages show.
          onAfvist={fortsaet}
          disabled={indsender}
        >
          {trinKnapper}
        </SchemaForm>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            fortsaet();
          }}
        >
          {kontrolSide ? <kontrolSide.KontrolSide kladde={kladde} trin={kontrolTrin(trin)} /> : <Indlaeser />}
          {trinKnapper}
        </form>
      )}
      {indsender && <IndsenderOverlay />}
    </>
  );
}
