import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router-dom';
import { formatDato } from '@engine/format';
import { erTekstNoegle, t } from '@engine/tekster';
import { useMaa } from '../../../shared/admin-konto/admin-konto';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { Sektion } from '../../../shared/layout/sektion';
import { useAnsoegning, type AdminAnsoegning } from '../api/hent-ansoegning';
import { opdaterAnsoegning, type Opdatering } from '../api/opdater-ansoegning';
import { udfoerHandling } from '../api/udfoer-handling';
import { tilOpdatering } from '../utils/opdatering';
import { serverBeskeder } from '../utils/server-beskeder';
import { AnsoegerPanel } from './ansoeger-panel';
import { BekraeftDialog } from './bekraeft-dialog';
import { EnighedPanel } from './enighed-panel';
import { Handlinger } from './handlinger';
import { Historik } from './historik';
import { JournalRamme } from './journal-ramme';
import { MedarbejderPanel } from './medarbejder-panel';
import { OevrigePanel } from './oevrige-panel';
import { PeriodePanel } from './periode-panel';
import { RedigerDialog, type Dialog } from './rediger-dialog';
import { StatusMaerke } from './status-maerke';
import { VeuLink } from './veu-link';

/** /app/admin/arbejdsmangel/ansoegning/{id}: one application, its panels, workflow buttons, journal and history. */
export function AnsoegningDetalje() {
  const { id = '' } = useParams();
  // SPEC §2.5: the id is coerced to a number; anything else cannot name an application.
  const nr = Number(id);
  return (
    <section>
      <Link to="/app/admin/arbejdsmangel/ansoegning" className="d-inline-block mb-3">
        {t('arbejdsmangelAdminWeb.detalje.tilbage')}
      </Link>
      <h1 className="mb-3">{t('arbejdsmangelAdminWeb.detalje.titel')}</h1>
      {Number.isSafeInteger(nr) && nr > 0 ? (
        <Ansoegning key={nr} id={nr} />
      ) : (
        <Alert variant="warning">{t('arbejdsmangelAdminWeb.detalje.ikkeFundet')}</Alert>
      )}
    </section>
  );
}

/** The outcome of a change; `fokus` when the button that made it is gone, so the reader is taken to the outcome. */
type Besked = { variant: 'success' | 'danger'; tekst: string; fokus?: boolean };
type Handling = AdminAnsoegning['tilladteHandlinger'][number];

function Ansoegning({ id }: { id: number }) {
  const hentet = useAnsoegning(id);
  const behandler = useMaa('sagsbehandling');
  // The application as the last change answered it: the server's read model after the change.
  const [senest, setSenest] = useState<AdminAnsoegning>();
  const ansoegning = senest ?? hentet.data;
  const opdatering = useMemo(() => ansoegning && tilOpdatering(ansoegning), [ansoegning]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [gemmer, setGemmer] = useState(false);
  const [dialogFejl, setDialogFejl] = useState<string[]>();
  const [igang, setIgang] = useState<string>();
  const [bekraeft, setBekraeft] = useState<Handling>();
  const [besked, setBesked] = useState<Besked>();
  const beskedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (besked?.fokus) beskedRef.current?.focus();
  }, [besked]);

  /** After a 409 (changed meanwhile, or paid out): fetch the application as it is now. */
  function genindlaes() {
    setSenest(undefined);
    hentet.genindlaes();
  }

  function aabn(ny: Dialog) {
    setDialogFejl(undefined);
    setBesked(undefined);
    setDialog(ny);
  }

  async function gem(ny: Opdatering) {
    setGemmer(true);
    setDialogFejl(undefined);
    // A removed employee's row and buttons go: the reader is taken to the outcome instead.
    const fjernet = ny.medarbejdere.length < (opdatering?.medarbejdere.length ?? 0);
    try {
      setSenest(await opdaterAnsoegning(ny));
      setDialog(null);
      setBesked({ variant: 'success', tekst: t('arbejdsmangelAdminWeb.detalje.gemt'), fokus: fjernet });
    } catch (fejl) {
      if (fejl instanceof ApiFejl && fejl.status === 409) {
        setDialog(null);
        setBesked({ variant: 'danger', tekst: fejlTekst(fejl), fokus: true });
        genindlaes();
      } else {
        setDialogFejl(serverBeskeder(fejl, ny));
      }
    } finally {
      setGemmer(false);
    }
  }

  // The status changes and with it the buttons: the outcome takes the focus.
  async function udfoer(a: AdminAnsoegning, handling: Handling) {
    setIgang(handling.type);
    setBesked(undefined);
    try {
      setSenest(await udfoerHandling(a.id, handling.type, a.version));
      setBesked({ variant: 'success', tekst: t('arbejdsmangelAdminWeb.detalje.udfoert', { handling: handling.label }), fokus: true });
    } catch (fejl) {
      setBesked({ variant: 'danger', tekst: fejlTekst(fejl, t('web.fejl.gem')), fokus: true });
      if (fejl instanceof ApiFejl && fejl.status === 409) genindlaes();
    } finally {
      setIgang(undefined);
    }
  }

  if (!ansoegning || !opdatering) {
    if (hentet.fejl === undefined) return <Indlaeser />;
    const findesIkke = hentet.fejl instanceof ApiFejl && (hentet.fejl.status === 404 || hentet.fejl.status === 400);
    return (
      <Alert variant={findesIkke ? 'warning' : 'danger'}>
        {findesIkke ? t('arbejdsmangelAdminWeb.detalje.ikkeFundet') : fejlTekst(hentet.fejl)}
      </Alert>
    );
  }

  // One who only reads cases sees the application (its CPR numbers masked) without the buttons that change it.
  const rediger = ansoegning.kanRettes && behandler ? aabn : undefined;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <StatusMaerke status={ansoegning.status} label={ansoegning.statusLabel} className="fs-6" />
        <span>{t('arbejdsmangelAdminWeb.detalje.oprettet', { dato: formatDato(ansoegning.ansoegningstidspunkt) })}</span>
        <span className="text-body-secondary">{t('arbejdsmangelAdminWeb.detalje.nummer', { id: ansoegning.id })}</span>
      </div>
      {behandler && (
        <Handlinger
          handlinger={ansoegning.tilladteHandlinger}
          igang={igang}
          onHandling={(h) => (h.bekraeft ? setBekraeft(h) : void udfoer(ansoegning, h))}
        />
      )}
      {besked && (
        <Alert
          ref={beskedRef}
          tabIndex={-1}
          variant={besked.variant}
          dismissible
          closeLabel={t('layout.lukBesked')}
          onClose={() => setBesked(undefined)}
        >
          {besked.tekst}
        </Alert>
      )}
      {!ansoegning.kanRettes && <Alert variant="info">{t('arbejdsmangelAdminWeb.detalje.kanIkkeRettes')}</Alert>}

      <Row className="g-4 mb-4">
        <Col lg={4}>
          <AnsoegerPanel ansoegning={ansoegning} onRediger={rediger && (() => rediger({ type: 'omfang' }))} />
        </Col>
        <Col lg={4}>
          <PeriodePanel ansoegning={ansoegning} onRediger={rediger && (() => rediger({ type: 'periode' }))} />
        </Col>
        <Col lg={4}>
          <EnighedPanel ansoegning={ansoegning} onRediger={rediger && (() => rediger({ type: 'enighed' }))} />
        </Col>
      </Row>
      <OevrigePanel ansoegning={ansoegning} />
      <div className="mb-4">
        <MedarbejderPanel ansoegning={ansoegning} onRediger={rediger && ((index) => rediger({ type: 'medarbejder', index }))} />
      </div>
      <Row className="g-4">
        <Col lg={7}>
          <Sektion className="h-100" titel={t('arbejdsmangelAdminWeb.journal.titel')}>
            <JournalRamme id={ansoegning.id} />
            <div className="mt-2">
              <VeuLink id={ansoegning.id} />
            </div>
          </Sektion>
        </Col>
        <Col lg={5}>
          <Historik historik={ansoegning.historik} />
        </Col>
      </Row>

      {bekraeft && (
        <BekraeftDialog
          titel={t('arbejdsmangelAdminWeb.bekraeft.titel', { handling: bekraeft.label })}
          bekraeft={bekraeft.label}
          onAnnuller={() => setBekraeft(undefined)}
          onBekraeft={() => {
            setBekraeft(undefined);
            void udfoer(ansoegning, bekraeft);
          }}
        >
          {bekraeft.bekraeft && erTekstNoegle(bekraeft.bekraeft) && <p className="mb-0">{t(bekraeft.bekraeft)}</p>}
        </BekraeftDialog>
      )}
      {dialog && (
        <RedigerDialog
          dialog={dialog}
          opdatering={opdatering}
          onGem={(ny) => void gem(ny)}
          onLuk={() => setDialog(null)}
          gemmer={gemmer}
          fejl={dialogFejl}
        />
      )}
    </>
  );
}
