import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import { useAnmodning } from '../api/hent-anmodning';
import { AnmodningIndlaesning } from './anmodning-indlaesning';
import { Behandling } from './behandling';
import { MuligeDubletter } from './mulige-dubletter';

/**
 * /app/admin/forudbetaling/behandling/anmodning/{id}: the handling page while the request can be
 * handled; once it cannot (handled here, elsewhere or meanwhile), the read-only view with
 * 'Anmodning er allerede behandlet' (SPEC §8).
 */
export function BehandlingSide() {
  const { id = '' } = useParams();
  const { data, fejl, genindlaes } = useAnmodning(id);
  const [konflikt, setKonflikt] = useState<string>();

  if (data && data.tilladteHandlinger.length === 0) {
    return <Navigate to={`/app/admin/forudbetaling/anmodning/${data.id}`} replace state={{ alleredeBehandlet: true }} />;
  }
  return (
    <section>
      <Link to="/app/admin/forudbetaling/behandling" className="d-inline-block mb-3">
        {t('forudbetalingAdminWeb.tilbage.behandling')}
      </Link>
      <h1 className="mb-4">{t('forudbetalingAdminWeb.behandling.titel', { id })}</h1>
      {konflikt && (
        <Alert variant="warning" dismissible closeLabel={t('layout.lukBesked')} onClose={() => setKonflikt(undefined)}>
          {konflikt}
        </Alert>
      )}
      {data && <MuligeDubletter dubletter={data.sammeFaktura} art="faktura" />}
      {data && <MuligeDubletter dubletter={data.muligeDubletter} />}
      {data ? (
        // A new version (reloaded after a conflict) starts the form afresh from what is stored.
        <Behandling
          key={data.version}
          start={data}
          onKonflikt={(besked) => {
            setKonflikt(besked);
            genindlaes();
          }}
        />
      ) : (
        <AnmodningIndlaesning fejl={fejl} />
      )}
    </section>
  );
}
