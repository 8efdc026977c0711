import Button from 'react-bootstrap/Button';
import Navbar from 'react-bootstrap/Navbar';
import { t } from '../../../../engine/tekster';
import { useLoginStatus } from '../api/login-status';

/**
 * The navbar's right side in the employee's and the company's areas: who is logged in, and
 * 'Log ud', a plain form post so the server ends the session and sends the browser on; the tab's
 * session storage is cleared with it.
 */
export function BorgerNavigation() {
  const { data } = useLoginStatus();
  if (!data?.type) return null;
  return (
    <div className="d-flex align-items-center gap-3 ms-auto">
      <Navbar.Text className="text-white">{data.navn}</Navbar.Text>
      {/* What the tab kept for the person (a wizard's draft) goes with the login. */}
      <form method="post" action="/log-ud" onSubmit={() => sessionStorage.clear()}>
        <Button type="submit" variant="outline-light" size="sm">
          {t('web.logUd')}
        </Button>
      </form>
    </div>
  );
}
