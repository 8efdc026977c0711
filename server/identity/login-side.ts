import { html } from 'hono/html';
import { t } from '../../engine/alle-tekster';
import type { Side } from '../side';
import type { Bruger, LoginType } from './types';

interface LoginSideData {
  grupper: { type: LoginType; brugere: Bruger[] }[];
  loginHint: string;
  returnUrl: string;
  fejl?: string;
}

/**
 * The demo login page standing in for MitID, in the site's frame: one submit button per demo
 * identity, posting to /fonditlogin with the loginHint and returnUrl kept as hidden inputs.
 */
export function loginSide(side: Side, { grupper, loginHint, returnUrl, fejl }: LoginSideData) {
  return side(
    t('login.titel'),
    html`<div class="row justify-content-center">
      <div class="col-md-7 col-lg-5">
        <h1 class="h3 mb-3">${t('login.titel')}</h1>
        <p class="text-secondary">${t('login.demoForklaring')}</p>
        ${fejl ? html`<div class="alert alert-danger" role="alert">${fejl}</div>` : ''}
        <form method="post" action="/fonditlogin">
          <input type="hidden" name="loginHint" value="${loginHint}" />
          <input type="hidden" name="returnUrl" value="${returnUrl}" />
          ${grupper.map(
            (gruppe) =>
              html`<section class="card mb-3" aria-labelledby="gruppe-${gruppe.type}">
                <div class="card-body">
                  <h2 class="h5 card-title" id="gruppe-${gruppe.type}">
                    ${t(gruppe.type === 'virksomhed' ? 'login.virksomhed' : 'login.loenmodtager')}
                  </h2>
                  <p class="card-text small text-secondary">${t('login.vaelgBruger')}</p>
                  <div class="d-grid gap-2">
                    ${gruppe.brugere.map(
                      (b) =>
                        html`<button type="submit" class="btn btn-outline-primary text-start" name="bruger" value="${b.id}">
                          ${b.navn}
                        </button>`,
                    )}
                  </div>
                </div>
              </section>`,
          )}
        </form>
      </div>
    </div>`,
  );
}
