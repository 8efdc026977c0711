import { Link } from 'react-router-dom';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { useMineAnmodninger } from '../api/mine-anmodninger';
import { StatusBadge } from './status-badge';
import { Tabel } from '../../../shared/layout/tabel';

/** The logged-in employee's own prepayment requests, newest first, each leading to its read-only view. */
export function MineAnmodninger() {
  const { data, fejl, indlaeser } = useMineAnmodninger();
  return (
    <section aria-labelledby="mine-anmodninger">
      <h2 id="mine-anmodninger" className="h4 mb-3">
        {t('forudbetalingWeb.mine.titel')}
      </h2>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.length === 0 && <p className="text-body-secondary">{t('forudbetalingWeb.mine.ingen')}</p>}
      {data && data.length > 0 && (
        <Tabel hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('forudbetalingWeb.mine.dato')}</th>
              <th scope="col">{t('forudbetalingWeb.mine.kurser')}</th>
              <th scope="col" className="text-end">
                {t('forudbetalingWeb.mine.beloeb')}
              </th>
              <th scope="col">{t('forudbetalingWeb.mine.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((anmodning) => {
              const dato = formatDato(anmodning.created);
              return (
                <tr key={anmodning.id}>
                  <td className="text-nowrap">
                    <Link to={`/app/forudbetaling/anmodning/${anmodning.id}`} aria-label={t('forudbetalingWeb.mine.vis', { dato })}>
                      {dato}
                    </Link>
                  </td>
                  <td>{anmodning.kurser.join(', ')}</td>
                  <td className="text-end text-nowrap">{formatKroner(anmodning.beloebIalt)}</td>
                  <td>
                    <StatusBadge status={anmodning.status} label={anmodning.statusLabel} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Tabel>
      )}
    </section>
  );
}
