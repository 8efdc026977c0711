import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { useArbejdsgange, type Arbejdsgang } from '../api/hent-arbejdsgange';
import { useVersioner } from '../api/hent-versioner';
import { Tilstandsdiagram } from '../../../shared/diagram/tilstandsdiagram';
import { Versioner } from './versioner';

/** /app/admin/arbejdsgange: every workflow as a state diagram, with the cases in each state beside it. */
export function Arbejdsgange() {
  const { data, fejl, indlaeser } = useArbejdsgange();
  const versioner = useVersioner();
  return (
    <section>
      <h1 className="mb-3">{t('arbejdsgangeWeb.titel')}</h1>
      <p className="lead">{t('arbejdsgangeWeb.intro')}</p>
      <HentStatus fejl={fejl} indlaeser={indlaeser} />
      {data?.map((a) => (
        <Sektion key={a.id} titel={a.titel} className="mb-4">
          <p className="text-body-secondary small">{t('arbejdsgangeWeb.fil', { fil: a.fil })}</p>
          <Row className="g-4">
            <Col xl={8} className="overflow-auto">
              <Tilstandsdiagram arbejdsgang={a} />
            </Col>
            <Col xl={4}>
              <AntalSager arbejdsgang={a} />
              {versioner.data?.map(
                (v) =>
                  v.id === a.id && (
                    <div key={v.id}>
                      <h3 className="h6 mt-3">{t('arbejdsgangeWeb.versioner.overskrift')}</h3>
                      <p className="small text-body-secondary">{t('arbejdsgangeWeb.versioner.forklaring')}</p>
                      <Versioner titel={a.titel} versioner={v.versioner} />
                    </div>
                  ),
              )}
            </Col>
          </Row>
        </Sektion>
      ))}
    </section>
  );
}

function AntalSager({ arbejdsgang: { antal, diagram, titel } }: { arbejdsgang: Arbejdsgang }) {
  if (antal === null) return <Alert variant="light">{t('arbejdsgangeWeb.ingenSager')}</Alert>;
  const ialt = Object.values(antal).reduce((sum, n) => sum + n, 0);
  return (
    <Table size="sm" aria-label={t('arbejdsgangeWeb.tabel', { titel })}>
      <thead>
        <tr>
          <th scope="col">{t('arbejdsgangeWeb.kolonne.tilstand')}</th>
          <th scope="col" className="text-end">
            {t('arbejdsgangeWeb.kolonne.antal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {diagram.tilstande.map((s) => (
          <tr key={s.id}>
            <th scope="row" className="fw-normal">
              {s.label}
              {s.start && (
                <Badge bg="primary" className="ms-2">
                  {t('arbejdsgangeWeb.start')}
                </Badge>
              )}
              {s.slut && (
                <Badge bg="dark" className="ms-2">
                  {t('arbejdsgangeWeb.slut')}
                </Badge>
              )}
            </th>
            <td className="text-end">{antal[s.id] ?? 0}</td>
          </tr>
        ))}
        {Object.entries(antal)
          .filter(([status]) => !diagram.tilstande.some((s) => s.id === status))
          .map(([status, n]) => (
            <tr key={status} className="table-warning">
              <th scope="row" className="fw-normal">
                {t('arbejdsgangeWeb.ukendt', { status })}
              </th>
              <td className="text-end">{n}</td>
            </tr>
          ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('arbejdsgangeWeb.ialt')}</th>
          <td className="text-end fw-semibold">{ialt}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
