import type { UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { SchemaForm } from '../schema-form/schema-form';
import type { SkemaOgValidator } from '../schema-form/validator';
import type { Formular } from './formularer';

interface Props {
  formular: Formular;
  /** The form's uiSchema unless given (the studio's preview passes the edited one). */
  uiSchema?: UiSchema;
  /** The schema and validator to try instead of the precompiled ones (the studio's preview). */
  skema?: SkemaOgValidator;
  /** Said when the form is submitted and valid. */
  gyldigTekst: string;
  /** The buttons at the end of the form; a submit button among them checks it. */
  children: ReactNode;
}

/**
 * A form to try, as its page draws it: starts from the form's sample data and context, shows its
 * messages as one types, and says so when it is submitted valid. Nothing is sent. A caller that
 * starts it afresh gives it a new key.
 */
export function ProevFormular({ formular, uiSchema = formular.uiSchema, skema, gyldigTekst, children }: Props) {
  const [data, setData] = useState(formular.data);
  const [gyldig, setGyldig] = useState(false);
  return (
    <>
      <SchemaForm
        schemaId={formular.schemaId}
        skema={skema}
        uiSchema={uiSchema}
        formData={data as object}
        formContext={formular.kontekst}
        visFejl
        onChange={(ny) => {
          setData(ny);
          setGyldig(false);
        }}
        onSubmit={() => setGyldig(true)}
      >
        {children}
      </SchemaForm>
      <div role="status" className="mt-3">
        {gyldig && <Alert variant="success">{gyldigTekst}</Alert>}
      </div>
    </>
  );
}
