import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { t } from '@engine/tekster';
import { useMaa } from '../../../shared/admin-konto/admin-konto';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Sektion } from '../../../shared/layout/sektion';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { visCpr } from '../api/vis-cpr';
import { Oplysninger } from './oplysninger';

/** The applicant section: name, and the CPR number masked until a case handler reveals it (the reveal is logged). */
export function AnsoegerOplysninger({ detalje }: { detalje: Pick<AnmodningDetalje, 'id' | 'personNavn' | 'personCpr'> }) {
  const [cpr, setCpr] = useState<string>();
  const [henter, setHenter] = useState(false);
  const [fejl, setFejl] = useState<string>();
  // The reveal is a case handler's (POST VisCpr is sagsbehandling); one who only reads sees the number masked.
  const maaVise = useMaa('sagsbehandling');

  async function vis() {
    setHenter(true);
    setFejl(undefined);
    try {
      setCpr(await visCpr(detalje.id));
    } catch (e) {
      setFejl(fejlTekst(e, t('web.fejl.gem')));
    } finally {
      setHenter(false);
    }
  }

  const cprVaerdi = (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="font-monospace">{cpr ?? detalje.personCpr}</span>
      {cpr === undefined && maaVise && (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={henter}
          onClick={() => void vis()}
          title={t('forudbetalingAdminWeb.ansoeger.visCprNote')}
        >
          {henter && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t('forudbetalingAdminWeb.ansoeger.visCpr')}
        </Button>
      )}
      {fejl && <span className="text-danger small">{fejl}</span>}
    </div>
  );

  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.ansoeger')}>
      <Oplysninger
        raekker={[
          [t('forudbetalingAdminWeb.ansoeger.navn'), detalje.personNavn],
          [t('forudbetalingAdminWeb.ansoeger.cpr'), cprVaerdi],
        ]}
      />
    </Sektion>
  );
}
