import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AdminEnv } from '../../identity/middleware';
import { etag } from '../../if-match';
import { feltFejl, ProblemFejl, VersionKonflikt } from '../../problem';
import { tServer } from '../../server-tekster';
import type { Services } from '../../services';
import { erSaetSti, type Filer } from './filer';
import { anvend, ens, FilForaeldet, SamtidigUdgivelse, type Udkast } from './lager';
import { tjekSaet, type SaetFejl } from './tjek';
import { kanoniskJson } from '../version';

/** The largest file of the set, as canonical JSON (the largest in the release is about 60 kB). */
const MAX_FIL_BYTES = 512 * 1024;

/**
 * /api/Definitioner (issue 35): the definition set's drafts, their check, publishing (live on every
 * instance without a restart) and rolling back to an earlier version. Analysts and administrators only.
 */
export function definitionssaetRoutes(deps: AppDeps, { rute, definitionssaet }: Pick<Services, 'rute' | 'definitionssaet'>) {
  const app = new Hono<AdminEnv>();
  const { lager, live } = definitionssaet;
  const nu = () => deps.now().toISOString();

  /** Before anything reads or writes versions, the release is stored as version 1 (a no-op once it is). */
  const sikret = () => definitionssaet.frigiv();

  const udkastet = async (id: string): Promise<Udkast> => {
    const u = await lager.hentUdkast(id);
    if (!u) throw new ProblemFejl({ status: 404, title: tServer('definitionssaet.udkastIkkeFundet') });
    return u;
  };

  const harFejl = (fejl: SaetFejl[]) =>
    new ProblemFejl({ status: 422, title: tServer('definitionssaet.harFejl'), detail: tServer('definitionssaet.harFejlDetalje'), fejl });

  /** The files a draft publishes: its changes on the live version, refused where live changed the same file since the draft began. */
  async function udkastetsFiler(u: Udkast): Promise<{ filer: Filer; grund: number }> {
    const l = await lager.live();
    if (!l) throw new Error('ingen udgivet version');
    if (l.version !== u.grundversion) {
      const grund = (await lager.version(u.grundversion))?.filer ?? {};
      // A file changed on both sides, to different contents: the draft would undo the other change.
      const begge = Object.keys(u.aendringer).filter(
        (sti) => !ens(grund[sti], l.filer[sti]) && !ens(u.aendringer[sti] ?? undefined, l.filer[sti]),
      );
      if (begge.length > 0)
        throw new ProblemFejl({
          status: 409,
          title: tServer('definitionssaet.konflikt', { filer: begge.join(', ') }),
          detail: tServer('definitionssaet.konfliktDetalje'),
        });
    }
    return { filer: anvend(l.filer, u.aendringer), grund: l.version };
  }

  async function udgiv(filer: Filer, grund: number, note: string, af: string, udkast?: Udkast) {
    const fejl = await tjekSaet(filer, deps.store);
    if (fejl.length > 0) throw harFejl(fejl);
    try {
      const v = await lager.udgiv(filer, grund, {
        udgivet: nu(),
        udgivetAf: af,
        note,
        ...(udkast ? { udkast: { id: udkast.id, titel: udkast.titel, forfatter: udkast.forfatter } } : {}),
      });
      await live.opdater();
      return v;
    } catch (error) {
      if (error instanceof SamtidigUdgivelse)
        throw new ProblemFejl({
          status: 409,
          title: tServer('definitionssaet.samtidig'),
          detail: tServer('definitionssaet.samtidigDetalje'),
        });
      throw error;
    }
  }

  app.get('/Live', rute('GET /api/Definitioner/Live'), async (c) => {
    await sikret();
    const { version, filer } = await live.hent();
    return c.json({ version, filer });
  });

  app.post('/Udkast', rute('POST /api/Definitioner/Udkast'), async (c) => {
    await sikret();
    const l = await lager.live();
    const u = await lager.opretUdkast(c.req.valid('json').titel, c.var.admin.brugernavn, nu(), l?.version ?? 1);
    deps.log.info({ udkast: u.id, af: c.var.admin.brugernavn }, 'definitioner: udkast oprettet');
    return c.json({ id: u.id }, 201);
  });

  app.get('/Udkast', rute('GET /api/Definitioner/Udkast'), async (c) => {
    const alle = (await lager.alleUdkast()).sort((a, b) => b.oprettet.localeCompare(a.oprettet));
    return c.json(
      alle.map(({ id, titel, forfatter, oprettet, grundversion, aendringer }) => ({
        id,
        titel,
        forfatter,
        oprettet,
        grundversion,
        filer: Object.keys(aendringer).sort(),
      })),
    );
  });

  app.get('/Udkast/:id', rute('GET /api/Definitioner/Udkast/:id'), async (c) => {
    const u = await udkastet(c.req.param('id'));
    const filer = Object.keys(u.aendringer)
      .sort()
      .map((sti) => ({ sti, indhold: u.aendringer[sti], version: u.revisioner[sti] ?? 0 }));
    return c.json({
      id: u.id,
      titel: u.titel,
      forfatter: u.forfatter,
      oprettet: u.oprettet,
      grundversion: u.grundversion,
      filer,
      historik: u.historik,
    });
  });

  app.put('/Udkast/:id/Filer', rute('PUT /api/Definitioner/Udkast/:id/Filer'), async (c) => {
    const { sti, indhold, version } = c.req.valid('json');
    if (!erSaetSti(sti)) throw feltFejl('/sti', tServer('definitionssaet.stiUgyldig'));
    if (indhold !== null && Buffer.byteLength(kanoniskJson(indhold)) > MAX_FIL_BYTES)
      throw feltFejl('/indhold', tServer('definitionssaet.forStor', { kb: MAX_FIL_BYTES / 1024 }));
    const u = await udkastet(c.req.param('id'));
    try {
      const gemt = await lager.gemFil(u.id, sti, indhold ?? null, c.var.admin.brugernavn, nu(), version);
      deps.log.info({ udkast: u.id, sti, slettet: indhold === null, af: c.var.admin.brugernavn }, 'definitioner: fil i udkast gemt');
      const revision = gemt.revisioner[sti] ?? 0;
      c.header('ETag', etag(revision));
      return c.json({ sti, version: revision });
    } catch (error) {
      if (error instanceof FilForaeldet) throw new VersionKonflikt(tServer('definitionssaet.filForaeldet'));
      throw error;
    }
  });

  app.delete('/Udkast/:id', rute('DELETE /api/Definitioner/Udkast/:id'), async (c) => {
    const u = await udkastet(c.req.param('id'));
    await lager.sletUdkast(u.id);
    deps.log.info({ udkast: u.id, af: c.var.admin.brugernavn }, 'definitioner: udkast kasseret');
    return c.body(null, 204);
  });

  app.post('/Udkast/:id/Tjek', rute('POST /api/Definitioner/Udkast/:id/Tjek'), async (c) => {
    await sikret();
    const { filer } = await udkastetsFiler(await udkastet(c.req.param('id')));
    return c.json({ fejl: await tjekSaet(filer, deps.store) });
  });

  app.post('/Udkast/:id/Udgiv', rute('POST /api/Definitioner/Udkast/:id/Udgiv'), async (c) => {
    await sikret();
    const u = await udkastet(c.req.param('id'));
    const { filer, grund } = await udkastetsFiler(u);
    const v = await udgiv(filer, grund, c.req.valid('json').note, c.var.admin.brugernavn, u);
    await lager.sletUdkast(u.id);
    deps.log.info({ udkast: u.id, version: v.version, af: c.var.admin.brugernavn }, 'definitioner: udgivet');
    return c.json({ version: v.version }, 201);
  });

  app.get('/Versioner', rute('GET /api/Definitioner/Versioner'), async (c) => {
    await sikret();
    return c.json(await lager.versioner());
  });

  app.post('/Versioner/:version/Genudgiv', rute('POST /api/Definitioner/Versioner/:version/Genudgiv'), async (c) => {
    await sikret();
    const nummer = /^\d{1,9}$/.test(c.req.param('version')) ? Number(c.req.param('version')) : NaN;
    const gammel = await lager.version(nummer);
    if (!gammel) throw new ProblemFejl({ status: 404, title: tServer('definitionssaet.versionIkkeFundet') });
    const l = await lager.live();
    const v = await udgiv(gammel.filer, l?.version ?? 1, c.req.valid('json').note, c.var.admin.brugernavn);
    deps.log.info({ fra: gammel.version, version: v.version, af: c.var.admin.brugernavn }, 'definitioner: genudgivet');
    return c.json({ version: v.version }, 201);
  });

  return app;
}
