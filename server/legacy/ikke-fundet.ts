import { html } from 'hono/html';
import { t } from '../../engine/alle-tekster';

/** The page for an address the server does not have, worded as the web app's own (web/src/shared/layout/ikke-fundet.tsx). */
export const ikkeFundet = () =>
  html`<h1>${t('web.ikkeFundet.titel')}</h1>
    <p>${t('web.ikkeFundet.tekst')}</p>
    <a href="/app">${t('web.ikkeFundet.tilForsiden')}</a>`;
