import { buttonId, getUiOptions, type ArrayFieldTemplateProps, type MultiSchemaFieldTemplateProps } from '@rjsf/utils';

/** A list: its title and description, its items (widgets/liste-element/), and the add button under them on the right. */
export function Liste(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, readonly, registry, required, schema, title } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const { ArrayFieldDescriptionTemplate, ArrayFieldTitleTemplate, ButtonTemplates } = registry.templates;
  const { AddButton } = ButtonTemplates;
  const kontrolITitel = !readonly && !disabled;
  return (
    <div>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
        optionalDataControl={kontrolITitel ? optionalDataControl : undefined}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {!kontrolITitel && optionalDataControl}
      {items}
      {canAdd && (
        <div className="row mt-2">
          <div className="col-3 col-md-2 col-lg-1 offset-9 offset-md-10 offset-lg-11 py-2">
            <AddButton
              id={buttonId(fieldPathId, 'add')}
              className="rjsf-array-item-add"
              onClick={onAddClick}
              disabled={disabled || readonly}
              uiSchema={uiSchema}
              registry={registry}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/** A oneOf or anyOf that is not a choice of constants: the choice of kind, then the chosen kind's fields, in a card. */
export function FlereSkemaer({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="card mb-3">
      <div className="card-body">{selector}</div>
      <div className="card-body">{optionSchemaField}</div>
    </div>
  );
}
