import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { t } from '@engine/tekster';
import type { Tilskud } from '../kontekst';

/** `"ui:field": "kursus-titel"`: a participation's application shown as its heading, not edited. */
export function KursusTitel({ formData }: FieldProps<Partial<Tilskud>, RJSFSchema>) {
  return (
    <div className="mb-1">
      <h2 className="h5 mb-0">{formData?.uddannelse?.navn}</h2>
      {formData?.ansoegningsnummer && (
        <span className="small text-body-secondary">
          {t('forudbetalingWeb.kursusVaelger.ansoegningsnummer', { nummer: formData.ansoegningsnummer })}
        </span>
      )}
    </div>
  );
}
