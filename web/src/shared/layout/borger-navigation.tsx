import { t } from '@engine/tekster';
import { useLoginStatus } from '../api/login-status';
import { SessionAdvarsel } from '../session/session-advarsel';

/**
 * The navbar's right side in the employee's and the company's areas: who is logged in, and
 * 'Log ud', a plain form post so the server ends the session and sends the browser on; the tab's
 * session storage is cleared with it. Bootstrap's classes on plain elements, as the bar around it is
 * (layout.tsx). The warning before the session ends goes with it, as long as someone is logged in.
 */
export function BorgerNavigation() {
  const { data } = useLoginStatus();
  if (!data?.type) return null;
  return (
    <div className="d-flex align-items-center gap-3 ms-auto">
      <span className="navbar-text text-white">{data.navn}</span>
      {/* What the tab kept for the person (a wizard's draft) goes with the login. */}
      <form method="post" action="/log-ud" onSubmit={() => sessionStorage.clear()}>
        <button type="submit" className="btn btn-outline-light btn-sm">
          {t('web.logUd')}
        </button>
      </form>
      <SessionAdvarsel kontekst={data.type} session={data.session} />
    </div>
  );
}
