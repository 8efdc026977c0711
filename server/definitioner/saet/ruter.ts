import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { aendringerIOrd } from '../../../engine/aendringer-i-ord';
import { t } from '../../../engine/alle-tekster';
import type { AppDeps } from '../../deps';
import type { AdminEnv } from '../../identity/middleware';
import { etag } from '../../if-match';
import { feltFejl, ProblemFejl, problemSvar, VersionKonflikt } from '../../problem';
import { tServer } from '../../server-tekster';
import type { Services } from '../../services';
import { kanoniskJson } from '../version';
import { sagsDiagrammer } from '../../workflows/index';
import { erSaetSti } from './filer';
import { IngenAendringer, SaetHarFejl } from './index';
import {
  anvend,
  FilForaeldet,
  forskelle,
  IntetAtFortryde,
  MAX_SKRIDT,
  SamtidigUdgivelse,
  UdgivelseKonflikt,
  type SaetVersion,
  type Udkast,
} from './lager';
import { tjekSaet } from './tjek';
import { TjekAfloest, TjekOptaget, tjekKoe } from './koe';
import { forhaandsvisning } from './web-validatorer';

/** The largest file of the set, as canonical JSON (the largest in the release is about 60 kB). */
const MAX_FIL_BYTES = 512 * 1024;
/** The unsaved files an editor sends with a check or a preview (its schema's maxItems, kept here as well). */
const MAX_UGEMTE_FILER = 4;
/** Such a body, read before it is parsed: the files as sent (twice their canonical size for indentation) and the rest. */
const ugemteKrop = bodyLimit({
  maxSize: MAX_UGEMTE_FILER * MAX_FIL_BYTES * 2 + 64 * 1024,
  onError: (c) => problemSvar(c, { status: 413, title: t('problem.forStor') }),
});

/**
 * An editor's unsaved files (POST …/Tjek and …/Forhaandsvisning) by path, within the limits of a saved
 * file (PUT …/Filer): they are written out and compiled as a saved one is. Null deletes a file.
 */
function udenForGraensen(filer: readonly { sti: string; indhold: unknown }[]): Record<string, unknown> {
  // The schema says it too, but the schema is among what analysts publish: the server's own limit stays.
  if (filer.length > MAX_UGEMTE_FILER) throw feltFejl('/filer', tServer('definitionssaet.forMangeFiler', { antal: MAX_UGEMTE_FILER }));
  filer.forEach(({ sti, indhold }, i) => {
    if (!erSaetSti(sti)) throw feltFejl(`/filer/${i}/sti`, tServer('definitionssaet.stiUgyldig'));
    if (indhold !== null && Buffer.byteLength(kanoniskJson(indhold)) > MAX_FIL_BYTES)
      throw feltFejl(`/filer/${i}/indhold`, tServer('definitionssaet.forStor', { kb: MAX_FIL_BYTES / 1024 }));
  });
  return Object.fromEntries(filer.map((f) => [f.sti, f.indhold]));
}

/** The problem answer of each refusal the definition set's service makes. */
function somProblem(error: unknown): unknown {
  if (error instanceof SaetHarFejl)
    return new ProblemFejl({
      status: 422,
      title: tServer('definitionssaet.harFejl'),
      detail: tServer('definitionssaet.harFejlDetalje'),
      fejl: error.fejl,
    });
  if (error instanceof UdgivelseKonflikt)
    return new ProblemFejl({
      status: 409,
      title: tServer('definitionssaet.konflikt', { filer: error.filer.join(', ') }),
      detail: tServer('definitionssaet.konfliktDetalje'),
    });
  if (error instanceof IngenAendringer)
    return new ProblemFejl({
      status: 409,
      title: tServer('definitionssaet.ingenAendringer'),
      detail: tServer('definitionssaet.ingenAendringerDetalje'),
    });
  if (error instanceof SamtidigUdgivelse)
    return new ProblemFejl({ status: 409, title: tServer('definitionssaet.samtidig'), detail: tServer('definitionssaet.samtidigDetalje') });
  return error;
}

/**
 * /api/Definitioner (issue 35): the definition set's drafts, their check, publishing (live on every
 * instance without a restart) and rolling back to an earlier version. Analysts and administrators only.
 */
export function definitionssaetRoutes(deps: AppDeps, { rute, definitionssaet }: Pick<Services, 'rute' | 'definitionssaet'>) {
  const app = new Hono<AdminEnv>();
  const { lager, live } = definitionssaet;
  const tjekkene = tjekKoe();
  // The service's refusals as the problems they are, thrown where they arise: an expected refusal is never logged as an unexpected error.
  const somProblemer = async <T>(arbejde: Promise<T>): Promise<T> => {
    try {
      return await arbejde;
    } catch (fejl) {
      throw somProblem(fejl);
    }
  };

  /**
   * Whether four eyes keep this caller from publishing this draft, while DEFINITIONER_FIRE_OEJNE is on: they made it or
   * changed it (a second person who edits a draft is an author too, and their change would otherwise go live unseen).
   */
  const udgivesAfAnden = (u: Udkast, brugernavn: string) =>
    deps.config.definitionerFireOejne && (u.forfatter === brugernavn || u.historik.some((h) => h.af === brugernavn));

  const versionen = async (param: string): Promise<SaetVersion> => {
    const v = await lager.version(/^\d{1,9}$/.test(param) ? Number(param) : NaN);
    if (!v) throw new ProblemFejl({ status: 404, title: tServer('definitionssaet.versionIkkeFundet') });
    return v;
  };

  const udkastet = async (id: string): Promise<Udkast> => {
    const u = await lager.hentUdkast(id);
    if (!u) throw new ProblemFejl({ status: 404, title: tServer('definitionssaet.udkastIkkeFundet') });
    return u;
  };

  app.get('/Live', rute('GET /api/Definitioner/Live'), async (c) => {
    await definitionssaet.frigiv();
    const { version, filer } = await live.hent();
    return c.json({ version, filer, fireOejne: deps.config.definitionerFireOejne });
  });

  app.post('/Udkast', rute('POST /api/Definitioner/Udkast'), async (c) => {
    await definitionssaet.frigiv();
    const grund = (await lager.live())!.version;
    const u = await lager.opretUdkast(c.req.valid('json').titel, c.var.admin.brugernavn, deps.now().toISOString(), grund);
    deps.log.info({ udkast: u.id, af: c.var.admin.brugernavn }, 'definitioner: udkast oprettet');
    return c.json({ id: u.id }, 201);
  });

  app.get('/Udkast', rute('GET /api/Definitioner/Udkast'), async (c) => {
    await definitionssaet.frigiv();
    const alle = (await lager.alleUdkast()).sort((a, b) => b.oprettet.localeCompare(a.oprettet));
    const liveFiler = (await lager.live())!.filer;
    return c.json(
      alle.map(({ id, titel, forfatter, oprettet, grundversion, aendringer, genudgivelse }) => ({
        id,
        titel,
        forfatter,
        oprettet,
        grundversion,
        ...(genudgivelse && { genudgivelse }),
        filer: Object.keys(aendringer).sort(),
        // What changed, in words, against the live version: the list says it without the files' contents.
        aendringerIOrd: aendringerIOrd(liveFiler, anvend(liveFiler, aendringer)).flatMap((f) => f.linjer),
      })),
    );
  });

  app.get('/Udkast/:id', rute('GET /api/Definitioner/Udkast/:id'), async (c) => {
    const udkast = await udkastet(c.req.param('id'));
    const { aendringer, revisioner, fortryd = [], gentag = [], ...u } = udkast;
    const filer = Object.keys(aendringer)
      .sort()
      .map((sti) => ({ sti, indhold: aendringer[sti], version: revisioner[sti] ?? 0 }));
    // Whether the caller may publish it, so a screen need not offer what the server refuses.
    return c.json({
      ...u,
      ...(u.genudgivelse && { genudgivelse: { ...u.genudgivelse, uaendret: await definitionssaet.genudgiverUaendret(udkast) } }),
      filer,
      // Every file's revision, those back as the live version has them (after Fortryd) included: an editor's If-Match.
      revisioner,
      skridt: udkast.historik.length,
      fortryd: fortryd.at(-1)?.sti ?? null,
      gentag: gentag.at(-1)?.sti ?? null,
      udgivesAfAnden: udgivesAfAnden(udkast, c.var.admin.brugernavn),
    });
  });

  app.put('/Udkast/:id/Filer', rute('PUT /api/Definitioner/Udkast/:id/Filer'), async (c) => {
    const { sti, indhold, version } = c.req.valid('json');
    if (!erSaetSti(sti)) throw feltFejl('/sti', tServer('definitionssaet.stiUgyldig'));
    if (indhold !== null && Buffer.byteLength(kanoniskJson(indhold)) > MAX_FIL_BYTES)
      throw feltFejl('/indhold', tServer('definitionssaet.forStor', { kb: MAX_FIL_BYTES / 1024 }));
    const u = await udkastet(c.req.param('id'));
    const gemt = await lager
      .gemFil(u.id, sti, indhold ?? null, c.var.admin.brugernavn, deps.now().toISOString(), version)
      .catch((error: unknown) => {
        throw error instanceof FilForaeldet ? new VersionKonflikt(tServer('definitionssaet.filForaeldet')) : error;
      });
    deps.log.info({ udkast: u.id, sti, slettet: indhold === null, af: c.var.admin.brugernavn }, 'definitioner: fil i udkast gemt');
    const revision = gemt.revisioner[sti] ?? 0;
    c.header('ETag', etag(revision));
    return c.json({ sti, version: revision });
  });

  // Undo and redo of the draft's saves, kept in the draft (so for every editor, and after a reload).
  for (const retning of ['fortryd', 'gentag'] as const) {
    const navn = retning === 'fortryd' ? 'Fortryd' : 'Gentag';
    app.post(`/Udkast/:id/${navn}`, rute(`POST /api/Definitioner/Udkast/:id/${navn}`), async (c) => {
      const u = await udkastet(c.req.param('id'));
      const { udkast, sti } = await lager
        .flyt(u.id, retning, c.var.admin.brugernavn, deps.now().toISOString(), c.req.valid('json').version)
        .catch((error: unknown) => {
          if (error instanceof FilForaeldet) throw new VersionKonflikt(tServer('definitionssaet.skridtForaeldet'));
          if (error instanceof IntetAtFortryde)
            throw new ProblemFejl({
              status: 409,
              title: tServer(retning === 'fortryd' ? 'definitionssaet.intetAtFortryde' : 'definitionssaet.intetAtGentage'),
              detail: tServer('definitionssaet.skridtDetalje', { antal: MAX_SKRIDT }),
            });
          throw error;
        });
      deps.log.info({ udkast: u.id, sti, retning, af: c.var.admin.brugernavn }, 'definitioner: gemning i udkast fortrudt eller gentaget');
      c.header('ETag', etag(udkast.historik.length));
      return c.json({ sti, version: udkast.revisioner[sti] ?? 0, skridt: udkast.historik.length });
    });
  }

  app.delete('/Udkast/:id', rute('DELETE /api/Definitioner/Udkast/:id'), async (c) => {
    const u = await udkastet(c.req.param('id'));
    await lager.sletUdkast(u.id);
    deps.log.info({ udkast: u.id, af: c.var.admin.brugernavn }, 'definitioner: udkast kasseret');
    return c.body(null, 204);
  });

  // The editors ask while the analyst types, with their unsaved files (none: the draft as saved). Nothing is saved.
  app.post('/Udkast/:id/Tjek', ugemteKrop, rute('POST /api/Definitioner/Udkast/:id/Tjek'), async (c) => {
    const ugemte = udenForGraensen(c.req.valid('json').filer ?? []);
    const { filer } = await somProblemer(definitionssaet.udkastetsFiler(await udkastet(c.req.param('id'))));
    // Latest wins within one person's checks of one draft as an editor types (with unsaved files), and apart from them
    // the draft's saved check, which the draft's page reads after every save.
    const hvem = `${c.var.admin.brugernavn}\0${c.req.param('id')}\0${Object.keys(ugemte).length > 0 ? 'ugemte' : 'gemt'}`;
    const fejl = await tjekkene(hvem, () => tjekSaet(anvend(filer, ugemte), deps.store), c.req.raw.signal).catch((error: unknown) => {
      if (error instanceof TjekAfloest) throw new ProblemFejl({ status: 409, title: tServer('definitionssaet.tjekAfloest') });
      if (error instanceof TjekOptaget)
        throw new ProblemFejl({ status: 503, title: tServer('definitionssaet.tjekOptaget') }, { 'Retry-After': '2' });
      throw error;
    });
    return c.json({ fejl });
  });

  // The form editor's preview validates the unsaved edits as the real page will: with the validator the
  // server makes for a published schema, made here from the draft with those files laid over it. Nothing is saved.
  app.post('/Udkast/:id/Forhaandsvisning', ugemteKrop, rute('POST /api/Definitioner/Udkast/:id/Forhaandsvisning'), async (c) => {
    const { schemaId, filer } = c.req.valid('json');
    const ugemte = udenForGraensen(filer);
    const udkastets = (await somProblemer(definitionssaet.udkastetsFiler(await udkastet(c.req.param('id'))))).filer;
    const saet = { version: 0, filer: anvend(udkastets, ugemte) };
    const ikke = (fejl: string) => feltFejl('/schemaId', tServer('definitionssaet.forhaandsvisningSchema', { fejl }));
    let svar: ReturnType<typeof forhaandsvisning>;
    try {
      svar = forhaandsvisning(saet, schemaId);
    } catch (error) {
      throw ikke(error instanceof Error ? error.message : String(error));
    }
    if (!svar) throw ikke(schemaId);
    return c.json(svar);
  });

  // The draft's case workflows drawn as they would be published, for the studio's workflow editor.
  app.get('/Udkast/:id/Arbejdsgange', rute('GET /api/Definitioner/Udkast/:id/Arbejdsgange'), async (c) => {
    const { filer } = await somProblemer(definitionssaet.udkastetsFiler(await udkastet(c.req.param('id'))));
    return c.json(await sagsDiagrammer(filer));
  });

  app.post('/Udkast/:id/Udgiv', rute('POST /api/Definitioner/Udkast/:id/Udgiv'), async (c) => {
    const u = await udkastet(c.req.param('id'));
    // Four eyes: the one who made a change is not the one who decides it goes live.
    if (udgivesAfAnden(u, c.var.admin.brugernavn))
      throw new ProblemFejl({
        status: 403,
        title: tServer('definitionssaet.fireOejne'),
        detail: tServer('definitionssaet.fireOejneDetalje'),
      });
    const v = await somProblemer(definitionssaet.udgivUdkast(u, c.req.valid('json').note, c.var.admin.brugernavn));
    return c.json({ version: v.version }, 201);
  });

  app.get('/Versioner', rute('GET /api/Definitioner/Versioner'), async (c) => {
    await definitionssaet.frigiv();
    return c.json(await lager.versioner());
  });

  app.get('/Versioner/:version', rute('GET /api/Definitioner/Versioner/:version'), async (c) => {
    await definitionssaet.frigiv();
    return c.json(await versionen(c.req.param('version')));
  });

  // Genudgiv puts back an earlier version's files. With four eyes (DEFINITIONER_FIRE_OEJNE) a rollback is a change like
  // any other: a draft of those files, by the one who asked, that another person publishes (202 with the draft and what
  // the check finds in it, so what the rollback needs, a migration of cases in a state it lacks, is added there). A
  // one-person fund publishes it at once after the check (201, or 422 storing nothing).
  app.post('/Versioner/:version/Genudgiv', rute('POST /api/Definitioner/Versioner/:version/Genudgiv'), async (c) => {
    await definitionssaet.frigiv();
    const gammel = await versionen(c.req.param('version'));
    const { note } = c.req.valid('json');
    const af = c.var.admin.brugernavn;
    // One reading of the live version: what the rollback is compared with is what its draft or version is built on.
    const l = (await lager.live())!;
    if (forskelle(l.filer, gammel.filer).length === 0)
      throw new ProblemFejl({ status: 409, title: tServer('definitionssaet.genudgivelseEns', { version: gammel.version }) });
    if (!deps.config.definitionerFireOejne) {
      const v = await somProblemer(definitionssaet.udgiv(gammel.filer, l.version, { note, udgivetAf: af, genudgivelseAf: gammel.version }));
      return c.json({ version: v.version }, 201);
    }
    const titel = tServer('definitionssaet.genudgivelseTitel', { version: gammel.version });
    const u = await definitionssaet.genudgivelsesUdkast(l, gammel, note, af, titel);
    const fejl = await tjekSaet(gammel.filer, deps.store);
    deps.log.info({ udkast: u.id, version: gammel.version, af, fejl: fejl.length }, 'definitioner: genudgivelse lagt som udkast');
    c.header('Location', `/api/Definitioner/Udkast/${u.id}`);
    return c.json({ udkast: { id: u.id, titel: u.titel }, fejl }, 202);
  });

  return app;
}
