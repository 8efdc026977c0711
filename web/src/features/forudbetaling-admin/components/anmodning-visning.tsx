import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useLocation, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import { AdminLink } from '../../../shared/admin-konto/admin-link';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { useAnmodning } from '../api/hent-anmodning';
import { AnmodningIndlaesning } from './anmodning-indlaesning';
import { AnmodningOplysninger } from './anmodning-oplysninger';
import { AnsoegerOplysninger } from './ansoeger-oplysninger';
import { Betingelser } from './betingelser';
import { DeltagelseTabel } from './deltagelse-tabel';
import { Dokumentation } from './dokumentation';
import { FakturaOplysninger } from './faktura-oplysninger';
import { Historik } from './historik';
import { OevrigeOplysninger } from './oevrige-oplysninger';

/**
 * /app/admin/forudbetaling/anmodning/{id}: a request read-only, with its history, journal and sent
 * e-mails; the way to the handling page while the request can still be handled, for the roles that handle.
 */
export function AnmodningVisning() {
  const { id = '' } = useParams();
  const { data, fejl } = useAnmodning(id);
  const alleredeBehandlet = erAlleredeBehandletState(useLocation().state);

  return (
    <section>
      <Link to="/app/admin/forudbetaling/anmodning" className="d-inline-block mb-3">
        {t('forudbetalingAdminWeb.tilbage.alle')}
      </Link>
      {alleredeBehandlet && <Alert variant="warning">{t('forudbetaling.alleredeBehandlet')}</Alert>}
      <SideHoved titel={t('forudbetalingAdminWeb.visning.titel', { id })} className="mb-4">
        {data && data.tilladteHandlinger.length > 0 && (
          <AdminLink className="btn btn-primary" to={`/app/admin/forudbetaling/behandling/anmodning/${data.id}`}>
            {t('forudbetalingAdminWeb.visning.behandl')}
          </AdminLink>
        )}
      </SideHoved>
      {!data && <AnmodningIndlaesning fejl={fejl} />}
      {data && (
        <>
          <Row>
            <Col lg={5}>
              <AnmodningOplysninger detalje={data} />
              <AnsoegerOplysninger detalje={data} />
              <FakturaOplysninger faktura={data.faktura} />
              <OevrigeOplysninger oplysninger={data.oevrigeOplysninger} />
            </Col>
            <Col lg={7}>
              <Dokumentation anmodningId={data.id} dokument={data.faktura.dokument} />
            </Col>
          </Row>
          <DeltagelseTabel detalje={data} />
          <Betingelser betingelser={data.betingelser} />
          <Historik detalje={data} />
        </>
      )}
    </section>
  );
}

/** Set by the handling page when it sends the admin here because the request is no longer Oprettet. */
export function erAlleredeBehandletState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { alleredeBehandlet?: unknown }).alleredeBehandlet === true;
}
