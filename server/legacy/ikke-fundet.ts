import { html } from 'hono/html';
import { t } from '../../engine/alle-tekster';

/** The page for an address the server does not have, worded as the web app's own (web/src/shared/layout/ikke-fundet.tsx), back to `forside`. */
export const ikkeFundet = (forside = '/app') =>
  html`<h1>${t('web.ikkeFundet.titel')}</h1>
    <p>${t('web.ikkeFundet.tekst')}</p>
    <a href="${forside}">${t('web.ikkeFundet.tilForsiden')}</a>`;
