import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation, useParams } from 'react-router-dom';
import redigerUi from '@schemas/tekst-rediger.ui.json';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { useTekster } from '../api/hent-tekster';
import { TekstFormular } from './tekst-formular';
import { TekstHistorikSektion } from './tekst-historik';
import { TilbageTilListe } from './tilbage-til-liste';

/** /app/admin/tekst/{noegle}: one text from the list, its key read-only. */
export function RedigerTekst() {
  const { noegle = '' } = useParams();
  const state: unknown = useLocation().state;
  const { data, fejl, indlaeser, genindlaes } = useTekster();
  // Rises with each save or restore: the history is read anew, and after a restore the form too.
  const [runde, setRunde] = useState(0);
  const [gendannet, setGendannet] = useState(0);
  const [besked, setBesked] = useState<string>();
  const fundet = data && Object.hasOwn(data, noegle) ? data[noegle] : undefined;

  return (
    <section>
      <TilbageTilListe />
      <h1>{t('web.tekst.rediger.titel')}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && !fundet && <Alert variant="warning">{t('web.tekst.ikkeFundet')}</Alert>}
      <div aria-live="polite">
        {besked !== undefined && (
          <Alert variant="success" role="status">
            {besked}
          </Alert>
        )}
      </div>
      {fundet && (
        <TekstFormular
          key={`${noegle}:${gendannet}:${fundet.indhold}`}
          uiSchema={redigerUi}
          start={{ key: noegle, ...fundet }}
          gemtFoer={erGemtState(state)}
          onGemt={() => {
            setBesked(undefined);
            setRunde((r) => r + 1);
          }}
        />
      )}
      {/* Kept while the texts are read anew after a restore; not for a key that names no text. */}
      {!(data && !fundet) && (
        <TekstHistorikSektion
          noegle={noegle}
          runde={runde}
          onGendannet={(ny) => {
            setBesked(ny);
            setRunde((r) => r + 1);
            setGendannet((g) => g + 1);
            genindlaes();
          }}
        />
      )}
    </section>
  );
}

/** Set by the create page when it navigates here. */
function erGemtState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { gemt?: unknown }).gemt === true;
}
