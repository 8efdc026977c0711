import { Hono } from 'hono';
import { html } from 'hono/html';
import { t, type TekstNoegle } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import { formatDato, formatKroner } from '../../engine/format';
import type { Kursusansoegning } from '../kursusansoegning/kursusansoegninger';
import type { Services } from '../services';

/**
 * The employee's pages outside the SPA that SPEC §2.1 links to: 'Min side' and the overview of
 * all course applications. Without a session the browser is sent to log in and comes back (its access kind).
 */
export function loenmodtagerSider(_deps: AppDeps, { rute, kursusansoegninger, anmodninger, side }: Services) {
  const app = new Hono();

  // Min side is the portal's start page, which lists the employee's own requests.
  app.get('/api/MinSideRedirect.aspx', (c) => c.redirect('/app', 302));

  app.get('/nyhjemmeside/Loenmodtager/AlleAnsoegninger', rute('GET /nyhjemmeside/Loenmodtager/AlleAnsoegninger'), async (c) => {
    const ansoegninger = await kursusansoegninger.forLoenmodtager(c.var.session.brugerId);
    const daekkede = await anmodninger.daekkedeAnsoegninger(ansoegninger.map((a) => a.ansogningId));
    const status = (a: Kursusansoegning): string => {
      if (a.forudbetaltAfAnmodning !== undefined) return t('legacy.status.forudbetalt');
      if (a.statusKode === 'Godkendt')
        return t(a.attesteretAfVirksomhed ? 'legacy.status.godkendtAttesteret' : 'legacy.status.afventerAttestering');
      return t(`legacy.status.${a.statusKode}` as TekstNoegle);
    };
    const kanAnmodes = (a: Kursusansoegning) => kursusansoegninger.erBevilgetOgAttesteret(a) && !daekkede.has(a.ansogningId);
    c.header('Cache-Control', 'no-store');
    return c.html(
      side(
        t('legacy.alleAnsoegninger.titel'),
        html`<div class="d-flex justify-content-between align-items-center mb-3">
            <h1 class="h3 mb-0">${t('legacy.alleAnsoegninger.titel')}</h1>
            <a class="btn btn-outline-secondary btn-sm" href="/api/MinSideRedirect.aspx">${t('legacy.alleAnsoegninger.tilMinSide')}</a>
          </div>
          <p>${t('legacy.alleAnsoegninger.intro')}</p>
          ${
            ansoegninger.length === 0
              ? html`<div class="alert alert-info">${t('legacy.alleAnsoegninger.ingen')}</div>`
              : html`<div class="table-responsive" tabindex="0" role="region" aria-label="${t('legacy.alleAnsoegninger.titel')}">
                  <table class="table table-striped bg-white">
                    <thead>
                      <tr>
                        <th>${t('legacy.alleAnsoegninger.nummer')}</th>
                        <th>${t('legacy.alleAnsoegninger.kursus')}</th>
                        <th>${t('legacy.alleAnsoegninger.fond')}</th>
                        <th>${t('legacy.alleAnsoegninger.periode')}</th>
                        <th class="text-end">${t('legacy.alleAnsoegninger.gebyr')}</th>
                        <th>${t('legacy.alleAnsoegninger.status')}</th>
                        <th></th>
                      </tr>
                    </thead>
                    <tbody>
                      ${ansoegninger.map(
                        (a) =>
                          html`<tr>
                            <td>${a.ansoegningsnummer}</td>
                            <td>${a.kursusNavn}</td>
                            <td>${kursusansoegninger.fond(a.fondId).navn}</td>
                            <td>${formatDato(a.gaeldendeFra)} – ${formatDato(a.gaeldendeTil)}</td>
                            <td class="text-end">${formatKroner(a.deltagerGebyr)}</td>
                            <td>${status(a)}</td>
                            <td>
                              ${
                                kanAnmodes(a)
                                  ? html`<a href="/app/forudbetaling/anmod/${encodeURIComponent(a.ansoegningsnummer)}"
                                      >${t('legacy.alleAnsoegninger.anmod')}</a
                                    >`
                                  : ''
                              }
                            </td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                </div>`
          }`,
      ),
    );
  });

  return app;
}
