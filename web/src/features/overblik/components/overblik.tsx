import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { useOverblik } from '../api/hent-overblik';
import { FondOverblik } from './fond-overblik';
import { SagsartOverblik } from './sagsart-overblik';

/**
 * /app/admin/overblik: the figures the secretariat and the analysts decide from, one answer of
 * GET /api/Overblik. Loaded on its own (admin-area.tsx), so the charting library stays out of every other page.
 */
export function Overblik() {
  const { data, fejl, indlaeser } = useOverblik();
  return (
    <section>
      <h1 className="mb-3">{t('overblikWeb.titel')}</h1>
      <p className="lead">{t('overblikWeb.intro')}</p>
      <HentStatus fejl={fejl} indlaeser={indlaeser} />
      {data && (
        <>
          {data.sagsarter.map((s) => (
            <SagsartOverblik key={s.sagstype} sagsart={s} />
          ))}
          <FondOverblik maaneder={data.maaneder} forudbetalingPerFond={data.forudbetalingPerFond} />
        </>
      )}
    </section>
  );
}
