import { replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { t, type TekstNoegle } from '@engine/tekster';

/** Every rjsf built-in string in Danish; a Record so a new rjsf string fails the type check until translated. */
const danske: Record<TranslatableString, TekstNoegle> = {
  [TranslatableString.ArrayItemTitle]: 'web.rjsf.arrayItemTitle',
  [TranslatableString.MissingItems]: 'web.rjsf.missingItems',
  [TranslatableString.EmptyArray]: 'web.rjsf.emptyArray',
  [TranslatableString.YesLabel]: 'web.rjsf.yesLabel',
  [TranslatableString.NoLabel]: 'web.rjsf.noLabel',
  [TranslatableString.CloseLabel]: 'web.rjsf.closeLabel',
  [TranslatableString.ErrorsLabel]: 'web.rjsf.errorsLabel',
  [TranslatableString.NewStringDefault]: 'web.rjsf.newStringDefault',
  [TranslatableString.AddButton]: 'web.rjsf.addButton',
  [TranslatableString.AddItemButton]: 'web.rjsf.addItemButton',
  [TranslatableString.CopyButton]: 'web.rjsf.copyButton',
  [TranslatableString.ExpandButton]: 'web.rjsf.expandButton',
  [TranslatableString.MoveDownButton]: 'web.rjsf.moveDownButton',
  [TranslatableString.MoveUpButton]: 'web.rjsf.moveUpButton',
  [TranslatableString.RemoveButton]: 'web.rjsf.removeButton',
  [TranslatableString.NowLabel]: 'web.rjsf.nowLabel',
  [TranslatableString.ClearLabel]: 'web.rjsf.clearLabel',
  [TranslatableString.AriaDateLabel]: 'web.rjsf.ariaDateLabel',
  [TranslatableString.PreviewLabel]: 'web.rjsf.previewLabel',
  [TranslatableString.DecrementAriaLabel]: 'web.rjsf.decrementAriaLabel',
  [TranslatableString.IncrementAriaLabel]: 'web.rjsf.incrementAriaLabel',
  [TranslatableString.OptionalObjectAdd]: 'web.rjsf.optionalObjectAdd',
  [TranslatableString.OptionalObjectRemove]: 'web.rjsf.optionalObjectRemove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'web.rjsf.optionalObjectEmptyMsg',
  [TranslatableString.Type]: 'web.rjsf.type',
  [TranslatableString.Value]: 'web.rjsf.value',
  [TranslatableString.ClearButton]: 'web.rjsf.clearButton',
  [TranslatableString.UnknownFieldType]: 'web.rjsf.unknownFieldType',
  [TranslatableString.OptionPrefix]: 'web.rjsf.optionPrefix',
  [TranslatableString.TitleOptionPrefix]: 'web.rjsf.titleOptionPrefix',
  [TranslatableString.KeyLabel]: 'web.rjsf.keyLabel',
  [TranslatableString.DeprecatedLabel]: 'web.rjsf.deprecatedLabel',
  [TranslatableString.CycleDetected]: 'web.rjsf.cycleDetected',
  [TranslatableString.InvalidObjectField]: 'web.rjsf.invalidObjectField',
  [TranslatableString.UnsupportedField]: 'web.rjsf.unsupportedField',
  [TranslatableString.UnsupportedFieldWithId]: 'web.rjsf.unsupportedFieldWithId',
  [TranslatableString.UnsupportedFieldWithReason]: 'web.rjsf.unsupportedFieldWithReason',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'web.rjsf.unsupportedFieldWithIdAndReason',
  [TranslatableString.FilesInfo]: 'web.rjsf.filesInfo',
};

/** rjsf's translateString: its built-in labels and messages in Danish, %1, %2... filled from params. */
export function translateString(tekst: TranslatableString, params?: string[]): string {
  return replaceStringParameters(t(danske[tekst]), params);
}
