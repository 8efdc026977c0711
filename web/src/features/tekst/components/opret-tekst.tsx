import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import opretUi from '@schemas/tekst-opret.ui.json';
import { t } from '@engine/tekster';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { Tekst } from '../api/gem-tekst';
import { useTekster } from '../api/hent-tekster';
import { TekstFormular } from './tekst-formular';
import { TilbageTilListe } from './tilbage-til-liste';

// A new text starts as the form fills it (the schema's default type), so an untouched page is not "changed".
const ny = {
  type: String((schemaMedId('tekst').properties?.['type'] as { default?: unknown } | undefined)?.default ?? '') as Tekst['type'],
};

/** /app/admin/tekst/opret: a new text, then on to its edit page; never one that replaces a text there is. */
export function OpretTekst() {
  const navigate = useNavigate();
  const { data } = useTekster();
  const kendteNoegler = useMemo(() => new Set(Object.keys(data ?? {})), [data]);
  return (
    <section>
      <TilbageTilListe />
      <h1>{t('web.tekst.opret.titel')}</h1>
      <TekstFormular
        uiSchema={opretUi}
        start={ny}
        kendteNoegler={kendteNoegler}
        onGemt={({ key }) => void navigate(`/app/admin/tekst/${encodeURIComponent(key)}`, { state: { gemt: true } })}
      />
    </section>
  );
}
