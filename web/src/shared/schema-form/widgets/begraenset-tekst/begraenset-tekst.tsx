import type { WidgetProps } from '@rjsf/utils';
import { InputSkabelon } from '../../tema/input';

/**
 * `"ui:widget": "begraenset-tekst"`: the forms' text input with the HTML maxlength of
 * `"ui:options": {"maxLength": n}`, which may allow more than the rule does (SPEC §2.2: invoice number).
 */
export function BegraensetTekst(props: WidgetProps) {
  const maxLength = typeof props.options.maxLength === 'number' ? props.options.maxLength : undefined;
  return <InputSkabelon {...props} extraProps={{ maxLength }} />;
}
