import { Hono, type Context } from 'hono';
import { t } from '../../engine/alle-tekster';
import { maskerCpr } from '../../engine/format';
import { maa } from '../../engine/roller';
import { erSluttilstand } from '../../engine/workflow';
import { normaliser, type ArbejdsmangelAnsoegning } from '../arbejdsmangel/ansoegninger';
import { tjekAnsoegning } from '../arbejdsmangel/tjek';
import type { AppDeps } from '../deps';
import { anvendHaendelse, type Sagsart } from '../haendelse';
import type { AdminEnv } from '../identity/middleware';
import { medEtag } from '../if-match';
import { createListeCache } from '../liste-cache';
import { ProblemFejl, valideringsfejl, VersionKonflikt } from '../problem';
import type { Services } from '../services';
import { arbejdsmangelWorkflow } from '../workflows/maskiner';
import { eksportSvar } from '../eksport/svar';
import { createAnsoegningEksport } from './eksport';
import { adminModel, LISTEFELTER, listeItem } from './visning';
import { createBeslutningEmail } from './beslutning-email';

const ikkeFundet = () => new ProblemFejl({ status: 404, title: t('arbejdsmangel.ikkeFundet') });
const konflikt = (title: string) => new ProblemFejl({ status: 409, title });

/** The secretariat's work-shortage handling (SPEC §7 "Admin work-shortage"), status changes through the workflow. */
export function arbejdsmangelAdminRoutes(deps: AppDeps, services: Services) {
  const { rute, arbejdsmangel, definitioner } = services;
  const app = new Hono<AdminEnv>();
  const eksport = createAnsoegningEksport(services);
  const listeCache = createListeCache();
  const art: Sagsart<'arbejdsmangel-ansoegning', ArbejdsmangelAnsoegning> = {
    workflow: arbejdsmangelWorkflow,
    arbejdsgangFor: (a) => definitioner.arbejdsgangFor(arbejdsmangelWorkflow, a),
    hent: arbejdsmangel.hent,
    opdater: arbejdsmangel.opdater,
    webhook: 'ansoegning',
    beskeder: {
      ikkeFundet: 'arbejdsmangel.ikkeFundet',
      ukendt: 'arbejdsmangel.handlingUkendt',
      ikkeTilladt: 'arbejdsmangel.handlingIkkeTilladt',
      forAeldet: 'problem.konflikt',
    },
    email: createBeslutningEmail(deps, services.tekster),
  };

  async function hent(id: number): Promise<ArbejdsmangelAnsoegning> {
    const a = await arbejdsmangel.hent(id);
    if (!a) throw ikkeFundet();
    return a;
  }

  // The handlings offered are those of the workflow version the application works on; its version is the ETag.
  // CPR numbers whole only when asked (the reading of one who handles cases): the answer of a change is
  // kept by Idempotency-Key, and so carries them masked.
  const svar = async (c: Context, a: ArbejdsmangelAnsoegning, cprVist = false) => {
    medEtag(c, a);
    if (cprVist) c.header('Cache-Control', 'no-store');
    return c.json(adminModel(a, await art.arbejdsgangFor(a), await definitioner.etiketter(arbejdsmangelWorkflow, a), cprVist));
  };

  const tjekVersion = (a: ArbejdsmangelAnsoegning, version: number | undefined) => {
    if (version !== undefined && version !== a.version) throw new VersionKonflikt(t(art.beskeder.forAeldet));
  };

  app.get(
    '/HentFlereArbejdsmangelAnsoegningerAdmin',
    rute('GET /api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin'),
    async (c) => {
      const { pageSize } = c.req.valid('query');
      return listeCache(c, String(pageSize), await arbejdsmangel.generation(), async () => {
        const alle = await arbejdsmangel.liste(pageSize ? Number(pageSize) : undefined, LISTEFELTER);
        return { contents: await Promise.all(alle.map((a) => listeItem(a, definitioner))) };
      });
    },
  );

  // The list as a file, as the list shows it: no CPR numbers in it.
  app.get('/Eksport', rute('GET /api/ArbejdsmangelAnsoegningAdmin/Eksport'), async (c) => {
    const query = c.req.valid('query');
    return eksportSvar(c, services.eksportLog, {
      rute: 'GET /api/ArbejdsmangelAnsoegningAdmin/Eksport',
      format: query.format,
      cprVist: false,
      ...eksport.forespoergsel(query),
    });
  });

  // An id that is no number names no application: 404, as for an unknown one (the table's ugyldigQuery).
  // Those who only read cases get CPR numbers masked; those who handle them read them whole, as the edit
  // dialogs send the whole application back, and each such reading is written to the audit log.
  app.get(
    '/HentArbejdsmangelAnsoegningAdmin',
    rute('GET /api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin'),
    async (c) => {
      const a = await hent(Number(c.req.valid('query').id));
      const cprVist = maa(c.var.admin.roller, 'sagsbehandling');
      if (cprVist) deps.log.info({ arbejdsmangel: a.id, admin: c.var.admin.brugernavn }, 'cpr vist');
      return svar(c, a, cprVist);
    },
  );

  app.put(
    '/UdfoerHandlingPaaArbejdsmangelAnsoegning',
    rute('PUT /api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning'),
    async (c) => {
      // The schema checks the form of the name; the workflow says which handlings exist and when.
      const { handling, version } = c.req.valid('json');
      const opdateret = await anvendHaendelse(deps, art, {
        id: Number(c.req.valid('query').id),
        haendelse: handling,
        version,
        af: c.var.admin.navn,
      });
      return svar(c, opdateret);
    },
  );

  app.post(
    '/OpdaterArbejdsmangelAnsoegningAdmin',
    rute('POST /api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin'),
    async (c) => {
      const { id, version, ...indhold } = c.req.valid('json');
      const foer = await hent(id);
      const workflow = await art.arbejdsgangFor(foer);
      if (erSluttilstand(workflow, foer.status)) throw konflikt(t('arbejdsmangel.kanIkkeRettes'));
      const fejl = tjekAnsoegning(indhold);
      const kendte = new Set(foer.medarbejdere.map((m) => m.id));
      indhold.medarbejdere.forEach((m, i) => {
        if (m.id !== undefined && !kendte.has(m.id))
          fejl.push({ path: `/medarbejdere/${i}/id`, message: t('arbejdsmangel.ukendtMedarbejder') });
      });
      if (fejl.length > 0) throw valideringsfejl(fejl);

      const opdateret = await arbejdsmangel.opdater(id, (a) => {
        tjekVersion(a, version);
        if (erSluttilstand(workflow, a.status)) throw konflikt(t('arbejdsmangel.kanIkkeRettes'));
        const { ansoegningsNavn: _n, medarbejderRepraesentant: _r, ...basis } = a;
        const ny = normaliser(indhold, a.medarbejdere);
        const foerData = { ...udenMeta(a) };
        const resultat: ArbejdsmangelAnsoegning = { ...basis, ...ny, version: a.version + 1, historik: a.historik };
        const efterData = udenMeta(resultat);
        if (JSON.stringify(foerData) === JSON.stringify(efterData)) return a;
        const tidspunkt = deps.now().toISOString();
        resultat.historik = [
          ...a.historik,
          { tidspunkt, af: c.var.admin.navn, handling: t('arbejdsmangel.historik.rettet'), detaljer: { foer: foerData, efter: efterData } },
        ];
        return resultat;
      });
      return svar(c, opdateret);
    },
  );

  return app;
}

/** The corrected content of an application, for the history's before and after (CPR numbers masked). */
function udenMeta(a: ArbejdsmangelAnsoegning) {
  return {
    periode: a.periode,
    omfang: a.omfang,
    ansoegningsNavn: a.ansoegningsNavn,
    enighed: a.enighed,
    medarbejderRepraesentant: a.medarbejderRepraesentant
      ? { ...a.medarbejderRepraesentant, cpr: maskerCpr(a.medarbejderRepraesentant.cpr) }
      : undefined,
    medarbejdere: a.medarbejdere.map((m) => ({ ...m, cpr: maskerCpr(m.cpr) })),
  };
}
