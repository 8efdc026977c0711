import {
  ariaDescribedByIds,
  descriptionId,
  enumOptionSelectedValue,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  schemaRequiresTrueValue,
  SelectedOptionDescription,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';

interface BoksProps {
  id: string;
  type: 'radio' | 'checkbox';
  etiket?: ReactNode;
  inline?: boolean;
  klasse?: string;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'>;
}

/** One radio button or check box with its label beside it, as Bootstrap's form-check. */
function Boks({ id, type, etiket, inline, klasse, input }: BoksProps) {
  return (
    <div className={['form-check', inline && 'form-check-inline', klasse].filter(Boolean).join(' ')}>
      <input id={id} type={type} className="form-check-input" {...input} />
      {etiket !== undefined && (
        <label htmlFor={id} className="form-check-label">
          {etiket}
        </label>
      )}
    </div>
  );
}

/** The option value an input's event names, decoded as rjsf encoded it. */
function valgt({ options }: WidgetProps, event: { target: { value: string } }) {
  return enumOptionValueDecoder(event.target.value, options.enumOptions, getOptionValueFormat(options), options.emptyValue);
}

/** `"ui:widget": "radio"` (and a boolean or a oneOf of consts that asks for it): one radio button per choice. */
export function RadioKnapper(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { enumOptions, enumDisabled } = options;
  const format = getOptionValueFormat(options);
  return (
    <div className="mb-0">
      {enumOptions?.map((valg, i) => (
        <Boks
          key={String(valg.value)}
          id={optionId(id, i)}
          type="radio"
          etiket={valg.label}
          inline={Boolean(options.inline)}
          input={{
            name: htmlName || id,
            value: enumOptionValueEncoder(valg.value, i, format),
            checked: enumOptionsIsSelected(valg.value, value),
            required,
            disabled: disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(valg.value)),
            onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(valgt(props, event)),
            onBlur: (event: FocusEvent<HTMLInputElement>) => onBlur(id, valgt(props, event)),
            onFocus: (event: FocusEvent<HTMLInputElement>) => onFocus(id, valgt(props, event)),
            'aria-describedby': ariaDescribedByIds(id),
          }}
        />
      ))}
    </div>
  );
}

/** A boolean as one check box, its label (and description) beside it; required only when it must be ticked. */
export function Afkrydsning(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, label, hideLabel, schema, autofocus, options, onChange, onBlur, onFocus } = props;
  const { registry, uiSchema, required } = props;
  const skalVaereSand = schemaRequiresTrueValue(schema) && required;
  const { DescriptionFieldTemplate } = registry.templates;
  const beskrivelse = options.description || schema.description;
  return (
    <div className={disabled || readonly ? 'disabled' : ''} aria-describedby={ariaDescribedByIds(id)}>
      {!hideLabel && beskrivelse && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={beskrivelse}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <Boks
        id={id}
        type="checkbox"
        etiket={
          !hideLabel && label ? (
            <>
              {label}
              {skalVaereSand && <span className="required">*</span>}
            </>
          ) : undefined
        }
        input={{
          name: htmlName || id,
          checked: value === undefined ? false : Boolean(value),
          required: skalVaereSand,
          disabled: disabled || readonly,
          autoFocus: autofocus,
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
          onBlur: (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked),
          onFocus: (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked),
        }}
      />
    </div>
  );
}

/** A list of unique choices (an array of an enum): one check box per choice. */
export function Afkrydsninger(props: WidgetProps) {
  const { id, htmlName, disabled, options, value, autofocus, readonly, required, onChange, onBlur, onFocus } = props;
  const { enumOptions, enumDisabled } = options;
  const valgte: unknown[] = Array.isArray(value) ? value : [value];
  return (
    <div>
      {enumOptions?.map((valg, i) => (
        <Boks
          key={String(valg.value)}
          id={optionId(id, i)}
          type="checkbox"
          etiket={valg.label}
          inline={Boolean(options.inline)}
          klasse="bg-transparent border-0"
          input={{
            name: htmlName || id,
            checked: enumOptionsIsSelected(valg.value, valgte),
            required,
            autoFocus: autofocus && i === 0,
            disabled: disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(valg.value)),
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              onChange(
                event.target.checked ? enumOptionsSelectValue(i, valgte, enumOptions) : enumOptionsDeselectValue(i, valgte, enumOptions),
              ),
            onBlur: (event: FocusEvent<HTMLInputElement>) => onBlur(id, valgt(props, event)),
            onFocus: (event: FocusEvent<HTMLInputElement>) => onFocus(id, valgt(props, event)),
            'aria-describedby': ariaDescribedByIds(id),
          }}
        />
      ))}
    </div>
  );
}

/** A choice of an enum or a oneOf of consts: Bootstrap's select, an empty first option unless the schema has a default. */
export function Rullemenu(props: WidgetProps) {
  const { schema, id, htmlName, options, required, disabled, readonly, value, multiple, autofocus, onChange, onBlur, onFocus } = props;
  const { placeholder, rawErrors = [], registry, uiSchema } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const laes = (select: HTMLSelectElement) => {
    const vaerdi = multiple ? Array.from(select.selectedOptions, (o) => o.value) : select.value;
    return enumOptionValueDecoder(vaerdi, enumOptions, format, emptyValue);
  };
  return (
    <>
      <select
        id={id}
        name={htmlName || id}
        className={rawErrors.length > 0 ? 'form-select is-invalid' : 'form-select'}
        value={enumOptionSelectedValue(value, enumOptions, !!multiple, format, multiple ? [] : '')}
        required={required}
        multiple={multiple}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(laes(event.target))}
        onBlur={(event) => onBlur(id, laes(event.target))}
        onFocus={(event) => onFocus(id, laes(event.target))}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {!multiple && schema.default === undefined && <option value="">{placeholder}</option>}
        {enumOptions?.map(({ value: vaerdi, label }, i) => (
          <option
            key={String(vaerdi)}
            value={enumOptionValueEncoder(vaerdi, i, format)}
            disabled={Array.isArray(enumDisabled) && enumDisabled.includes(vaerdi)}
          >
            {label}
          </option>
        ))}
      </select>
      <SelectedOptionDescription id={id} multiple={multiple} options={options} registry={registry} uiSchema={uiSchema} value={value} />
    </>
  );
}
