import { useState } from 'react';
import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { Sektion } from '../../../shared/layout/sektion';
import type { WebhookAbonnement } from '../api/hent-abonnementer';
import { sletAbonnement } from '../api/slet-abonnement';
import { haendelseTitel } from '../utils/haendelser';
import { Leveringer } from './leveringer';

interface AbonnementKortProps {
  abonnement: WebhookAbonnement;
  /** Changes when the page reloads, so the deliveries are fetched anew. */
  opdateret: unknown;
  onSlettet: () => void;
}

/** One subscription: its address and events, its deliveries by status, its latest deliveries, and deleting it (asked first). */
export function AbonnementKort({ abonnement: a, opdateret, onSlettet }: AbonnementKortProps) {
  const [spoerg, setSpoerg] = useState(false);
  const [fejl, setFejl] = useState<unknown>();

  async function slet() {
    setFejl(undefined);
    try {
      await sletAbonnement(a.id);
      onSlettet();
    } catch (e) {
      setFejl(e);
      setSpoerg(false);
    }
  }

  return (
    <Sektion
      titel={t('webhooksWeb.abonnement', { url: a.url })}
      handling={
        !spoerg && (
          <button type="button" className="btn btn-danger btn-sm" onClick={() => setSpoerg(true)}>
            {t('webhooksWeb.slet')}
          </button>
        )
      }
    >
      {spoerg && (
        <Besked variant="warning" role="status">
          <p>{t('webhooksWeb.sletBekraeft', { url: a.url })}</p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-danger btn-sm" onClick={() => void slet()}>
              {t('webhooksWeb.sletJa')}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" autoFocus onClick={() => setSpoerg(false)}>
              {t('webhooksWeb.annuller')}
            </button>
          </div>
        </Besked>
      )}
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl, t('webhooksWeb.fejl.slet'))}</Besked>}
      <p className="text-body-secondary small">
        {t('webhooksWeb.oprettetAf', { tidspunkt: formatDatoTid(a.oprettet), navn: a.oprettetAf })}
      </p>
      <h3 className="h6">{t('webhooksWeb.haendelser')}</h3>
      <ul>
        {a.haendelser.map((h) => (
          <li key={h}>
            {haendelseTitel(h)} (<code>{h}</code>)
          </li>
        ))}
      </ul>
      <p className="d-flex flex-wrap gap-2">
        <span className="badge text-bg-success">{t('webhooksWeb.antal.leveret', { antal: a.leveringer.leveret })}</span>
        <span className="badge text-bg-warning">{t('webhooksWeb.antal.afventer', { antal: a.leveringer.afventer })}</span>
        <span className="badge text-bg-danger">{t('webhooksWeb.antal.opgivet', { antal: a.leveringer.opgivet })}</span>
      </p>
      <Leveringer abonnement={a} opdateret={opdateret} />
    </Sektion>
  );
}
