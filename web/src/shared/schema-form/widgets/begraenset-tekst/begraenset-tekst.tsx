import { Templates } from '@rjsf/react-bootstrap';
import type { WidgetProps } from '@rjsf/utils';

// The theme's own text input, taken once at module level so it is one stable component.
const BaseInputTemplate = Templates.BaseInputTemplate!;

/**
 * `"ui:widget": "begraenset-tekst"`: the theme's text input with the HTML maxlength of
 * `"ui:options": {"maxLength": n}`, which may allow more than the rule does (SPEC §2.2: invoice number).
 */
export function BegraensetTekst(props: WidgetProps) {
  const maxLength = typeof props.options.maxLength === 'number' ? props.options.maxLength : undefined;
  return <BaseInputTemplate {...props} extraProps={{ maxLength }} />;
}
