import { Hono } from 'hono';
import { implementeringer } from '../../workflows/implementeringer';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import type { Services } from '../services';
import { aktueltSaet } from '../definitioner/saet/kontekst';
import type { Saet } from '../definitioner/saet/filer';
import type { Arbejdsgang } from '../../engine/diagram';
import { tegnDiagram } from './diagram';

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

  // The versions each case-keeping workflow has run with, and how many cases work on each.
  app.get('/Versioner', rute('GET /api/Arbejdsgange/Versioner'), async (c) => c.json(await definitioner.oversigt()));
  return app;
}
