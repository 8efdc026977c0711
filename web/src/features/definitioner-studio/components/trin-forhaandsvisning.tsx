import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Suspense, use, useMemo, useState } from 'react';
import { t } from '@engine/tekster';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { indlaes, navneI, registerFor } from '../../../shared/schema-form/register';
import { transformErrors } from '../../../shared/schema-form/transform-errors';
import { translateString } from '../../../shared/schema-form/translate-string';
import { bundletTrinSchema, trinValidator } from '../utils/trin-validator';

type Json = Record<string, unknown>;

interface Props {
  /** The step's schema and layout as the draft has them, and the draft's shared fields. */
  schema: Json;
  ui: Json | undefined;
  felter: unknown;
}

const validator = trinValidator();

/**
 * A step's form as the wizard draws it (the portal's templates and widgets, the layout's options, the
 * root's title left to the heading), on the draft's schema: its messages show as one types, the
 * schema's own or the portal's Danish ones. 'Prøv trinnet' checks it all, as Fortsæt does.
 */
export function TrinForhaandsvisning(props: Props) {
  return (
    <Suspense fallback={<Indlaeser />}>
      <Formular {...props} />
    </Suspense>
  );
}

function Formular({ schema, ui, felter }: Props) {
  const bundlet = useMemo(() => bundletTrinSchema(schema, felter) as RJSFSchema, [schema, felter]);
  const uiSchema = useMemo<UiSchema>(
    () => ({ 'ui:label': false, ...ui, 'ui:submitButtonOptions': { submitText: t('studioTrin.forhaandsvisning.proev') } }),
    [ui],
  );
  const navne = useMemo(() => navneI(uiSchema), [uiSchema]);
  const venter = indlaes(navne);
  if (venter) use(venter);
  const register = registerFor(navne);
  const [data, setData] = useState<unknown>({});
  const [gyldig, setGyldig] = useState(false);
  return (
    <>
      <Form
        schema={bundlet}
        uiSchema={uiSchema}
        validator={validator}
        widgets={register.widgets}
        fields={register.fields}
        templates={register.templates}
        formData={data}
        onChange={(e) => {
          setData(e.formData);
          setGyldig(false);
        }}
        onSubmit={() => setGyldig(true)}
        onError={() => setGyldig(false)}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        transformErrors={transformErrors}
        translateString={translateString}
      />
      <div role="status" className="mt-2">
        {gyldig && <p className="text-success mb-0">{t('studioTrin.forhaandsvisning.gyldig')}</p>}
      </div>
    </>
  );
}
