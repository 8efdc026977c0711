import { Templates } from '@rjsf/react-bootstrap';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

const ThemeArrayFieldItemTemplate = Templates.ArrayFieldItemTemplate!;

/**
 * Every array item's template: the theme's, except that an item without buttons (a list the user
 * cannot add to, remove from or reorder) takes the full width instead of leaving the buttons' column empty.
 */
export function ListeElement(props: ArrayFieldItemTemplateProps) {
  if (props.hasToolbar) return <ThemeArrayFieldItemTemplate {...props} />;
  return <div className="mb-2">{props.children}</div>;
}
