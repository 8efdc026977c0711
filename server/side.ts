import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { t } from '../engine/alle-tekster';
import { rensHtml } from './mail/rens-html';
import type { Tekster } from './tekst/tekster';
import { tema } from './definitioner/saet/indhold';

type Indhold = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface SideValg {
  /** Where the name in the header leads. */
  forside?: string;
  /** Shown in a frame of a portal page, which has the header and footer already: the content alone. */
  indrammet?: boolean;
}

/**
 * The frame of the server-rendered pages outside the SPA (login, legacy and /nyadmin pages, the API
 * reference), the same as the web app's (web/src/shared/layout): skip link, header with the fund's
 * name and logo, the page as main, footer with contact and the two statements; theme from /tema.css.
 * No inline code or style: the CSP forbids both. A page framed by a portal page (indrammet) is its
 * content alone, so the frame does not repeat the portal's header.
 */
export function createSide(tekster: Tekster) {
  const kontakt = async () => {
    const tekst = await tekster.hent('sidefod:kontakt');
    if (!tekst) return '';
    return tekst.type === 'html' ? raw(rensHtml(tekst.indhold)) : html`<p>${tekst.indhold}</p>`;
  };

  return function side(titel: string, indhold: Indhold, { forside = '/app', indrammet = false }: SideValg = {}) {
    if (indrammet) return ramme(titel, html`<main class="container-fluid py-3">${indhold}</main>`);
    return ramme(
      titel,
      html`<div class="d-flex flex-column min-vh-100">
        <a class="visually-hidden-focusable fond-spring" href="#indhold">${t('layout.springTilIndhold')}</a>
        <header class="navbar fond-hoved mb-4" data-bs-theme="dark">
          <div class="container">
            <a class="navbar-brand d-flex align-items-center gap-2" href="${forside}">
              <img class="fond-logo" src="/tema/logo" alt="" />${tema().navn}
            </a>
          </div>
        </header>
        <main id="indhold" tabindex="-1" class="container flex-grow-1 pb-5">${indhold}</main>
        <footer class="fond-sidefod py-4">
          <div class="container">
            <div class="row gy-3">
              <div class="col-md-8">
                <h2 class="h6">${t('layout.sidefod.kontakt')}</h2>
                ${kontakt()}
              </div>
              <nav class="col-md-4" aria-label="${t('layout.sidefod.omPortalen')}">
                <ul class="list-unstyled mb-0">
                  <li><a href="/app/privatlivspolitik">${t('layout.privatlivspolitik')}</a></li>
                  <li><a href="/app/tilgaengelighed">${t('layout.tilgaengelighed')}</a></li>
                </ul>
              </nav>
            </div>
          </div>
        </footer>
      </div>`,
    );
  };

  function ramme(titel: string, krop: Indhold) {
    return html`<!doctype html>
      <html lang="da">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${t('layout.sidetitel', { side: titel, navn: tema().navn })}</title>
          <link rel="stylesheet" href="/static/bootstrap.min.css" />
          <link rel="stylesheet" href="/tema.css" />
        </head>
        <body>
          ${krop}
        </body>
      </html>`;
  }
}

export type Side = ReturnType<typeof createSide>;
