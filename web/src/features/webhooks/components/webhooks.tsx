import { useState } from 'react';
import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { useAbonnementer } from '../api/hent-abonnementer';
import { AbonnementFormular } from './abonnement-formular';
import { AbonnementKort } from './abonnement-kort';

/** /app/admin/webhooks: the other systems' subscriptions, a new one, and each one's latest deliveries and failures. */
export function Webhooks() {
  const { data, fejl, indlaeser, genindlaes } = useAbonnementer();
  // Changes at every reload, so each subscription's deliveries are fetched anew with it.
  const [opdateret, setOpdateret] = useState(0);
  // Said where the deleted card stood, as the focus on its button went with it.
  const [slettet, setSlettet] = useState(false);
  const opdater = () => {
    setOpdateret((n) => n + 1);
    genindlaes();
  };
  return (
    <section>
      <h1 className="mb-3">{t('webhooksWeb.titel')}</h1>
      <p className="lead">{t('webhooksWeb.intro')}</p>
      <Sektion titel={t('webhooksWeb.nyt')}>
        <AbonnementFormular
          onOprettet={() => {
            setSlettet(false);
            opdater();
          }}
        />
      </Sektion>
      <h2 className="h4 mt-4 d-flex justify-content-between align-items-center">
        {t('webhooksWeb.abonnementer')}
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={opdater}>
          {t('webhooksWeb.opdater')}
        </button>
      </h2>
      {slettet && (
        <Besked variant="success" role="status">
          {t('webhooksWeb.slettet')}
        </Besked>
      )}
      <HentStatus fejl={fejl} indlaeser={indlaeser} />
      {data?.length === 0 && <p>{t('webhooksWeb.ingen')}</p>}
      {data?.map((a) => (
        <AbonnementKort
          key={a.id}
          abonnement={a}
          opdateret={opdateret}
          onSlettet={() => {
            setSlettet(true);
            opdater();
          }}
        />
      ))}
    </section>
  );
}
