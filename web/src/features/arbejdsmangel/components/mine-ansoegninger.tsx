import { Link } from 'react-router-dom';
import { formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import { useMineAnsoegninger, type MinAnsoegning } from '../api/mine-ansoegninger';
import { statusEtiket, statusFarve } from '../utils/status';
import { valgTitel } from '../utils/vaerdier';
import { Tabel } from '../../../shared/layout/tabel';

/** The company's own applications, newest first, each with its number (leading to it, read-only), period and status as the secretariat has set it. */
export function MineAnsoegninger() {
  const { data, fejl, indlaeser } = useMineAnsoegninger();
  return (
    <section aria-labelledby="mine-ansoegninger">
      <h2 id="mine-ansoegninger" className="h4 mb-3">
        {t('arbejdsmangelWeb.mine.titel')}
      </h2>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.length === 0 && <p className="text-body-secondary">{t('arbejdsmangelWeb.mine.ingen')}</p>}
      {data && data.length > 0 && (
        <Tabel hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('arbejdsmangelWeb.mine.nummer')}</th>
              <th scope="col">{t('arbejdsmangelWeb.mine.indsendt')}</th>
              <th scope="col">{t('arbejdsmangelWeb.mine.omfang')}</th>
              <th scope="col">{t('arbejdsmangelWeb.mine.periode')}</th>
              <th scope="col" className="text-end">
                {t('arbejdsmangelWeb.mine.medarbejdere')}
              </th>
              <th scope="col">{t('arbejdsmangelWeb.mine.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((a) => (
              <Raekke key={a.id} ansoegning={a} />
            ))}
          </tbody>
        </Tabel>
      )}
    </section>
  );
}

function Raekke({ ansoegning: a }: { ansoegning: MinAnsoegning }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/app/virksomhed/arbejdsmangel/ansoegning/${a.id}`} aria-label={t('arbejdsmangelWeb.mine.vis', { id: a.id })}>
          {a.id}
        </Link>
      </th>
      <td className="text-nowrap">{formatDato(a.oprettelsesTidspunkt)}</td>
      <td>
        {valgTitel('omfang', a.omfang)}
        {a.ansoegningsNavn && <div className="small text-body-secondary">{a.ansoegningsNavn}</div>}
      </td>
      <td className="text-nowrap">
        {t('arbejdsmangelWeb.mine.fraTil', { fra: formatDato(a.periode.fra), til: formatDato(a.periode.til) })}
      </td>
      <td className="text-end">
        {a.antalMedarbejdere}
        <div className="small text-body-secondary">{t('arbejdsmangelWeb.medarbejdere.timer', { timer: formatTimer(a.kursustimer) })}</div>
      </td>
      <td>
        <span className={`badge bg-${statusFarve(a.status)}`}>{a.statusLabel ?? statusEtiket(a.status)}</span>
        {a.senesteStatusSkift && (
          <div className="small text-body-secondary">{t('arbejdsmangelWeb.mine.aendret', { dato: formatDato(a.senesteStatusSkift) })}</div>
        )}
      </td>
    </tr>
  );
}
