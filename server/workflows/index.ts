import { Hono } from 'hono';
import { implementeringer } from '../../workflows/implementeringer';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import type { Services } from '../services';
import { aktueltSaet } from '../definitioner/saet/kontekst';
import type { Saet } from '../definitioner/saet/filer';
import type { Arbejdsgang } from '../../engine/diagram';
import { sagsArbejdsgange, sagsVersioner } from '../definitioner/sager';
import { feltFejl } from '../problem';
import { tServer } from '../server-tekster';
import { tegnDiagram } from './diagram';

/**
 * The case-keeping machines of a set of files, laid out as diagrams (the studio's editor draws a draft's).
 * A draft may hold a machine ELK cannot lay out (an arrow to a state that is not there, from the raw
 * editor): it comes without a diagram, and the check names what is wrong.
 */
export async function sagsDiagrammer(filer: Readonly<Record<string, unknown>>) {
  const stier = Object.keys(filer).filter((sti) => /^workflows\/[^/]+\.machine\.json$/.test(sti));
  const diagrammer = await Promise.all(
    stier.map(async (sti) => {
      const config = filer[sti] as Record<string, unknown>;
      const id = String(config['id']);
      if (!implementeringer[id]?.sagstype) return [];
      const titel = (config['meta'] as { titel?: string } | undefined)?.titel ?? id;
      const diagram = await tegnDiagram(config).catch(() => null);
      return [{ id, fil: sti.slice('workflows/'.length), titel, diagram }];
    }),
  );
  return diagrammer.flat().sort((a, b) => a.fil.localeCompare(b.fil));
}

/** Every machine of a definition version, laid out (once per version: elk's layout takes a while). */
async function laesArbejdsgange(saet: Saet) {
  const filer = Object.keys(saet.filer)
    .filter((sti) => /^workflows\/[^/]+\.machine\.json$/.test(sti))
    .sort();
  return Promise.all(
    filer.map(async (sti) => {
      const config = saet.filer[sti] as Record<string, unknown>;
      const fil = sti.slice('workflows/'.length);
      const id = String(config['id']);
      const titel = (config['meta'] as { titel?: string } | undefined)?.titel ?? id;
      return { id, fil, titel, diagram: await tegnDiagram(config), sagstype: implementeringer[id]?.sagstype };
    }),
  );
}

/** GET /api/Arbejdsgange: the workflows as state diagrams for /app/admin/arbejdsgange; /Versioner: their versions in use. */
export function workflowRoutes(deps: AppDeps, { rute, anmodninger, arbejdsmangel, definitioner }: Services) {
  const app = new Hono<AdminEnv>();
  const perSaet = new WeakMap<Saet, ReturnType<typeof laesArbejdsgange>>();

  app.get('/', rute('GET /api/Arbejdsgange'), async (c) => {
    const saet = aktueltSaet();
    let arbejdsgange = perSaet.get(saet);
    if (!arbejdsgange) perSaet.set(saet, (arbejdsgange = laesArbejdsgange(saet)));
    const antal = {
      anmodning: await anmodninger.antalPerStatus(),
      arbejdsmangel: await arbejdsmangel.antalPerStatus(),
    };
    return c.json(
      (await arbejdsgange).map(({ sagstype, diagram, ...rest }): Arbejdsgang => ({
        ...rest,
        diagram,
        // Every state, and any status stored cases carry that the workflow no longer has.
        antal: sagstype ? { ...Object.fromEntries(diagram.tilstande.map((s) => [s.id, 0])), ...antal[sagstype] } : null,
      })),
    );
  });

  // How many cases stand in one status, by the version each is on: what the check refuses a removed
  // status with, and the versions a migration of it must name (the studio's workflow editor asks before removing).
  app.get('/Sager', rute('GET /api/Arbejdsgange/Sager'), async (c) => {
    const workflow = c.req.query('workflow') ?? '';
    const tilstand = c.req.query('tilstand') ?? '';
    const arbejdsgang = sagsArbejdsgange().find((a) => a.id === workflow);
    if (!arbejdsgang)
      throw feltFejl(
        '/workflow',
        tServer('definitionssaet.sagerArbejdsgang', {
          kendte: sagsArbejdsgange()
            .map((a) => a.id)
            .join(', '),
        }),
      );
    if (!/^[A-Za-z][A-Za-z0-9]{0,99}$/.test(tilstand)) throw feltFejl('/tilstand', tServer('definitionssaet.sagerTilstand'));
    const perVersion = new Map<string, number>();
    for (const sag of await sagsVersioner(deps.store, arbejdsgang.samling)) {
      if (sag.status !== tilstand) continue;
      const v = await definitioner.versionAf(workflow, sag);
      perVersion.set(v, (perVersion.get(v) ?? 0) + 1);
    }
    const versioner = [...perVersion].map(([version, antal]) => ({ version, antal }));
    return c.json({ workflow, tilstand, antal: versioner.reduce((sum, v) => sum + v.antal, 0), versioner });
  });

  // The versions each case-keeping workflow has run with, and how many cases work on each.
  app.get('/Versioner', rute('GET /api/Arbejdsgange/Versioner'), async (c) => c.json(await definitioner.oversigt()));
  return app;
}
