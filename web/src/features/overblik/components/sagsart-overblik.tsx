import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import type { Sagsart } from '../api/hent-overblik';
import { formatDage, formatMaaned, formatTal } from '../utils/format';
import { farve } from './farver';
import { Figur } from './figur';
import { Soejlediagram } from './soejlediagram';
import { TalTabel } from './tal-tabel';

// Where each case kind's read-only page is: the roles that may see the overview may open it.
const sagsside = {
  anmodning: (id: number) => ({ til: `/app/admin/forudbetaling/anmodning/${id}`, navn: t('overblikWeb.link.anmodning', { id }) }),
  arbejdsmangel: (id: number) => ({ til: `/app/admin/arbejdsmangel/ansoegning/${id}`, navn: t('overblikWeb.link.arbejdsmangel', { id }) }),
} satisfies Record<Sagsart['sagstype'], unknown>;

/** One case kind's figures: its cases per status, per month, the time to a final status and the oldest waiting. */
export function SagsartOverblik({ sagsart }: { sagsart: Sagsart }) {
  const { titel, statusser, perMaaned, behandlingstid, aeldsteVentende, sagstype } = sagsart;
  const statusTitel = `${t('overblikWeb.statusser.titel')}: ${titel}`;
  const maanedTitel = `${t('overblikWeb.maaneder.titel')}: ${titel}`;
  const oprettet = t('overblikWeb.maaneder.oprettet');
  const afsluttet = t('overblikWeb.maaneder.afsluttet');
  return (
    <Sektion titel={titel}>
      <Row className="g-4">
        <Col lg={6}>
          <Figur
            titel={statusTitel}
            diagram={
              <Soejlediagram
                data={statusser}
                x="label"
                serier={[{ noegle: 'antal', navn: t('overblikWeb.statusser.kolonne'), farve: farve(0) }]}
                akseX={t('overblikWeb.statusser.akseX')}
                akseY={t('overblikWeb.statusser.akseY')}
                formatY={formatTal}
              />
            }
            tabel={
              <TalTabel
                titel={statusTitel}
                raekke={t('overblikWeb.tabel.status')}
                kolonner={[t('overblikWeb.statusser.kolonne')]}
                raekker={statusser.map((s) => ({ navn: s.label, tal: [formatTal(s.antal)] }))}
              />
            }
          />
        </Col>
        <Col lg={6}>
          <Figur
            titel={maanedTitel}
            diagram={
              <Soejlediagram
                data={perMaaned}
                x="maaned"
                serier={[
                  { noegle: 'oprettet', navn: oprettet, farve: farve(0) },
                  { noegle: 'afsluttet', navn: afsluttet, farve: farve(1) },
                ]}
                akseX={t('overblikWeb.maaneder.akseX')}
                akseY={t('overblikWeb.maaneder.akseY')}
                formatX={formatMaaned}
                formatY={formatTal}
              />
            }
            tabel={
              <TalTabel
                titel={maanedTitel}
                raekke={t('overblikWeb.tabel.maaned')}
                kolonner={[oprettet, afsluttet]}
                raekker={perMaaned.map((m) => ({ navn: formatMaaned(m.maaned), tal: [formatTal(m.oprettet), formatTal(m.afsluttet)] }))}
              />
            }
          />
        </Col>
        <Col lg={6}>
          <h3 className="h6">{t('overblikWeb.tid.titel')}</h3>
          {behandlingstid.medianDage === null || behandlingstid.p90Dage === null ? (
            <p>{t('overblikWeb.tid.ingen')}</p>
          ) : (
            <>
              <p className="small text-body-secondary">{t('overblikWeb.tid.forklaring', { antal: behandlingstid.antal })}</p>
              <dl className="row mb-0">
                <dt className="col-sm-6">{t('overblikWeb.tid.median')}</dt>
                <dd className="col-sm-6">{t('overblikWeb.tid.dage', { dage: formatDage(behandlingstid.medianDage) })}</dd>
                <dt className="col-sm-6">{t('overblikWeb.tid.p90')}</dt>
                <dd className="col-sm-6">{t('overblikWeb.tid.dage', { dage: formatDage(behandlingstid.p90Dage) })}</dd>
              </dl>
            </>
          )}
        </Col>
        <Col lg={6}>
          <h3 className="h6">{t('overblikWeb.aeldste.titel')}</h3>
          {aeldsteVentende.length === 0 ? (
            <p>{t('overblikWeb.aeldste.ingen')}</p>
          ) : (
            <Table size="sm">
              <caption className="visually-hidden">{`${t('overblikWeb.aeldste.titel')}: ${titel}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overblikWeb.aeldste.sag')}</th>
                  <th scope="col">{t('overblikWeb.aeldste.status')}</th>
                  <th scope="col">{t('overblikWeb.aeldste.oprettet')}</th>
                </tr>
              </thead>
              <tbody>
                {aeldsteVentende.map((sag) => {
                  const side = sagsside[sagstype](sag.id);
                  return (
                    <tr key={sag.id}>
                      <th scope="row" className="fw-normal">
                        <Link to={side.til}>{side.navn}</Link>
                      </th>
                      <td>{sag.label}</td>
                      <td>{formatDato(sag.oprettet)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </Col>
      </Row>
    </Sektion>
  );
}
