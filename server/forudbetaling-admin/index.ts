import { Hono, type Context } from 'hono';
import type { AnmodningDetalje, AnsoegningDetalje, Leverandoer } from '../../contract/forudbetaling';
import { danskDagsStart } from '../../engine/format';
import { t } from '../../engine/alle-tekster';
import { maa } from '../../engine/roller';
import { eksportSvar } from '../eksport/svar';
import type { AppDeps } from '../deps';
import { dokumentSvar } from '../forudbetaling/dokument-svar';
import type { Anmodning } from '../forudbetaling/anmodninger';
import { mailVaerdier } from '../forudbetaling/mails';
import type { AdminEnv } from '../identity/middleware';
import { medEtag } from '../if-match';
import { udfyldSkabelon } from '../mail/skabelon';
import { feltFejl, ProblemFejl } from '../problem';
import type { Services } from '../services';
import { kraevKendtStatus } from '../kendt-status';
import { anmodningWorkflow } from '../workflows/maskiner';
import { createListeCache } from '../liste-cache';
import { createBehandling } from './behandling';
import { betalingsordreKolonner } from './betalingsordre-fil';
import { createBetalingsordrer } from './betalingsordrer';
import { createDokumentAdgang } from './dokument-adgang';
import { createAnmodningEksport } from './eksport';
import { DUBLET_DAGE, adminDetalje, adminListeItem, dublet, muligeDubletter } from './visning';

/** Danish calendar days from fraDato to tilDato (both included) as the store's created bounds; 400 on /tilDato when it comes first. */
function periode(fraDato: string | undefined, tilDato: string | undefined): { fra?: string; til?: string } {
  if (fraDato && tilDato && tilDato < fraDato) {
    throw feltFejl('/tilDato', t('eksportWeb.betalingsordrer.datoFejl'));
  }
  const naesteDag = (dato: string) => new Date(Date.parse(`${dato}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    ...(fraDato ? { fra: danskDagsStart(fraDato) } : {}),
    ...(tilDato ? { til: new Date(Date.parse(danskDagsStart(naesteDag(tilDato))) - 1).toISOString() } : {}),
  };
}

/** A payment-order query's filter as the store reads it: `eksporteret` 'true'/'false' as a boolean, the period as created bounds. */
function ordreFilter({ eksporteret, fraDato, tilDato }: { eksporteret?: string; fraDato?: string; tilDato?: string }) {
  return { eksporteret: eksporteret === undefined ? undefined : eksporteret === 'true', ...periode(fraDato, tilDato) };
}

const SKABELONER = { AnmodningGodkendt: 'anmodning-godkendt', AnmodningAfvist: 'anmodning-afvist' } as const;

/** The secretariat's prepayment handling (SPEC §7 "Admin prepayment"). */
export function forudbetalingAdminRoutes(deps: AppDeps, services: Services) {
  const { tokens, anmodninger, kursusansoegninger, tekster, rute } = services;
  const betalingsordrer = createBetalingsordrer(deps, kursusansoegninger);
  const behandling = createBehandling(deps, services, betalingsordrer);
  const listeCache = createListeCache();
  const dokumentAdgang = createDokumentAdgang(deps, tokens);
  const anmodningEksport = createAnmodningEksport(services);
  // The handlings offered are those of the workflow version the request works on.
  const detalje = async (a: Anmodning) =>
    adminDetalje(
      a,
      kursusansoegninger,
      await services.definitioner.arbejdsgangFor(anmodningWorkflow, a),
      await services.definitioner.etiketter(anmodningWorkflow, a),
    );
  // The detail, with the version it shows as ETag, for the next change's If-Match.
  const svar = async (c: Context, a: Anmodning) => {
    medEtag(c, a);
    return c.json(await detalje(a));
  };
  const idFraSti = (id: string) => {
    if (!/^\d{1,9}$/.test(id)) throw new ProblemFejl({ status: 404, title: t('forudbetaling.anmodningIkkeFundet') });
    return Number(id);
  };

  // The invoice by its short-lived address (for a frame or a new window), before the bearer check.
  const rod = new Hono();
  rod.get('/DokumentVisning/:id', rute('GET /api/ForudbetalingAdmin/DokumentVisning/:id'), async (c) => {
    const id = idFraSti(c.req.param('id'));
    if (!(await dokumentAdgang.gyldig(id, c.req.query('adgang'))))
      throw new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') });
    return dokumentSvar(c, deps, await behandling.hent(id));
  });

  const app = new Hono<AdminEnv>();

  app.get('/FindAnmodninger', rute('GET /api/ForudbetalingAdmin/FindAnmodninger'), async (c) => {
    const { status, pageSize, fraDato } = c.req.valid('query');
    kraevKendtStatus(anmodningWorkflow, status);
    // fraDato is a Danish calendar day: requests from its midnight in Copenhagen on.
    const fra = fraDato ? danskDagsStart(fraDato) : undefined;
    return listeCache(c, `${status}|${pageSize}|${fraDato}`, await anmodninger.generation(), async () => {
      const alle = await anmodninger.liste(status || undefined, fra, pageSize ? Number(pageSize) : undefined);
      return { data: await Promise.all(alle.map((a) => adminListeItem(a, kursusansoegninger, services.definitioner))) };
    });
  });

  // The list as a file; CPR numbers whole only for those who may reveal them on the handling page (VisCpr).
  app.get('/Eksport', rute('GET /api/ForudbetalingAdmin/Eksport'), async (c) => {
    const query = c.req.valid('query');
    const cprVist = maa(c.var.admin.roller, 'sagsbehandling');
    return eksportSvar(c, services.eksportLog, {
      rute: 'GET /api/ForudbetalingAdmin/Eksport',
      format: query.format,
      cprVist,
      ...anmodningEksport.forespoergsel(query, cprVist),
    });
  });

  // The detail also carries the case's journal: e-mails filed on it and e-mails the portal sent about it,
  // and the possible duplicates and requests with the same invoice the handling page warns about.
  app.get('/HentForudbetalingAnmodning/:id', rute('GET /api/ForudbetalingAdmin/HentForudbetalingAnmodning/:id'), async (c) => {
    const anmodning = await behandling.hent(idFraSti(c.req.param('id')));
    const dag = 24 * 60 * 60 * 1000;
    const tid = Date.parse(anmodning.created);
    const [journalposter, mails, naere, sammeFaktura] = await Promise.all([
      services.journal.forSag('anmodning', anmodning.id),
      services.sendteMails.forSag('anmodning', anmodning.id),
      anmodninger.sammeBeloebMellem(
        anmodning,
        new Date(tid - DUBLET_DAGE * dag).toISOString(),
        new Date(tid + DUBLET_DAGE * dag).toISOString(),
      ),
      anmodninger.sammeFaktura(anmodning),
    ]);
    const sendte = mails.map(({ emne, til, sendt }) => ({ emne, til, sendt }));
    medEtag(c, anmodning);
    return c.json({
      ...(await detalje(anmodning)),
      journal: journalposter,
      sendteEmails: sendte,
      muligeDubletter: await muligeDubletter(anmodning, naere, services.definitioner),
      sammeFaktura: await Promise.all(sammeFaktura.map((b) => dublet(b, services.definitioner))),
    } satisfies AnmodningDetalje);
  });

  app.get('/Dokument/:id', rute('GET /api/ForudbetalingAdmin/Dokument/:id'), async (c) =>
    dokumentSvar(c, deps, await behandling.hent(idFraSti(c.req.param('id')))),
  );

  app.get('/DokumentAdgang/:id', rute('GET /api/ForudbetalingAdmin/DokumentAdgang/:id'), async (c) => {
    const id = (await behandling.hent(idFraSti(c.req.param('id')))).id;
    c.header('Cache-Control', 'no-store');
    return c.json({ url: dokumentAdgang.url(id, c.var.adminSid, c.var.admin.brugernavn) });
  });

  // The detail's read-only fields (leverandoerNavn, dokument, ansoegningsnummer, kursusNavn) may come back; the validation drops them.
  app.post('/OpdaterAnmodningerAdmin', rute('POST /api/ForudbetalingAdmin/OpdaterAnmodningerAdmin'), async (c) => {
    const { anmodningId, version, ...rettelse } = c.req.valid('json');
    return svar(c, await behandling.ret(c.var.admin, anmodningId, version, rettelse));
  });

  app.post('/HentForudfyldtEmailSkabel', rute('POST /api/ForudbetalingAdmin/HentForudfyldtEmailSkabel'), async (c) => {
    const { anmodningId, skabelon } = c.req.valid('json');
    const anmodning = await behandling.hent(anmodningId);
    return c.json(await udfyldSkabelon(tekster, SKABELONER[skabelon], mailVaerdier(anmodning)));
  });

  app.post('/GodkendAnmodning', rute('POST /api/ForudbetalingAdmin/GodkendAnmodning'), async (c) => {
    const { anmodningId, version, email } = c.req.valid('json');
    return svar(c, await behandling.godkend(c.var.admin, anmodningId, version, email));
  });

  // SPEC's body with one optional addition: the reason, shown to the applicant and put where the e-mail says {{begrundelse}}.
  app.post('/AfvisAnmodning', rute('POST /api/ForudbetalingAdmin/AfvisAnmodning'), async (c) => {
    const { anmodningId, version, email, begrundelse } = c.req.valid('json');
    return svar(c, await behandling.afvis(c.var.admin, anmodningId, version, email, begrundelse));
  });

  app.post('/SkiftAnmodningStatusManuel', rute('POST /api/ForudbetalingAdmin/SkiftAnmodningStatusManuel'), async (c) => {
    const { anmodningId, version, nyStatus } = c.req.valid('json');
    return svar(c, await behandling.manuel(c.var.admin, anmodningId, version, nyStatus));
  });

  app.put('/UdfoerHandling', rute('PUT /api/ForudbetalingAdmin/UdfoerHandling'), async (c) => {
    const { handling, version } = c.req.valid('json');
    const id = Number(c.req.valid('query').id);
    return svar(c, await behandling.udfoer(c.var.admin, id, version, handling));
  });

  app.post('/VisCpr', rute('POST /api/ForudbetalingAdmin/VisCpr'), async (c) => {
    return c.json({ personCpr: await behandling.visCpr(c.var.admin, c.req.valid('json').anmodningId) });
  });

  // The finance system's JSON: the orders not yet exported (eksporteret=false), then marks those it took in.
  app.get('/Betalingsordrer', rute('GET /api/ForudbetalingAdmin/Betalingsordrer'), async (c) => {
    const { fondId, ...filter } = c.req.valid('query');
    return c.json({ data: await betalingsordrer.liste({ fondId, ...ordreFilter(filter) }) });
  });

  app.post('/Betalingsordrer/Eksporteret', rute('POST /api/ForudbetalingAdmin/Betalingsordrer/Eksporteret'), async (c) =>
    c.json({ data: await betalingsordrer.markerEksporteret(c.req.valid('json').ider) }),
  );

  // The finance system's file, through the export mechanism (logged, streamed); the orders new to it
  // are claimed for it before its first row and marked exported as its last row goes out
  // (betalingsordrer.fil), so a simultaneous file or a second one with eksporteret=false never holds
  // them again. Row-Count and Marked-Count let the page say how many it got and how many of them this
  // file marked (none, for a copy of orders sent before).
  app.get('/Betalingsordrer/:fondId', rute('GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId'), async (c) => {
    // Hono answers HEAD with this GET handler and drops the body without cancelling the stream, so
    // a HEAD would claim the orders and never give them back: refused before anything is claimed.
    if (c.req.method === 'HEAD')
      throw new ProblemFejl({ status: 405, title: t('forudbetaling.betalingsordrerHeadIkkeTilladt') }, { Allow: 'GET' });
    const fondId = c.req.param('fondId');
    if (!kursusansoegninger.erFond(fondId)) throw new ProblemFejl({ status: 404, title: t('forudbetaling.fondIkkeFundet', { fondId }) });
    const fil = await betalingsordrer.fil({ fondId, ...ordreFilter(c.req.valid('query')) });
    c.header('Row-Count', String(fil.antal));
    c.header('Marked-Count', String(fil.nye));
    // A file that never starts streaming gives its claims back at once.
    return eksportSvar(c, services.eksportLog, {
      rute: 'GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId',
      format: 'csv',
      filnavn: `betalingsordrer-${fondId}`,
      ark: t('eksportWeb.betalingsordrer.titel'),
      kolonner: betalingsordreKolonner,
      sider: fil.sider,
      cprVist: false,
      filter: { fondId },
      bom: false,
    }).catch(async (error: unknown) => {
      await fil.frigiv();
      throw error;
    });
  });

  app.get('/Fonde', rute('GET /api/ForudbetalingAdmin/Fonde'), (c) => c.json({ data: kursusansoegninger.fonde() }));

  rod.route('/', app);
  return rod;
}

/** The application and supplier lookups the handling page uses (SPEC §7). */
export function adminOpslagRoutes(deps: AppDeps, { rute, kursusansoegninger }: Services) {
  const app = new Hono<AdminEnv>();

  app.get('/AnsogningAdmin/HentAnsogning', rute('GET /api/AnsogningAdmin/HentAnsogning'), async (c) => {
    const a = await kursusansoegninger.hent(Number(c.req.valid('query').ansogningId));
    if (!a) throw new ProblemFejl({ status: 404, title: t('forudbetaling.ansoegningIkkeFundet') });
    const { ansogningId, ansoegningsnummer, kursusNavn, gaeldendeFra, gaeldendeTil, deltagerGebyr, statusKode, fondId } = a;
    return c.json({
      ansogningId,
      ansoegningsnummer,
      kursusNavn,
      gaeldendeFra,
      gaeldendeTil,
      deltagerGebyr,
      statusKode,
      fond: kursusansoegninger.fond(fondId).navn,
    } satisfies AnsoegningDetalje);
  });

  app.get(
    '/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin',
    rute('GET /api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin'),
    async (c) => {
      const virksomhed = await deps.cvrRegister.find(c.req.valid('query').cvr);
      if (!virksomhed) throw new ProblemFejl({ status: 404, title: t('forudbetaling.ikkeICvr') });
      return c.json({ navn: virksomhed.navn });
    },
  );

  // 404 with a body starting 'CVR ikke fundet for fond', which the handling page ignores silently (SPEC §8).
  app.get('/CvrAdmin/FindNavnFraCvrOgAnsoegningId', rute('GET /api/CvrAdmin/FindNavnFraCvrOgAnsoegningId'), async (c) => {
    const { cvr, ansogningId } = c.req.valid('query');
    const a = await kursusansoegninger.hent(Number(ansogningId));
    if (!a) throw new ProblemFejl({ status: 404, title: t('forudbetaling.ansoegningIkkeFundet') });
    const leverandoer = await deps.oekonomisystem.findLeverandoer(a.fondId, cvr);
    if (!leverandoer) {
      const fond = kursusansoegninger.fond(a.fondId).navn;
      return c.body(`${t('forudbetaling.cvrIkkeFundetForFond', { fond })}`, 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    }
    return c.json({ navn: leverandoer.navn, kreditorNummer: leverandoer.kreditorNummer } satisfies Leverandoer);
  });

  return app;
}
