import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router-dom';
import { formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { TekstIndhold } from '../../../shared/layout/tekst-indhold';
import { useAnmodning, type Anmodning } from '../api/hent-anmodning';
import { BetalingVisning, Raekke } from './betaling-visning';
import { DeltagelserTabel } from './deltagelser-tabel';
import { FakturaDokument } from './faktura-dokument';
import { StatusBadge } from './status-badge';
import { Besked } from '../../../shared/layout/besked';

/** 'Min side' on the legacy site (SPEC §2.1). */
const MIN_SIDE = '/api/MinSideRedirect.aspx';

/** /app/forudbetaling/anmodning/{id}: a submitted request, read-only (SPEC §2.3). */
export default function AnmodningVisning() {
  const { id = '' } = useParams();
  const { data, fejl, indlaeser } = useAnmodning(id);
  return (
    <section>
      <Link to="/app" className="d-inline-block mb-3">
        {t('web.tilbage')}
      </Link>
      <h1>{t('forudbetalingWeb.visning.titel')}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && <Visning anmodning={data} />}
      <a href={MIN_SIDE} className="btn btn-outline-primary mt-2">
        {t('forudbetalingWeb.visning.minSide')}
      </a>
    </section>
  );
}

function Visning({ anmodning }: { anmodning: Anmodning }) {
  const { faktura } = anmodning;
  return (
    <>
      <p className="lead d-flex flex-wrap align-items-center gap-2">
        {t('forudbetalingWeb.visning.anmodningNr', { id: anmodning.id })}{' '}
        <StatusBadge status={anmodning.status} label={anmodning.statusLabel} />
      </p>
      {anmodning.begrundelse && (
        <Besked variant="danger">
          <h2 className="alert-heading h5">{t('forudbetalingWeb.visning.afvist')}</h2>
          {/* pre-line: the reason keeps the line breaks the secretariat wrote. */}
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {t('forudbetalingWeb.visning.begrundelse', { begrundelse: anmodning.begrundelse })}
          </p>
        </Besked>
      )}
      <Row className="g-4 mb-4">
        <Col lg={6}>
          <Card className="h-100">
            <Card.Header as="h2" className="h5">
              {t('forudbetalingWeb.visning.fakturaTitel')}
            </Card.Header>
            <Card.Body>
              <dl className="row mb-0">
                <Raekke navn={t('forudbetalingWeb.visning.anmodningsdato')} vaerdi={formatDato(anmodning.created)} />
                <Raekke navn={t('forudbetalingWeb.visning.fakturanummer')} vaerdi={faktura.fakturaNummer} />
                <Raekke navn={t('forudbetalingWeb.visning.cvr')} vaerdi={faktura.cvr} />
                {faktura.leverandoerNavn && <Raekke navn={t('forudbetalingWeb.visning.leverandoer')} vaerdi={faktura.leverandoerNavn} />}
                <BetalingVisning faktura={faktura} />
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="h-100">
            <Card.Header as="h2" className="h5">
              {t('forudbetalingWeb.visning.kurserTitel')}
            </Card.Header>
            <Card.Body>
              <DeltagelserTabel anmodning={anmodning} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {anmodning.oevrigeOplysninger.length > 0 && (
        <Card className="mb-4">
          <Card.Header as="h2" className="h5">
            {t('forudbetalingWeb.visning.oevrigeTitel')}
          </Card.Header>
          <Card.Body>
            <dl className="row mb-0">
              {anmodning.oevrigeOplysninger.map((o) => (
                <Raekke key={o.felt} navn={o.titel} vaerdi={o.vaerdi} />
              ))}
            </dl>
          </Card.Body>
        </Card>
      )}
      <Card className="mb-4">
        <Card.Header as="h2" className="h5">
          {t('forudbetalingWeb.visning.dokumentTitel')}
        </Card.Header>
        <Card.Body>
          <FakturaDokument dokument={faktura.dokument} />
        </Card.Body>
      </Card>
      <Card className="mb-4">
        <Card.Header as="h2" className="h5">
          {t('forudbetalingWeb.visning.betingelserTitel')}
        </Card.Header>
        <Card.Body>
          <TekstIndhold tekst={anmodning.betingelser} className="mb-0" />
        </Card.Body>
      </Card>
    </>
  );
}
