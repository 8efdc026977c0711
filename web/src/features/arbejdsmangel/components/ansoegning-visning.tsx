import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';
import { GRUNDSTI } from '@engine/app-ruter';
import { formatDato, formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import { useMinAnsoegning, type VirksomhedensAnsoegning } from '../api/hent-min-ansoegning';
import { statusFarve } from '../utils/status';
import { feltTitel, valgTitel } from '../utils/vaerdier';

/**
 * /app/virksomhed/arbejdsmangel/ansoegning/{id}: one of the company's own applications, read-only:
 * its status, what it sent, and what the secretariat decided and when (the server answers only the
 * company's own).
 */
export function AnsoegningVisning() {
  const { id = '' } = useParams();
  const { data, fejl, indlaeser } = useMinAnsoegning(id);
  return (
    <section>
      <Link to={GRUNDSTI.virksomhed} className="d-inline-block mb-3">
        {t('arbejdsmangelWeb.tilForsiden')}
      </Link>
      <h1>{t('arbejdsmangelWeb.visning.titel')}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && <Visning ansoegning={data} />}
    </section>
  );
}

function Visning({ ansoegning: a }: { ansoegning: VirksomhedensAnsoegning }) {
  return (
    <>
      <p className="lead d-flex flex-wrap align-items-center gap-2">
        {t('arbejdsmangelWeb.kvittering.nummer', { id: a.id })}{' '}
        <span className={`badge bg-${statusFarve(a.status)}`}>{t('arbejdsmangelWeb.visning.status', { status: a.statusLabel })}</span>
      </p>
      <Kort titel={t('arbejdsmangelWeb.visning.oplysninger')}>
        <dl className="row mb-0">
          <Raekke navn={t('arbejdsmangelWeb.visning.indsendt')} vaerdi={formatDato(a.oprettelsesTidspunkt)} />
          <Raekke
            navn={feltTitel('omfang')}
            vaerdi={
              a.ansoegningsNavn
                ? t('arbejdsmangelWeb.visning.enhed', { omfang: valgTitel('omfang', a.omfang), navn: a.ansoegningsNavn })
                : valgTitel('omfang', a.omfang)
            }
          />
          <Raekke
            navn={feltTitel('periode')}
            vaerdi={t('arbejdsmangelWeb.mine.fraTil', { fra: formatDato(a.periode.fra), til: formatDato(a.periode.til) })}
          />
          <Raekke navn={feltTitel('enighed')} vaerdi={valgTitel('enighed', a.enighed)} />
        </dl>
      </Kort>
      <Kort titel={t('arbejdsmangelWeb.visning.medarbejdere')}>
        <dl className="row mb-0">
          {a.medarbejdere.map((m, i) => (
            <Raekke
              key={i}
              navn={m.navn}
              vaerdi={[
                ...m.kursusTimerPerUge.map((u) =>
                  t('arbejdsmangelWeb.kontrol.ugeTimer', { ugeNr: u.ugeNr, aar: u.aar, timer: formatTimer(u.timerPerUge) }),
                ),
                t('arbejdsmangelWeb.kontrol.iAltTimer', { timer: formatTimer(m.kursustimer) }),
              ].join(t('arbejdsmangelWeb.kontrol.adskiller'))}
            />
          ))}
        </dl>
      </Kort>
      <Kort titel={t('arbejdsmangelWeb.visning.historik')}>
        <p className="text-body-secondary">{t('arbejdsmangelWeb.visning.historikIntro')}</p>
        <ol className="list-unstyled mb-0">
          {a.historik.map((p, i) => (
            <li key={i} className="mb-2">
              <time dateTime={p.tidspunkt} className="fw-semibold me-2">
                {formatDatoTid(p.tidspunkt)}
              </time>
              {p.statusLabels ? t('arbejdsmangelWeb.visning.statusSkift', p.statusLabels) : p.handling}
            </li>
          ))}
        </ol>
      </Kort>
    </>
  );
}

function Kort({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        {titel}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/** One row of a description list: the name above the value on a phone, beside it from sm up. */
function Raekke({ navn, vaerdi }: { navn: string; vaerdi: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 fw-normal text-body-secondary">{navn}</dt>
      <dd className="col-sm-8">{vaerdi}</dd>
    </>
  );
}
