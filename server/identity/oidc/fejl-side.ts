import { html } from 'hono/html';
import { t, type TekstNoegle } from '../../../engine/alle-tekster';

/** Why a login ended here; each has its own Danish explanation in content/ui/login.json. */
export type LoginFejl = 'mislykkedes' | 'afbrudt' | 'utilgaengelig' | 'manglerCpr' | 'manglerCvr' | 'ingenRolle';

const tekster: Record<LoginFejl, TekstNoegle> = {
  mislykkedes: 'login.fejl.mislykkedes',
  afbrudt: 'login.fejl.afbrudt',
  utilgaengelig: 'login.fejl.utilgaengelig',
  manglerCpr: 'login.fejl.manglerCpr',
  manglerCvr: 'login.fejl.manglerCvr',
  ingenRolle: 'login.fejl.ingenRolle',
};

/** The page a refused login ends on: what went wrong, in Danish, and a way to try again. No session was made. */
export function loginFejlSide(fejl: LoginFejl, proevIgen: string) {
  return html`<!doctype html>
    <html lang="da">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${t('login.fejl.sideTitel')}</title>
        <link rel="stylesheet" href="/static/bootstrap.min.css" />
      </head>
      <body class="bg-light">
        <main class="container py-5">
          <div class="row justify-content-center">
            <div class="col-md-7 col-lg-5">
              <h1 class="h3 mb-3">${t('login.fejl.titel')}</h1>
              <div class="alert alert-danger" role="alert">${t(tekster[fejl])}</div>
              <p class="d-flex gap-2">
                <a class="btn btn-primary" href="${proevIgen}">${t('login.fejl.proevIgen')}</a>
                <a class="btn btn-outline-secondary" href="/app">${t('login.fejl.forsiden')}</a>
              </p>
            </div>
          </div>
        </main>
      </body>
    </html>`;
}
