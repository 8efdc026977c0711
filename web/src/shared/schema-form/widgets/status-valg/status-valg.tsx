import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { SkemaKontekst } from '../kontekst';

/**
 * `"ui:widget": "status-valg"`: one of the statuses the screen offers (formContext.statusValg, e.g.
 * those the workflow's manual transitions lead to), as the theme's radios, each by its label; the
 * statuses are the workflow's, so the schema names none.
 */
export function StatusValg(props: WidgetProps<string, RJSFSchema, SkemaKontekst>) {
  const { statusValg = [] } = props.registry.formContext;
  // The theme's radios, as rjsf registers them for every form.
  const { RadioWidget } = props.registry.widgets;
  if (!RadioWidget) return null;
  const enumOptions = statusValg.map(({ status, label }) => ({ value: status, label }));
  return <RadioWidget {...props} options={{ ...props.options, enumOptions }} />;
}
