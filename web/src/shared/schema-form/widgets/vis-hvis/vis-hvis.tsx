import { Templates } from '@rjsf/react-bootstrap';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { erSynlig } from '../../vis-hvis';

const ThemeObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/**
 * Every object's default template: the theme's, without the properties a `"ui:visHvis"` hides
 * (SchemaForm also drops their data, so hidden fields are neither validated nor sent).
 */
export function VisHvisObjectFieldTemplate(props: ObjectFieldTemplateProps<unknown, RJSFSchema>) {
  const { properties, uiSchema, formData } = props;
  return <ThemeObjectFieldTemplate {...props} properties={properties.filter((p) => erSynlig(uiSchema?.[p.name], formData))} />;
}
