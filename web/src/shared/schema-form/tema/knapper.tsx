import {
  getSubmitButtonOptions,
  TranslatableString,
  type IconButtonProps,
  type OptionalDataControlsTemplateProps,
  type SubmitButtonProps,
} from '@rjsf/utils';

/** A small button showing a sign (hidden from screen readers), named by its Danish title. */
function TegnKnap({
  tegn,
  farve = 'light',
  className,
  title,
  uiSchema: _ui,
  registry: _registry,
  iconType: _type,
  icon: _icon,
  ...knap
}: IconButtonProps & { tegn: string; farve?: string }) {
  return (
    <button type="button" {...knap} title={title} aria-label={title} className={`btn btn-${farve} btn-sm ${className ?? ''}`}>
      <span aria-hidden="true">{tegn}</span>
    </button>
  );
}

/** The form's submit button, as the uiSchema's `ui:submitButtonOptions` say (SchemaForm gives it 'Gem' by default). */
export function IndsendKnap({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <div>
      <button type="submit" {...props} className={`btn btn-primary ${props?.className ?? ''}`}>
        {submitText}
      </button>
    </div>
  );
}

/** Adds an item to a list (or a named property to an object). */
export function TilfoejKnap(props: IconButtonProps) {
  return (
    <TegnKnap
      title={props.registry.translateString(TranslatableString.AddItemButton)}
      {...props}
      tegn="+"
      farve="primary"
      className={`w-100 ${props.className ?? ''}`}
    />
  );
}

export const KopierKnap = (props: IconButtonProps) => (
  <TegnKnap title={props.registry.translateString(TranslatableString.CopyButton)} {...props} tegn="⧉" />
);

export const NedKnap = (props: IconButtonProps) => (
  <TegnKnap title={props.registry.translateString(TranslatableString.MoveDownButton)} {...props} tegn="↓" />
);

export const OpKnap = (props: IconButtonProps) => (
  <TegnKnap title={props.registry.translateString(TranslatableString.MoveUpButton)} {...props} tegn="↑" />
);

export const FjernKnap = (props: IconButtonProps) => (
  <TegnKnap title={props.registry.translateString(TranslatableString.RemoveButton)} farve="danger" {...props} tegn="−" />
);

export const RydKnap = (props: IconButtonProps) => (
  <TegnKnap title={props.registry.translateString(TranslatableString.ClearButton)} {...props} tegn="×" />
);

/** Adds or removes an optional object's data (`enableOptionalDataFieldForType`), or says it has none. */
export function ValgfriData({ id, registry, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const onClick = onAddClick ?? onRemoveClick;
  if (onClick) {
    const [tegn, klasse] = onAddClick ? ['+', 'rjsf-add-optional-data'] : ['−', 'rjsf-remove-optional-data'];
    return <TegnKnap id={id} registry={registry} title={label} onClick={onClick} tegn={tegn} farve="secondary" className={klasse} />;
  }
  return <em id={id}>{label}</em>;
}
