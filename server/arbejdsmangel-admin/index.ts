import { Hono } from 'hono';
import { t } from '../../engine/tekster';
import { erSluttilstand, kendteHaendelser, naesteTilstand, tilladteHaendelser } from '../../engine/workflow';
import { normaliser, type AnsoegningIndhold, type ArbejdsmangelAnsoegning, type ArbejdsmangelStatus } from '../arbejdsmangel/ansoegninger';
import { tjekAnsoegning } from '../arbejdsmangel/tjek';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminEnv } from '../identity/middleware';
import { createListeCache } from '../liste-cache';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';
import { body, query } from '../validation/index';
import { valider } from '../validation/validering';
import { arbejdsmangelWorkflow } from '../workflows';
import { adminModel, LISTEFELTER, listeItem } from './visning';

type Handling = { handling: string; version?: number };
type Opdatering = AnsoegningIndhold & { id: number; version?: number };

const ikkeFundet = () => new ProblemFejl({ status: 404, title: t('arbejdsmangel.ikkeFundet') });
const konflikt = (title: string) => new ProblemFejl({ status: 409, title });

/** The secretariat's work-shortage handling (SPEC §7 "Admin work-shortage"), status changes through the workflow. */
export function arbejdsmangelAdminRoutes(deps: AppDeps, { tokens, arbejdsmangel }: Services) {
  const app = new Hono<AdminEnv>();
  app.use(requireAdmin(tokens));
  const listeCache = createListeCache();

  async function hent(id: number): Promise<ArbejdsmangelAnsoegning> {
    const a = await arbejdsmangel.hent(id);
    if (!a) throw ikkeFundet();
    return a;
  }

  const tjekVersion = (a: ArbejdsmangelAnsoegning, version: number | undefined) => {
    if (version !== undefined && version !== a.version) throw konflikt(t('problem.konflikt'));
  };

  app.get('/HentFlereArbejdsmangelAnsoegningerAdmin', query<{ pageSize?: string }>('arbejdsmangel-admin-liste'), async (c) => {
    const { pageSize } = c.req.valid('query');
    return listeCache(c, String(pageSize), await arbejdsmangel.generation(), async () => {
      const alle = await arbejdsmangel.liste(pageSize ? Number(pageSize) : undefined, LISTEFELTER);
      return { contents: alle.map(listeItem) };
    });
  });

  // An id that is no number names no application: 404, as for an unknown one.
  app.get('/HentArbejdsmangelAnsoegningAdmin', async (c) => {
    const id = c.req.query('id') ?? '';
    if (valider('arbejdsmangel-admin-query', { id }).length > 0) throw ikkeFundet();
    return c.json(adminModel(await hent(Number(id))));
  });

  app.put(
    '/UdfoerHandlingPaaArbejdsmangelAnsoegning',
    query<{ id: string }>('arbejdsmangel-admin-query'),
    body<Handling>('arbejdsmangel-handling'),
    async (c) => {
      const id = Number(c.req.valid('query').id);
      const { handling, version } = c.req.valid('json');
      // The schema checks the form of the name; the workflow says which handlings exist.
      if (!kendteHaendelser(arbejdsmangelWorkflow).has(handling)) {
        const besked = t('arbejdsmangel.handlingUkendt');
        throw new ProblemFejl({
          status: 400,
          title: t('problem.valideringsfejl'),
          detail: besked,
          errors: [{ path: '/handling', message: besked }],
        });
      }
      await hent(id);
      const opdateret = await arbejdsmangel.opdater(id, (a) => {
        tjekVersion(a, version);
        const naeste = naesteTilstand(arbejdsmangelWorkflow, a.status, handling) as ArbejdsmangelStatus | null;
        if (!naeste) throw konflikt(t('arbejdsmangel.handlingIkkeTilladt', { status: a.status }));
        const tidspunkt = deps.now().toISOString();
        const label = tilladteHaendelser(arbejdsmangelWorkflow, a.status).find((h) => h.type === handling)?.label ?? handling;
        return {
          ...a,
          status: naeste,
          senesteStatusSkift: tidspunkt,
          version: a.version + 1,
          historik: [...a.historik, { tidspunkt, af: c.var.admin.navn, handling: label, detaljer: { fra: a.status, til: naeste } }],
        };
      });
      return c.json(adminModel(opdateret));
    },
  );

  app.post('/OpdaterArbejdsmangelAnsoegningAdmin', body<Opdatering>('arbejdsmangel-opdater'), async (c) => {
    const { id, version, ...indhold } = c.req.valid('json');
    const foer = await hent(id);
    if (erSluttilstand(arbejdsmangelWorkflow, foer.status)) throw konflikt(t('arbejdsmangel.kanIkkeRettes'));
    const fejl = tjekAnsoegning(indhold);
    const kendte = new Set(foer.medarbejdere.map((m) => m.id));
    indhold.medarbejdere.forEach((m, i) => {
      if (m.id !== undefined && !kendte.has(m.id))
        fejl.push({ path: `/medarbejdere/${i}/id`, message: t('arbejdsmangel.ukendtMedarbejder') });
    });
    if (fejl.length > 0)
      throw new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: fejl[0]?.message, errors: fejl });

    const opdateret = await arbejdsmangel.opdater(id, (a) => {
      tjekVersion(a, version);
      if (erSluttilstand(arbejdsmangelWorkflow, a.status)) throw konflikt(t('arbejdsmangel.kanIkkeRettes'));
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
    return c.json(adminModel(opdateret));
  });

  return app;
}

/** The corrected content of an application, for the history's before and after (CPR numbers masked). */
function udenMeta(a: ArbejdsmangelAnsoegning) {
  const masker = (cpr: string) => `${cpr.slice(0, 6)}-****`;
  return {
    periode: a.periode,
    omfang: a.omfang,
    ansoegningsNavn: a.ansoegningsNavn,
    enighed: a.enighed,
    medarbejderRepraesentant: a.medarbejderRepraesentant
      ? { ...a.medarbejderRepraesentant, cpr: masker(a.medarbejderRepraesentant.cpr) }
      : undefined,
    medarbejdere: a.medarbejdere.map((m) => ({ ...m, cpr: masker(m.cpr) })),
  };
}
