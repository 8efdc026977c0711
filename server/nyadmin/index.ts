import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { NyadminAdgang as AdgangBody } from '../../contract/generated/nyadmin-adgang';
import { formatCpr, formatDato, formatDatoTid } from '../../engine/format';
import { t } from '../../engine/tekster';
import { dageIPeriode, ugerIPeriode } from '../../engine/uger';
import type { AppDeps } from '../deps';
import { requireAdmin, type AdminEnv } from '../identity/middleware';
import type { Side } from '../side';
import type { Services } from '../services';
import { body } from '../validation/index';
import type { NyadminAdgang } from './adgang';

// The secretariat's pages: the name in the header leads to its front page.
const ADMIN = { forside: '/app/admin' };

/** POST /api/NyadminAdgang: a one-time code for a /nyadmin page, for an admin with a valid token. */
export function nyadminAdgangRoutes(services: Services, adgang: NyadminAdgang) {
  const app = new Hono<AdminEnv>();
  app.post('/', requireAdmin(services.tokens), body<AdgangBody>('nyadmin-adgang'), async (c) => {
    const { til } = c.req.valid('json');
    return c.json({ url: `/nyadmin/boot?kode=${await adgang.udstedKode(c.var.admin, c.var.adminSid, til)}` });
  });
  return app;
}

/**
 * The legacy admin pages: the journal frame of a work-shortage application and its VEU summary.
 * They may be framed by the portal itself (the detail screen embeds the journal), nothing else.
 */
export function nyadminSider(_deps: AppDeps, { arbejdsmangel, journal, sendteMails, side }: Services, adgang: NyadminAdgang) {
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

  app.get('/nyadmin/boot', async (c) => {
    const til = await adgang.indloes(c, c.req.query('kode') ?? '');
    if (!til) return ingenAdgang(c, side);
    return c.redirect(til, 302);
  });

  const ansoegning = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    return /^\d{1,9}$/.test(id) ? arbejdsmangel.hent(Number(id)) : undefined;
  };

  app.get('/nyadmin/ArbejdsmangelJournalisering/:id', async (c) => {
    if (!(await adgang.admin(c))) return ingenAdgang(c, side);
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
              : html`<table class="table table-sm table-striped bg-white">
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
                </table>`
          }
          <h2 class="h5 mt-4">${t('nyadmin.journal.sendte')}</h2>
          ${
            mails.length === 0
              ? html`<p class="text-secondary">${t('nyadmin.journal.ingenSendte')}</p>`
              : html`<table class="table table-sm table-striped bg-white">
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
                </table>`
          }`,
        ADMIN,
      ),
    );
  });

  app.get('/nyadmin/Arbejdsmangel/:id', async (c) => {
    if (!(await adgang.admin(c))) return ingenAdgang(c, side);
    const a = await ansoegning(c);
    if (!a) return c.notFound();
    const { fra, til } = a.periode;
    return c.html(
      side(
        t('nyadmin.veu.titel', { id: a.id }),
        html`<h1 class="h4">${t('nyadmin.veu.titel', { id: a.id })}</h1>
          <p class="text-secondary">${t('nyadmin.veu.forklaring')}</p>
          <dl class="row bg-white border rounded p-3">
            <dt class="col-sm-3">${t('nyadmin.veu.virksomhed')}</dt>
            <dd class="col-sm-9">${a.virksomhedsNavn}</dd>
            <dt class="col-sm-3">${t('nyadmin.veu.cvr')}</dt>
            <dd class="col-sm-9">${a.virksomhedsCVR}</dd>
            <dt class="col-sm-3">${t('nyadmin.veu.oprettet')}</dt>
            <dd class="col-sm-9">${formatDatoTid(a.oprettelsesTidspunkt)}</dd>
            <dt class="col-sm-3">${t('nyadmin.veu.status')}</dt>
            <dd class="col-sm-9">${a.status}</dd>
            <dt class="col-sm-3">${t('nyadmin.veu.periode')}</dt>
            <dd class="col-sm-9">${formatDato(fra)} – ${formatDato(til)} (${dageIPeriode(fra, til)} / ${ugerIPeriode(fra, til).length})</dd>
            <dt class="col-sm-3">${t('nyadmin.veu.omfang')}</dt>
            <dd class="col-sm-9">${a.omfang}${a.ansoegningsNavn ? `: ${a.ansoegningsNavn}` : ''}</dd>
            <dt class="col-sm-3">${t('nyadmin.veu.enighed')}</dt>
            <dd class="col-sm-9">${a.enighed}</dd>
          </dl>
          <h2 class="h5">${t('nyadmin.veu.medarbejdere')}</h2>
          <table class="table table-sm table-striped bg-white">
            <thead>
              <tr>
                <th>${t('nyadmin.veu.navn')}</th>
                <th>${t('nyadmin.veu.cpr')}</th>
                <th class="text-end">${t('nyadmin.veu.timer')}</th>
                <th>${t('nyadmin.veu.uger')}</th>
              </tr>
            </thead>
            <tbody>
              ${a.medarbejdere.map(
                (m) =>
                  html`<tr>
                    <td>${m.navn}</td>
                    <td>${formatCpr(m.cpr)}</td>
                    <td class="text-end">
                      ${m.kursusTimerPerUge
                        .reduce((s, u) => s + u.timerPerUge, 0)
                        .toFixed(2)
                        .replace('.', ',')}
                    </td>
                    <td>${m.kursusTimerPerUge.map((u) => `${u.ugeNr}/${u.aar}`).join(', ')}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`,
        ADMIN,
      ),
    );
  });

  return app;
}

function ingenAdgang(c: Context, side: Side) {
  return c.html(
    side(t('nyadmin.ikkeAdgang'), html`<div class="alert alert-warning" role="alert">${t('nyadmin.ikkeAdgang')}</div>`, ADMIN),
    401,
  );
}
