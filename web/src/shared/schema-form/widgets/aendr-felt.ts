import type { FieldPathId } from '@rjsf/utils';

type FeltOnChange = (vaerdi: never, sti: FieldPathId['path']) => void;

/**
 * Changes one property of an object field through rjsf's path-based onChange, so a change made
 * after an await lands on the form's current data rather than on the props it started from.
 */
export function aendrFelt(onChange: FeltOnChange, fieldPathId: FieldPathId, felt: string, vaerdi: unknown): void {
  (onChange as (vaerdi: unknown, sti: FieldPathId['path']) => void)(vaerdi, [...fieldPathId.path, felt]);
}
