import type { UiSchema } from '@rjsf/utils';
import Button from 'react-bootstrap/Button';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import type { Formular } from '../../../shared/formularer/formularer';
import { ProevFormular } from '../../../shared/formularer/proev-formular';
import { useForhaandsvisning } from '../api/forhaandsvisning';

interface Props {
  udkastId: string;
  formular: Formular;
  /** The files the editor has changed and not saved, laid over the draft. */
  ugemte: Readonly<Record<string, unknown>>;
  uiSchema: UiSchema;
}

/**
 * The form as its page draws it (the shared SchemaForm, the form's sample data and context), with
 * the schema and validator the server makes from the draft and the unsaved files: what the page
 * will check once it is published. Validates as one types; nothing is sent.
 */
export function FormularerForhaandsvisning({ udkastId, formular, ugemte, uiSchema }: Props) {
  const { skema, fejl, opdateres } = useForhaandsvisning(udkastId, formular.schemaId, ugemte);

  return (
    <div>
      <p className="small">{t('studioFormularer.forhaandsvisningTekst')}</p>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      <p role="status" className="small text-body-secondary">
        {opdateres && t('studioFormularer.forhaandsvisningIndlaeser')}
      </p>
      {skema !== undefined && (
        <ProevFormular formular={formular} uiSchema={uiSchema} skema={skema} gyldigTekst={t('studioFormularer.gyldig')}>
          <Button type="submit">{t('studioFormularer.kontroller')}</Button>
        </ProevFormular>
      )}
    </div>
  );
}
