import { buttonId, canExpand, descriptionId, titleId, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { erSynlig } from '../../vis-hvis';

/**
 * Every object's default template: its title and description, then its properties one under the
 * other, without those a `"ui:visHvis"` hides (SchemaForm also drops their data, so hidden fields
 * are neither validated nor sent), and an add button when the schema lets the user name more.
 */
export function VisHvisObjectFieldTemplate(props: ObjectFieldTemplateProps<unknown, RJSFSchema>) {
  const {
    description,
    title,
    properties,
    required,
    uiSchema,
    fieldPathId,
    schema,
    formData,
    optionalDataControl,
    disabled,
    readonly,
    registry,
  } = props;
  const { TitleFieldTemplate, DescriptionFieldTemplate, ButtonTemplates } = registry.templates;
  const { AddButton } = ButtonTemplates;
  const kontrolITitel = !readonly && !disabled;
  return (
    <>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={kontrolITitel ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {!kontrolITitel && optionalDataControl}
      {properties
        .filter((p) => erSynlig(uiSchema?.[p.name], formData))
        .map((p) => (
          <div key={p.name} className={p.hidden ? 'd-none' : 'mb-2'}>
            {p.content}
          </div>
        ))}
      {canExpand(schema, uiSchema, formData) && (
        <div className="d-flex justify-content-end">
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            className="rjsf-object-property-expand"
            onClick={props.onAddProperty}
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
      )}
    </>
  );
}
