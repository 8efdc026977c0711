import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { t } from '@engine/tekster';
import { adminLogin } from '../../shared/api/client';
import { fejlTekst } from '../../shared/api/fejl-tekst';
import { LoginKort } from './login-kort';

/** The secretariat's login; on success the stored token makes the admin area show itself. */
export function LoginFormular() {
  const [brugernavn, setBrugernavn] = useState('');
  const [adgangskode, setAdgangskode] = useState('');
  const [sender, setSender] = useState(false);
  const [fejl, setFejl] = useState<string>();

  async function logInd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSender(true);
    setFejl(undefined);
    try {
      await adminLogin(brugernavn, adgangskode);
    } catch (e) {
      setFejl(fejlTekst(e, t('web.fejl.gem')));
      setSender(false);
    }
  }

  return (
    <LoginKort>
      {fejl && <Alert variant="danger">{fejl}</Alert>}
      <Form onSubmit={(event) => void logInd(event)}>
        <Form.Group className="mb-3" controlId="admin-brugernavn">
          <Form.Label>{t('web.admin.login.brugernavn')}</Form.Label>
          <Form.Control autoComplete="username" value={brugernavn} onChange={(e) => setBrugernavn(e.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="admin-adgangskode">
          <Form.Label>{t('web.admin.login.adgangskode')}</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={adgangskode}
            onChange={(e) => setAdgangskode(e.target.value)}
          />
        </Form.Group>
        <Button type="submit" disabled={sender}>
          {t('web.admin.login.logInd')}
        </Button>
      </Form>
    </LoginKort>
  );
}
