import { RichDescription, RichHelp } from '@rjsf/core';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  getUiOptions,
  helpId,
  TranslatableString,
  type DescriptionFieldProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type TitleFieldProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';

/** A field: its label, the widget, its description, messages and help, as Bootstrap lays out a form group. */
export function FeltSkabelon(props: FieldTemplateProps) {
  const { id, children, displayLabel, rawErrors = [], errors, help, description, rawDescription, label, hidden, required } = props;
  const uiOptions = getUiOptions(props.uiSchema);
  const { WrapIfAdditionalTemplate } = props.registry.templates;
  if (hidden) return <div className="hidden">{children}</div>;
  // A checkbox carries its own label and description beside the box.
  const medEtiket = displayLabel && uiOptions.widget !== 'checkbox';
  const fejl = rawErrors.length > 0;
  // A group of radios is a fieldset named by its legend, as a screen reader announces a group (WCAG 1.3.1).
  if (medEtiket && uiOptions.widget === 'radio') {
    return (
      <WrapIfAdditionalTemplate {...props}>
        <fieldset>
          <legend className={`form-label fs-6 ${fejl ? 'text-danger' : ''}`}>
            {label}
            {required ? '*' : null}
          </legend>
          {children}
          {rawDescription && <small className={`form-text ${fejl ? 'text-danger' : 'text-muted'}`}>{description}</small>}
          {errors}
          {help}
        </fieldset>
      </WrapIfAdditionalTemplate>
    );
  }
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div>
        {medEtiket && (
          <label htmlFor={id} className={fejl ? 'form-label text-danger' : 'form-label'}>
            {label}
            {required ? '*' : null}
          </label>
        )}
        {children}
        {medEtiket && rawDescription && <small className={`form-text ${fejl ? 'text-danger' : 'text-muted'}`}>{description}</small>}
        {errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}

/** A field around its content; a property the user named (additionalProperties) gets its name's input and a remove button. */
export function EkstraEgenskab(props: WrapIfAdditionalTemplateProps) {
  const { classNames, style, children, disabled, id, label, displayLabel, onRemoveProperty, onKeyRenameBlur, readonly, required, schema } =
    props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  const { templates, translateString } = props.registry;
  const { RemoveButton } = templates.ButtonTemplates;
  const noegleId = `${id}-key`;
  return (
    <div className={`row align-items-end ${classNames ?? ''}`} style={style}>
      <div className="col-5">
        {displayLabel && (
          <label htmlFor={noegleId} className="form-label">
            {translateString(TranslatableString.KeyLabel, [label])}
          </label>
        )}
        <input
          key={label}
          className="form-control"
          type="text"
          id={noegleId}
          name={noegleId}
          required={required}
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={readonly ? undefined : onKeyRenameBlur}
        />
      </div>
      <div className="col-6">{children}</div>
      <div className="col-1">
        <RemoveButton
          id={buttonId(id, 'remove')}
          className="rjsf-object-property-remove w-100"
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={props.uiSchema}
          registry={props.registry}
        />
      </div>
    </div>
  );
}

/** An object's or a list's title, over a thin rule. */
export function Titel({ id, title, uiSchema, optionalDataControl }: TitleFieldProps) {
  const overskrift = <h5>{getUiOptions(uiSchema).title || title}</h5>;
  return (
    <div id={id} className="my-1">
      {optionalDataControl ? (
        <div className="d-flex justify-content-between align-items-start">
          {overskrift}
          {optionalDataControl}
        </div>
      ) : (
        overskrift
      )}
      <hr className="border-0 bg-secondary mt-0" style={{ height: '1px' }} />
    </div>
  );
}

/** An object's or a list's description (markdown when the uiSchema asks for it). */
export function Beskrivelse({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="mb-3">
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}

/** A field's help text (`"ui:help"`) under it. */
export function Hjaelp({ fieldPathId, help, uiSchema, registry, hasErrors }: FieldHelpProps) {
  if (!help) return null;
  return (
    <small id={helpId(fieldPathId)} className={`form-text ${hasErrors ? 'text-danger' : 'text-muted'}`}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </small>
  );
}
