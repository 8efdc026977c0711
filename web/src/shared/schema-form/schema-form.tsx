import { generateForm } from '@rjsf/react-bootstrap';
import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import type { FeltFejl } from '../../../../engine/ajv';
import { t } from '../../../../engine/tekster';
import { schemaMedId } from './schemas';
import { serverFejlSomErrorSchema } from './server-fejl';
import { transformErrors } from './transform-errors';
import { translateString } from './translate-string';
import { validator } from './validator';
import { widgets } from './widgets';

const Form = generateForm();

export interface SchemaFormProps<T> {
  /** The $id of the form's root schema in schemas/. */
  schemaId: string;
  /** Keep it the same object between renders (import the .ui.json at module level). */
  uiSchema?: UiSchema<T>;
  /** The data entered so far; it satisfies the schema only when submitted. */
  formData?: Partial<T>;
  onChange?: (formData: Partial<T>) => void;
  /** Called with schema-valid data only. */
  onSubmit: (formData: T) => void;
  /** Field errors from a problem+json answer; shown until the user changes the form. */
  serverFejl?: readonly FeltFejl[];
  disabled?: boolean;
  /** Replaces the default submit button, e.g. with several buttons. */
  children?: ReactNode;
}

/**
 * A form rendered from a JSON schema with the Bootstrap theme and the server's validation rules.
 * Messages stay hidden until the first submit attempt, then follow every change.
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { schemaId, uiSchema, formData, onChange, onSubmit, serverFejl, disabled, children } = props;
  const schema = schemaMedId(schemaId);
  const ui = useMemo(() => medStandarder(uiSchema), [uiSchema]);
  const [forsoegt, setForsoegt] = useState(false);
  const [rettetEfter, setRettetEfter] = useState<readonly FeltFejl[]>();
  const extraErrors = useMemo(
    () => (serverFejl?.length && serverFejl !== rettetEfter ? serverFejlSomErrorSchema<T>(serverFejl) : undefined),
    [serverFejl, rettetEfter],
  );

  return (
    <Form
      schema={schema}
      uiSchema={ui}
      validator={validator}
      widgets={widgets}
      formData={formData}
      onChange={(event) => {
        setRettetEfter(serverFejl);
        onChange?.(event.formData as Partial<T>);
      }}
      onSubmit={(event) => {
        setForsoegt(true);
        onSubmit(event.formData as T);
      }}
      onError={() => setForsoegt(true)}
      extraErrors={extraErrors}
      liveValidate={forsoegt ? 'onChange' : false}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      transformErrors={transformErrors}
      translateString={translateString}
      disabled={disabled}
    >
      {children}
    </Form>
  );
}

/**
 * Defaults for the root of every form: the page's heading names the form, so the root schema's
 * title and description (written for developers) are not shown; rjsf's submit label is English,
 * so a uiSchema without one gets 'Gem'. Both can be set in the uiSchema.
 */
function medStandarder<T>(uiSchema: UiSchema<T> | undefined): UiSchema<T> {
  const valg = uiSchema?.['ui:submitButtonOptions'];
  return {
    'ui:label': false,
    ...uiSchema,
    'ui:submitButtonOptions': { ...valg, submitText: valg?.submitText ?? t('web.skemaFormular.gem') },
  };
}
