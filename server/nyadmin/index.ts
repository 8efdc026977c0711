import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { formatDatoTid } from '../../engine/format';
import { t } from '../../engine/alle-tekster';
import { maa } from '../../engine/roller';
import { tilstandsMeta } from '../../engine/workflow';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import type { Side, SideValg } from '../side';
import type { Services } from '../services';
import { arbejdsmangelWorkflow } from '../workflows/maskiner';
import type { NyadminAdgang } from './adgang';
import { veuIndhold } from './veu';

// The secretariat's pages: the name in the header leads to its front page.
const ADMIN = { forside: '/app/admin' };
// The journal is framed by the detail screen, under the portal's own header.
const JOURNAL = { ...ADMIN, indrammet: true };

/** POST /api/NyadminAdgang: a one-time code for a /nyadmin page, for an admin with a valid token. */
export function nyadminAdgangRoutes(services: Services, adgang: NyadminAdgang) {
  const app = new Hono<AdminEnv>();
  app.post('/', services.rute('POST /api/NyadminAdgang'), async (c) => {
    const { til } = c.req.valid('json');
    return c.json({ url: `/nyadmin/boot?kode=${await adgang.udstedKode(c.var.admin, c.var.adminSid, til)}` });
  });
  return app;
}

/**
 * The legacy admin pages: the journal frame of a work-shortage application and its VEU summary.
 * They may be framed by the portal itself (the detail screen embeds the journal), nothing else.
 */
export function nyadminSider(
  _deps: AppDeps,
  { rute, arbejdsmangel, journal, sendteMails, side, definitioner }: Services,
  adgang: NyadminAdgang,
) {
  const app = new Hono();

  app.use('/nyadmin/*', async (c, next) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    );
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get('/nyadmin/boot', rute('GET /nyadmin/boot'), async (c) => {
    const til = await adgang.indloes(c, c.req.query('kode') ?? '');
    if (!til) return ingenAdgang(c, side);
    return c.redirect(til, 302);
  });

  const ansoegning = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    return /^\d{1,9}$/.test(id) ? arbejdsmangel.hent(Number(id)) : undefined;
  };

  app.get('/nyadmin/ArbejdsmangelJournalisering/:id', rute('GET /nyadmin/ArbejdsmangelJournalisering/:id'), async (c) => {
    if (!(await adgang.admin(c))) return ingenAdgang(c, side, JOURNAL);
    const a = await ansoegning(c);
    if (!a) return c.notFound();
    const poster = await journal.forSag('arbejdsmangel', a.id);
    const mails = await sendteMails.forSag('arbejdsmangel', a.id);
    return c.html(
      side(
        t('nyadmin.journal.titel', { id: a.id }),
        html`<h1 class="h5">${t('nyadmin.journal.journaliseret')}</h1>
          ${
            poster.length === 0
              ? html`<p class="text-secondary">${t('nyadmin.journal.ingenJournaliserede')}</p>`
              : html`<div class="table-responsive" tabindex="0" role="region" aria-label="${t('nyadmin.journal.journaliseret')}">
                  <table class="table table-sm table-striped bg-white">
                    <thead>
                      <tr>
                        <th>${t('nyadmin.journal.tidspunkt')}</th>
                        <th>${t('nyadmin.journal.emne')}</th>
                        <th>${t('nyadmin.journal.af')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${poster.map(
                        (p) =>
                          html`<tr>
                            <td>${formatDatoTid(p.tidspunkt)}</td>
                            <td>${p.emne}</td>
                            <td>${p.admin}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                </div>`
          }
          <h2 class="h5 mt-4">${t('nyadmin.journal.sendte')}</h2>
          ${
            mails.length === 0
              ? html`<p class="text-secondary">${t('nyadmin.journal.ingenSendte')}</p>`
              : html`<div class="table-responsive" tabindex="0" role="region" aria-label="${t('nyadmin.journal.sendte')}">
                  <table class="table table-sm table-striped bg-white">
                    <thead>
                      <tr>
                        <th>${t('nyadmin.journal.tidspunkt')}</th>
                        <th>${t('nyadmin.journal.emne')}</th>
                        <th>${t('nyadmin.journal.til')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${mails.map(
                        (m) =>
                          html`<tr>
                            <td>${formatDatoTid(m.sendt)}</td>
                            <td>${m.emne}</td>
                            <td>${m.til}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                </div>`
          }`,
        JOURNAL,
      ),
    );
  });

  app.get('/nyadmin/Arbejdsmangel/:id', rute('GET /nyadmin/Arbejdsmangel/:id'), async (c) => {
    const admin = await adgang.admin(c);
    if (!admin) return ingenAdgang(c, side);
    const a = await ansoegning(c);
    if (!a) return c.notFound();
    // The status's label in the workflow the application works on.
    const workflow = await definitioner.arbejdsgangFor(arbejdsmangelWorkflow, a);
    const status = tilstandsMeta(workflow.config as { states: object }, a.status).label ?? a.status;
    return c.html(side(t('nyadmin.veu.titel', { id: a.id }), veuIndhold(a, status, maa(admin.roller, 'sagsbehandling')), ADMIN));
  });

  return app;
}

function ingenAdgang(c: Context, side: Side, valg: SideValg = ADMIN) {
  return c.html(
    side(t('nyadmin.ikkeAdgang'), html`<div class="alert alert-warning" role="alert">${t('nyadmin.ikkeAdgang')}</div>`, valg),
    401,
  );
}
