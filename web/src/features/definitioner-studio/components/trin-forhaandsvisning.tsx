import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import { useForhaandsvisning } from '../api/forhaandsvisning';

type Json = Record<string, unknown>;

interface Props {
  udkastId: string;
  /** The step's schema ($id) and layout as the draft has them. */
  schemaId: string;
  ui: Json | undefined;
}

// The steps editor saves each change at once: the preview is of the draft as saved, nothing laid over it.
const INGEN_UGEMTE: Readonly<Record<string, unknown>> = {};

/**
 * A step's form as the wizard draws it (the shared SchemaForm, the layout's options), with the schema
 * and validator the server makes from the draft, as the form editor's preview has them: its messages
 * show as one types, the schema's own or the portal's Danish ones. 'Prøv trinnet' checks it all, as Fortsæt does.
 */
export function TrinForhaandsvisning({ udkastId, schemaId, ui }: Props) {
  const { skema, fejl, opdateres } = useForhaandsvisning(udkastId, schemaId, INGEN_UGEMTE);
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...ui, 'ui:submitButtonOptions': { submitText: t('studioTrin.forhaandsvisning.proev') } }),
    [ui],
  );
  const [data, setData] = useState<object>({});
  const [gyldig, setGyldig] = useState(false);
  return (
    <>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      <p role="status" className="small text-body-secondary">
        {opdateres && t('studioTrin.forhaandsvisning.opdateres')}
      </p>
      {skema !== undefined && (
        <SchemaForm
          schemaId={schemaId}
          skema={skema}
          uiSchema={uiSchema}
          formData={data}
          visFejl
          onChange={(ny) => {
            setData(ny);
            setGyldig(false);
          }}
          onSubmit={() => setGyldig(true)}
          onAfvist={() => setGyldig(false)}
        />
      )}
      <div role="status" className="mt-2">
        {gyldig && <p className="text-success mb-0">{t('studioTrin.forhaandsvisning.gyldig')}</p>}
      </div>
    </>
  );
}
