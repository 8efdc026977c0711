import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { implementeringer } from '../../workflows/implementeringer';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import type { Services } from '../services';
import type { Arbejdsgang } from '../../engine/diagram';
import { tegnDiagram } from './diagram';

/** Every machine in workflows/ (of DEFINITIONS_DIR), laid out once: the definitions do not change while the server runs. */
async function laesArbejdsgange(dir: string) {
  const filer = readdirSync(dir)
    .filter((f) => f.endsWith('.machine.json'))
    .sort();
  return Promise.all(
    filer.map(async (fil) => {
      const config = JSON.parse(readFileSync(join(dir, fil), 'utf8')) as Record<string, unknown>;
      const id = String(config['id']);
      const titel = (config['meta'] as { titel?: string } | undefined)?.titel ?? id;
      return { id, fil, titel, diagram: await tegnDiagram(config), sagstype: implementeringer[id]?.sagstype };
    }),
  );
}

/** GET /api/Arbejdsgange: the workflows as state diagrams for /app/admin/arbejdsgange; /Versioner: their versions in use. */
export function workflowRoutes(deps: AppDeps, { rute, anmodninger, arbejdsmangel, definitioner }: Services) {
  const app = new Hono<AdminEnv>();
  let arbejdsgange: ReturnType<typeof laesArbejdsgange> | undefined;

  app.get('/', rute('GET /api/Arbejdsgange'), async (c) => {
    arbejdsgange ??= laesArbejdsgange(join(deps.config.definitionsDir, 'workflows'));
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
