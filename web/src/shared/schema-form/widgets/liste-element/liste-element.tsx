import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

/**
 * Every array item's template: the item and, when the user may add, remove or reorder, its buttons
 * beside it; an item without buttons takes the full width instead of leaving their column empty.
 */
export function ListeElement(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, displayLabel, hasDescription, hasToolbar, registry } = props;
  if (!hasToolbar) return <div className="mb-2">{children}</div>;
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  // The buttons stand level with the field's input, under its label.
  const luft = !displayLabel ? 'py-4' : hasDescription ? 'pb-1' : 'pt-4 mt-2';
  return (
    <div className="row mb-2 align-items-center">
      <div className="col-8 col-md-9 col-lg-10">{children}</div>
      <div className={`col-4 col-md-3 col-lg-2 ${luft}`}>
        <div className="d-flex flex-row gap-1">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      </div>
    </div>
  );
}
