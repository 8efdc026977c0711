import Alert from 'react-bootstrap/Alert';
import { useLocation, useParams } from 'react-router-dom';
import redigerUi from '@schemas/tekst-rediger.ui.json';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { useTekster } from '../api/hent-tekster';
import { TekstFormular } from './tekst-formular';
import { TilbageTilListe } from './tilbage-til-liste';

/** /app/admin/tekst/{noegle}: one text from the list, its key read-only. */
export function RedigerTekst() {
  const { noegle = '' } = useParams();
  const state: unknown = useLocation().state;
  const { data, fejl, indlaeser } = useTekster();
  const fundet = data && Object.hasOwn(data, noegle) ? data[noegle] : undefined;

  return (
    <section>
      <TilbageTilListe />
      <h1>{t('web.tekst.rediger.titel')}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && !fundet && <Alert variant="warning">{t('web.tekst.ikkeFundet')}</Alert>}
      {fundet && <TekstFormular key={noegle} uiSchema={redigerUi} start={{ key: noegle, ...fundet }} gemtFoer={erGemtState(state)} />}
    </section>
  );
}

/** Set by the create page when it navigates here. */
function erGemtState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { gemt?: unknown }).gemt === true;
}
