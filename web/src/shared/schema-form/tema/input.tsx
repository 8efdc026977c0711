import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent, MouseEvent } from 'react';

const klasse = (fejl: readonly unknown[] | undefined, grund: string) => (fejl?.length ? `${grund} is-invalid` : grund);

/** Every text-like input (text, e-mail, number): Bootstrap's form control, red while it has a message. */
export function InputSkabelon(props: BaseInputTemplateProps) {
  const { id, htmlName, placeholder, required, readonly, disabled, type, value, onChange, onChangeOverride, onBlur, onFocus } = props;
  const { autofocus, options, schema, rawErrors, children, extraProps, registry } = props;
  const { ClearButton } = registry.templates.ButtonTemplates;
  const inputProps = { ...extraProps, ...getInputProps(schema, type, options) };
  const tom = (vaerdi: string) => (vaerdi === '' ? options.emptyValue : vaerdi);
  const ryd = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onChange(options.emptyValue);
  };
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        placeholder={placeholder}
        autoFocus={autofocus}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        className={klasse(rawErrors, 'form-control')}
        list={schema.examples ? examplesId(id) : undefined}
        {...inputProps}
        value={value || value === 0 ? value : ''}
        onChange={onChangeOverride ?? ((event: ChangeEvent<HTMLInputElement>) => onChange(tom(event.target.value)))}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {options.allowClearTextInputs && !readonly && !disabled && value ? <ClearButton registry={registry} onClick={ryd} /> : null}
      {children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}

/** `"ui:widget": "textarea"`: a text of several lines, five unless `"ui:options": {"rows": n}`. */
export function TekstOmraade<T>(props: WidgetProps<T>) {
  const { id, htmlName, placeholder, value, required, disabled, autofocus, readonly, onBlur, onFocus, onChange, options, rawErrors } =
    props;
  return (
    <div className="input-group">
      <textarea
        id={id}
        name={htmlName || id}
        className={klasse(rawErrors, 'form-control')}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        value={value ?? ''}
        required={required}
        autoFocus={autofocus}
        rows={typeof options.rows === 'number' ? options.rows : 5}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </div>
  );
}
