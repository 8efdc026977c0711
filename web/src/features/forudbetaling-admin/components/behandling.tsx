import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import ui from '@schemas/forudbetaling-admin-opdater.ui.json';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { hentEmailSkabelon, type Email, type EmailSkabelon } from '../api/hent-email-skabelon';
import { opdaterAnmodning } from '../api/opdater-anmodning';
import { sendAfgoerelse, type Afgoerelse, type AfgoerelseType } from '../api/send-afgoerelse';
import { skiftStatusManuelt, type ManuelStatus } from '../api/skift-status-manuelt';
import { udfoerHandling } from '../api/udfoer-handling';
import { useRettelse } from '../hooks/use-rettelse';
import { statusEtiket } from '../utils/status';
import type { RettelseFormular } from '../utils/rettelse-formular';
import { leverandoerOpslag } from '../utils/tjek-rettelse';
import { AnmodningOplysninger } from './anmodning-oplysninger';
import { AnsoegerOplysninger } from './ansoeger-oplysninger';
import { Dokumentation } from './dokumentation';
import { EmailDialog } from './email-dialog';
import { ManuelDialog } from './manuel-dialog';
import { OevrigeOplysninger } from './oevrige-oplysninger';

// The template is named in the ui file, which rjsf looks up in the registry by name.
const uiSchema = ui as unknown as UiSchema<RettelseFormular>;
const SKABELON: Record<AfgoerelseType, EmailSkabelon> = { GodkendAnmodning: 'AnmodningGodkendt', AfvisAnmodning: 'AnmodningAfvist' };
const BEKRAEFT = { GodkendAnmodning: 'forudbetalingAdminWeb.email.godkend', AfvisAnmodning: 'forudbetalingAdminWeb.email.afvis' } as const;
const BEHANDLET = {
  GodkendAnmodning: 'forudbetalingAdminWeb.behandlet.godkendt',
  AfvisAnmodning: 'forudbetalingAdminWeb.behandlet.afvist',
} as const;
const MANUEL = 'Manuel';
/** Approval and rejection have their e-mail dialogs; every other handling of the workflow is a button of its own. */
const MED_EMAIL: readonly string[] = ['GodkendAnmodning', 'AfvisAnmodning'];

/** The invoice section shows every message under /faktura, the table those of each participation's fields. */
const visesVedFelt = (sti: string) => sti.startsWith('/faktura') || /^\/deltagelser\/\d+\//.test(sti);

type Dialog =
  | { type: 'email'; handling: AfgoerelseType; titel: string; email: Email; svar: (afgoerelse: Afgoerelse | null) => void }
  | { type: 'manuel'; svar: (nyStatus: ManuelStatus['nyStatus'] | null) => void };

interface BehandlingProps {
  start: AnmodningDetalje;
  /** The server answered 409: the request was handled or changed meanwhile; the page reloads it. */
  onKonflikt: (besked: string) => void;
}

/**
 * The handling of one request: the invoice and participations editable under the rules of SPEC §5.3
 * while it can be approved, then approve (saving the corrections first), reject, set the status
 * manually (§4.2), or any other handling the workflow allows its status (e.g. awaiting documentation).
 * Every call sends the version the admin is looking at, so a change made meanwhile is refused.
 */
export function Behandling({ start, onKonflikt }: BehandlingProps) {
  const navigate = useNavigate();
  const [detalje, setDetalje] = useState(start);
  const ret = useRettelse(detalje);
  const [optaget, setOptaget] = useState<string>();
  const [fejl, setFejl] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  // Messages at paths no field shows (e.g. the participations as a whole) go in the page's alert.
  const oevrige = [...new Set(ret.fejl.filter((f) => !visesVedFelt(f.path)).map((f) => f.message))];
  const { opslag, cvrOpslagFejlet, ansoegningsnumre } = ret;
  const cvr = ret.rettelse.faktura?.cvr ?? '';
  const kontekst = useMemo<SkemaKontekst>(
    () => ({
      foerFelter: (
        <>
          <AnmodningOplysninger detalje={detalje} />
          <AnsoegerOplysninger detalje={detalje} />
          <OevrigeOplysninger oplysninger={detalje.oevrigeOplysninger} />
        </>
      ),
      sidepanel: <Dokumentation anmodningId={detalje.id} dokument={detalje.faktura.dokument} />,
      leverandoer: leverandoerOpslag(cvr, opslag, cvrOpslagFejlet, ansoegningsnumre),
      deltagelser: detalje.deltagelser.map(({ ansogningId, ansoegningsnummer, kursusNavn }) => {
        const ansoegning = opslag.ansoegninger.get(ansogningId);
        return { ansogningId, ansoegningsnummer, kursusNavn, ...(ansoegning && { ...ansoegning, ansoegningsnummer, kursusNavn }) };
      }),
    }),
    [detalje, opslag, cvr, cvrOpslagFejlet, ansoegningsnumre],
  );

  async function udfoer(navn: string, handling: () => Promise<string | null>) {
    setOptaget(navn);
    setFejl(undefined);
    try {
      const besked = await handling();
      if (besked !== null) void navigate('/app/admin/forudbetaling/behandling', { state: { besked } });
    } catch (e) {
      if (e instanceof ApiFejl && e.status === 409) onKonflikt(e.problem.title);
      else if (e instanceof ApiFejl && e.problem.errors?.length) {
        ret.afvist(e.problem.errors);
        setFejl(t('forudbetalingAdminWeb.handling.rettelserIkkeGemt'));
      } else setFejl(fejlTekst(e, t('web.fejl.gem')));
    } finally {
      setOptaget(undefined);
    }
  }

  /** Approve or reject with an edited e-mail; approving saves the corrections first. Null when cancelled. */
  async function afgoer(handling: AfgoerelseType, titel: string): Promise<string | null> {
    let aktuel = detalje;
    if (handling === 'GodkendAnmodning' && ret.aendret) {
      const gemt = await opdaterAnmodning(ret.rettelse);
      aktuel = { ...detalje, ...gemt };
      setDetalje(aktuel);
      ret.gemt(gemt);
    }
    const skabelon = await hentEmailSkabelon(aktuel.id, SKABELON[handling]);
    const afgoerelse = await new Promise<Afgoerelse | null>((svar) => setDialog({ type: 'email', handling, titel, email: skabelon, svar }));
    if (afgoerelse === null) return null;
    await sendAfgoerelse(handling, { ...afgoerelse, anmodningId: aktuel.id, version: aktuel.version });
    return t(BEHANDLET[handling], { id: aktuel.id, navn: aktuel.personNavn });
  }

  /** One of the workflow's other handlings: the status moves; the corrections on the page are not saved. */
  async function handling(type: string): Promise<string> {
    const svar = await udfoerHandling(detalje.id, { handling: type, version: detalje.version });
    return t('forudbetalingAdminWeb.behandlet.handling', { id: detalje.id, status: svar.statusLabel ?? statusEtiket(svar.status) });
  }

  /** Only the status changes (SPEC §4.2); the corrections on the page are not saved. Null when cancelled. */
  async function manuel(): Promise<string | null> {
    const nyStatus = await new Promise<ManuelStatus['nyStatus'] | null>((svar) => setDialog({ type: 'manuel', svar }));
    if (nyStatus === null) return null;
    await skiftStatusManuelt({ anmodningId: detalje.id, version: detalje.version, nyStatus });
    return t('forudbetalingAdminWeb.behandlet.manuel', { id: detalje.id, status: statusEtiket(nyStatus) });
  }

  const svar =
    <T,>(svarFn: (v: T | null) => void) =>
    (v: T | null) => {
      setDialog(undefined);
      svarFn(v);
    };

  const knapIndhold = (navn: string, etiket: string) => (
    <>
      {optaget === navn && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {etiket}
    </>
  );
  const handlinger = detalje.tilladteHandlinger;
  const godkend = handlinger.find((h) => h.type === 'GodkendAnmodning');
  const afvis = handlinger.find((h) => h.type === 'AfvisAnmodning');
  const manuelle = handlinger.flatMap((h) => (h.manuel ? [{ status: h.manuel.status, label: h.label }] : []));
  const andre = handlinger.filter((h) => !h.manuel && !MED_EMAIL.includes(h.type));
  const laast = optaget !== undefined;
  // The server takes corrections only while the request can be approved.
  const rettes = godkend !== undefined;

  return (
    <>
      {ret.ansoegningFejl !== undefined && <Alert variant="danger">{fejlTekst(ret.ansoegningFejl)}</Alert>}
      {/* Approving, rejecting and the manual status are the buttons below; the form itself has no submit. */}
      <SchemaForm
        schemaId="forudbetaling-admin-opdater"
        uiSchema={uiSchema}
        formData={ret.formular}
        onChange={ret.aendr}
        onSubmit={() => undefined}
        visFejl
        formContext={kontekst}
        regelFejl={ret.regelFejl}
        serverFejl={ret.serverFejl}
        disabled={laast || !rettes}
      >
        <></>
      </SchemaForm>

      {fejl && <Alert variant="danger">{fejl}</Alert>}
      {oevrige.length > 0 && (
        <Alert variant="danger">
          {oevrige.map((besked) => (
            <div key={besked}>{besked}</div>
          ))}
        </Alert>
      )}
      {rettes && !ret.kanGemmes && !ret.venter && <p className="text-danger small">{t('forudbetalingAdminWeb.handling.ugyldig')}</p>}
      <div className="d-flex flex-wrap gap-2 border-top pt-3" aria-busy={laast}>
        {godkend && (
          <Button
            variant="success"
            disabled={laast || !ret.kanGemmes}
            onClick={() => void udfoer(godkend.type, () => afgoer('GodkendAnmodning', godkend.label))}
          >
            {knapIndhold(godkend.type, godkend.label)}
          </Button>
        )}
        {afvis && (
          <Button variant="danger" disabled={laast} onClick={() => void udfoer(afvis.type, () => afgoer('AfvisAnmodning', afvis.label))}>
            {knapIndhold(afvis.type, afvis.label)}
          </Button>
        )}
        {andre.map((h) => (
          <Button
            key={h.type}
            variant={h.farve ?? 'outline-primary'}
            disabled={laast}
            onClick={() => void udfoer(h.type, () => handling(h.type))}
          >
            {knapIndhold(h.type, h.label)}
          </Button>
        ))}
        {manuelle.length > 0 && (
          <Button variant="outline-secondary" className="ms-sm-auto" disabled={laast} onClick={() => void udfoer(MANUEL, manuel)}>
            {knapIndhold(MANUEL, t('forudbetalingAdminWeb.handling.manuel'))}
          </Button>
        )}
      </div>

      {dialog?.type === 'email' && (
        <EmailDialog
          handling={dialog.handling}
          titel={dialog.titel}
          bekraeft={t(BEKRAEFT[dialog.handling])}
          modtager={detalje.personNavn}
          afgoerelse={{ anmodningId: detalje.id, version: detalje.version, email: dialog.email }}
          onSvar={svar(dialog.svar)}
        />
      )}
      {dialog?.type === 'manuel' && (
        <ManuelDialog start={{ anmodningId: detalje.id, version: detalje.version }} valg={manuelle} onSvar={svar(dialog.svar)} />
      )}
    </>
  );
}
