import type { Email } from '../../contract/forudbetaling';
import type { Historikpost } from '../../contract/historik';
import { t } from '../../engine/alle-tekster';
import { tilladteHaendelser, tilstandsMeta, type Arbejdsgang } from '../../engine/workflow';
import type { AppDeps } from '../deps';
import { fakturaNoegle, type Anmodning } from '../forudbetaling/anmodninger';
import { anvendHaendelse, kraevHaendelse, type Sagsart } from '../haendelse';
import type { Admin } from '../identity/types';
import { udfyld } from '../mail/skabelon';
import { feltFejl, ProblemFejl, valideringsfejl } from '../problem';
import type { Services } from '../services';
import { anmodningWorkflow } from '../workflows/maskiner';
import type { Betalingsordrer } from './betalingsordrer';
import { iRettelsen, medRettelse } from './oevrige';
import { tjekAnmodning, tjekRettelse, type Rettelse } from './tjek';

const ikkeFundet = () => new ProblemFejl({ status: 404, title: t('forudbetaling.anmodningIkkeFundet') });

/** Approval and rejection have calls of their own: their e-mails, the payment order, the reason. */
const EGNE_KALD = new Set(['GodkendAnmodning', 'AfvisAnmodning']);

/**
 * The event of the request's own workflow version that sets nyStatus by hand (meta.manuel) from the
 * given status; from any status when it has none, so that one answers 409.
 */
function manueltSkift(workflow: Arbejdsgang, fra: string, nyStatus: string): string | undefined {
  const til = (status: string) => tilladteHaendelser(workflow, status).find((h) => h.manuel?.status === nyStatus)?.type;
  return til(fra) ?? Object.keys(workflow.root.states).map(til).find(Boolean);
}

/**
 * The secretariat's handling of a prepayment request (SPEC §4.2). Every status change goes through
 * the workflow inside one store update, so of two admins handling the same request at once exactly
 * one succeeds and the other gets 409; side effects run only after the change is stored.
 */
export function createBehandling(
  deps: AppDeps,
  services: Pick<Services, 'anmodninger' | 'kursusansoegninger' | 'tekster' | 'definitioner'>,
  betalingsordrer: Betalingsordrer,
) {
  const { anmodninger, kursusansoegninger } = services;
  const art: Sagsart<'forudbetaling-anmodning', Anmodning> = {
    workflow: anmodningWorkflow,
    arbejdsgangFor: (a) => services.definitioner.arbejdsgangFor(anmodningWorkflow, a),
    hent: anmodninger.hent,
    opdater: anmodninger.opdater,
    webhook: 'anmodning',
    beskeder: {
      ikkeFundet: 'forudbetaling.anmodningIkkeFundet',
      // Only code names a request's events; were one unknown, the handling API's wording says so.
      ukendt: 'arbejdsmangel.handlingUkendt',
      ikkeTilladt: 'forudbetaling.alleredeBehandlet',
      forAeldet: 'forudbetaling.versionKonflikt',
    },
  };

  const post = (admin: Admin, handling: string, detaljer?: Record<string, unknown>): Historikpost => ({
    tidspunkt: deps.now().toISOString(),
    af: admin.navn,
    handling,
    ...(detaljer ? { detaljer } : {}),
  });

  async function hent(id: number): Promise<Anmodning> {
    const anmodning = await anmodninger.hent(id);
    if (!anmodning) throw ikkeFundet();
    return anmodning;
  }

  // Into the outbox, in the transaction of the status change it tells about.
  async function sendEmail(a: Anmodning, email: Email) {
    await deps.mailer.send({ til: a.personEmail, emne: email.subject, html: email.body, sag: { type: 'anmodning', id: a.id } });
  }

  return {
    hent,

    /** Saves the admin's corrections of invoice and participations, only while the request is Oprettet. */
    async ret(admin: Admin, id: number, version: number | undefined, rettelse: Rettelse & Record<string, unknown>): Promise<Anmodning> {
      const foer = await hent(id);
      const fejl = await tjekRettelse(deps, kursusansoegninger, foer, rettelse);
      if (fejl.length > 0) throw valideringsfejl(fejl);
      const leverandoer = await deps.cvrRegister.find(rettelse.faktura.cvr);
      const workflow = await art.arbejdsgangFor(foer);
      const rettet = () =>
        anmodninger.opdater(id, (a) => {
          // Corrections are only allowed while the request can still be handled (in its own workflow version).
          kraevHaendelse(art, a, 'GodkendAnmodning', version, workflow);
          const { cvr, fakturaNummer, bankOverfoersel, indbetalingskort } = rettelse.faktura;
          const { bankOverfoersel: _bank, indbetalingskort: _kort, ...basis } = a.faktura;
          const faktura: Anmodning['faktura'] = {
            ...basis,
            cvr,
            fakturaNummer: fakturaNummer.trim(),
            leverandoerNavn: leverandoer?.navn ?? a.faktura.leverandoerNavn,
            ...(bankOverfoersel ? { bankOverfoersel } : {}),
            ...(indbetalingskort
              ? {
                  indbetalingskort: {
                    ...indbetalingskort,
                    betalingsId: indbetalingskort.betalingsId.trim(),
                    kreditorNummer: indbetalingskort.kreditorNummer.trim(),
                  },
                }
              : {}),
          };
          const deltagelser = a.deltagelser.map((d) => {
            const ny = rettelse.deltagelser.find((r) => r.ansogningId === d.ansogningId)!;
            return { ...d, pris: ny.pris, periodeStart: ny.periodeStart, periodeSlut: ny.periodeSlut };
          });
          const { oevrige: _oevrige, ...uden } = a;
          const oevrige = medRettelse(a.oevrige, rettelse);
          const foerData = { faktura: udenDokument(a.faktura), deltagelser: a.deltagelser, ...iRettelsen(a.oevrige) };
          const efterData = { faktura: udenDokument(faktura), deltagelser, ...iRettelsen(oevrige) };
          if (JSON.stringify(foerData) === JSON.stringify(efterData)) return a;
          return {
            ...uden,
            ...(oevrige ? { oevrige } : {}),
            faktura,
            deltagelser,
            version: a.version + 1,
            historik: [...a.historik, post(admin, t('forudbetaling.historik.rettet'), { foer: foerData, efter: efterData })],
          };
        });
      // A correction onto the invoice number of another live request (compared by its canonical key) is
      // refused as a second creation is (SPEC §1); the claim moves in the correction's transaction. A new
      // supplier takes the file's claim too where it is free; where another request has it, both stay
      // and the handling page shows them (a correction is not a new request).
      const { cvr: nyCvr, fakturaNummer: nytNummer } = rettelse.faktura;
      const nyFaktura = fakturaNoegle(nyCvr, nytNummer) !== fakturaNoegle(foer.faktura.cvr, foer.faktura.fakturaNummer);
      return deps.store.transaction(async () => {
        if (nyFaktura) await anmodninger.reserverFaktura(nyCvr, nytNummer, id);
        if (nyCvr !== foer.faktura.cvr && foer.faktura.dokument?.sha256)
          await anmodninger.reserverFakturaFil(nyCvr, foer.faktura.dokument.sha256, id, true);
        return rettet();
      });
    },

    /**
     * Approve: the e-mail as edited, a payment order, and the applications marked as prepaid; only a
     * request that holds every rule a correction is held to (the only status change that pays).
     */
    async godkend(admin: Admin, id: number, version: number | undefined, email: Email): Promise<Anmodning> {
      const a = await hent(id);
      // A request already handled or changed meanwhile is 409 first, as ever; then the rules of a correction (SPEC §5.3).
      kraevHaendelse(art, a, 'GodkendAnmodning', version, await art.arbejdsgangFor(a));
      const fejl = await tjekAnmodning(deps, kursusansoegninger, a);
      if (fejl.length > 0) throw valideringsfejl(fejl);
      return anvendHaendelse(deps, art, {
        id,
        haendelse: 'GodkendAnmodning',
        // The request as checked: one corrected since is 409, not approved unchecked.
        version: version ?? a.version,
        af: admin.navn,
        historik: { handling: t('forudbetaling.historik.godkendt'), detaljer: { emne: email.subject } },
        efter: async (godkendt) => {
          await betalingsordrer.bestil(godkendt);
          for (const d of godkendt.deltagelser) await kursusansoegninger.marker(d.ansogningId, godkendt.id);
          await sendEmail(godkendt, email);
        },
      });
    },

    /**
     * Reject: the e-mail as edited is the final text (SPEC §7); a reason, when given, is kept for the
     * applicant and put where the e-mail says {{begrundelse}}. The applications become free for a new request.
     */
    async afvis(admin: Admin, id: number, version: number | undefined, email: Email, begrundelse?: string): Promise<Anmodning> {
      const medBegrundelse = begrundelse === undefined ? {} : { begrundelse };
      return anvendHaendelse(deps, art, {
        id,
        haendelse: 'AfvisAnmodning',
        version,
        af: admin.navn,
        historik: { handling: t('forudbetaling.historik.afvist'), detaljer: { emne: email.subject, ...medBegrundelse } },
        felter: () => medBegrundelse,
        efter: (afvist) =>
          sendEmail(afvist, begrundelse === undefined ? email : { ...email, body: udfyld(email.body, { begrundelse }, true) }),
      });
    },

    /**
     * Manual: only the status changes — no e-mail, no payment order, no change to the applications
     * (SPEC §4.2). The statuses offered are those the workflow's manual transitions (meta.manuel) lead to.
     */
    async manuel(admin: Admin, id: number, version: number | undefined, nyStatus: string): Promise<Anmodning> {
      const anmodning = await hent(id);
      const workflow = await art.arbejdsgangFor(anmodning);
      const haendelse = manueltSkift(workflow, anmodning.status, nyStatus);
      if (!haendelse) throw feltFejl('/nyStatus', t('forudbetaling.statusIkkeValgt'));
      const status = tilstandsMeta(workflow.config as { states: object }, nyStatus).label ?? nyStatus;
      const historik = { handling: t('forudbetaling.historik.manuel', { status }) };
      return anvendHaendelse(deps, art, { id, haendelse, version, af: admin.navn, historik });
    },

    /**
     * Any other handling of the workflow (one an analyst added, e.g. awaiting documentation): the
     * status moves and the history says so by the handling's label; 409 when the status does not allow it.
     */
    async udfoer(admin: Admin, id: number, version: number | undefined, handling: string): Promise<Anmodning> {
      if (EGNE_KALD.has(handling)) throw feltFejl('/handling', t('forudbetaling.handlingHarEgetKald', { handling }));
      const generisk = { ...art, beskeder: { ...art.beskeder, ikkeTilladt: 'forudbetaling.handlingIkkeTilladt' as const } };
      return anvendHaendelse(deps, generisk, { id, haendelse: handling, version, af: admin.navn });
    },

    /** The full CPR number, with the reveal written to the request's history. */
    async visCpr(admin: Admin, id: number): Promise<string> {
      await hent(id);
      const a = await anmodninger.opdater(id, (a) => ({
        ...a,
        historik: [...a.historik, post(admin, t('forudbetaling.historik.cprVist'))],
      }));
      return a.personCpr;
    },
  };
}

function udenDokument(faktura: Anmodning['faktura']) {
  const { dokument: _dokument, ...rest } = faktura;
  return rest;
}

export type Behandling = ReturnType<typeof createBehandling>;
