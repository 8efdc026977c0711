import { getUiOptions, type FieldPathList, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { Advarsler, advarslerVed } from '../advarsler';
import { datoGraenser } from '../dato-graenser';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { beskrevetAf } from '../beskrevet-af';

type Interval = Record<string, string | undefined>;

/**
 * `"ui:field": "dato-interval"` on an object of two dates, start first (`{fra, til}`; other names
 * with `"ui:options": {"start": …, "slut": …}`): the start's max is the end and the end's min is
 * the start (SPEC §2.2, §2.4). Labels are the schema's titles, with the theme's '*' on required
 * dates when `"markerKraevede": true`; the object's title shows unless `"ui:label": false`.
 * formContext.advarsler may add a warning under the pair.
 */
export function DatoInterval(props: FieldProps<Interval, RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, errorSchema, rawErrors = [], disabled, readonly, registry } = props;
  const advarsler = advarslerVed(registry.formContext, fieldPathId.path);
  const advarselId = `${fieldPathId.$id}__advarsel`;
  const valg = getUiOptions(uiSchema);
  const start = typeof valg['start'] === 'string' ? valg['start'] : 'fra';
  const slut = typeof valg['slut'] === 'string' ? valg['slut'] : 'til';
  const kraevet = (navn: string) => valg['markerKraevede'] === true && schema.required?.includes(navn);
  const interval = formData ?? {};
  // The field template shows the object's own messages; the ones placed on a date are shown once, here.
  const fejl = alleFejl(errorSchema);
  const ugyldig = rawErrors.length > 0 || fejl.length > 0;
  const fejlId = `${fieldPathId.$id}__fejl`;
  // Given a path one level down, rjsf sets that date only, not the whole object.
  const saetDato = onChange as unknown as (dato: string | undefined, sti: FieldPathList) => void;

  const dato = (navn: string, graenser: { min?: string; max?: string }, forste: boolean) => {
    // The first input carries the field's own id, so focusing the first error lands on it.
    const id = forste ? fieldPathId.$id : `${fieldPathId.$id}_${navn}`;
    return (
      <div>
        <label htmlFor={id} className="form-label">
          {(schema.properties?.[navn] as RJSFSchema | undefined)?.title ?? navn}
          {kraevet(navn) ? '*' : null}
        </label>
        <input
          id={id}
          type="date"
          className={ugyldig ? 'form-control is-invalid' : 'form-control'}
          value={interval[navn] ?? ''}
          {...graenser}
          disabled={disabled}
          readOnly={readonly}
          aria-describedby={beskrevetAf(fieldPathId.$id, ugyldig && fejlId, advarsler.length > 0 && advarselId)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => saetDato(event.target.value || undefined, [...fieldPathId.path, navn])}
        />
      </div>
    );
  };

  // The schema's own bounds (years 2000 to 2100) where the other date sets none.
  const graenser = (navn: string) => datoGraenser(schema.properties?.[navn]);

  return (
    <fieldset>
      {valg.label !== false && <legend className="form-label fs-6 mb-1">{schema.title}</legend>}
      <div className="row g-3">
        <div className="col-sm-6 col-lg-4">
          {dato(start, { min: graenser(start).min, max: interval[slut] || graenser(start).max }, true)}
        </div>
        <div className="col-sm-6 col-lg-4">
          {dato(
            slut,
            {
              min: interval[start] || graenser(slut).min,
              max: graenser(slut).max,
            },
            false,
          )}
        </div>
      </div>
      <Fejlbeskeder id={fejlId} fejl={fejl} />
      <Advarsler id={advarselId} advarsler={advarsler} />
    </fieldset>
  );
}
