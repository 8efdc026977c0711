import type { RJSFValidationError } from '@rjsf/utils';
import type { FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import { pointerSegmenter, propertyTilPointer } from '../json-pointer';

/** One line of the error summary: a message and the JSON Pointer of the field it links to. */
export interface OpsummeretFejl {
  sti: string;
  besked: string;
}

/** The form's errors as summary lines in the form's order, one line per message (a message shared by fields links to the first). */
export function opsummeredeFejl(errors: readonly RJSFValidationError[], serverFejl: readonly FeltFejl[] = []): OpsummeretFejl[] {
  const linjer = [
    ...serverFejl.map((f) => ({ sti: f.path, besked: f.message })),
    ...errors.map((e) => ({ sti: propertyTilPointer(e.property), besked: e.message ?? e.stack })),
  ];
  return linjer.filter((linje, i) => linje.besked !== '' && linjer.findIndex((l) => l.besked === linje.besked) === i);
}

/** The lines whose message the form still shows: a summary shrinks as the person corrects, it never grows until the next attempt. */
export function stadigGaeldende(linjer: readonly OpsummeretFejl[], beskeder: ReadonlySet<string>): OpsummeretFejl[] {
  return linjer.filter((linje) => beskeder.has(linje.besked));
}

/** The summary's heading: 'Der er 1 fejl', 'Der er 3 fejl'. */
export function opsummeringsOverskrift(antal: number): string {
  return t('web.fejlOpsummering.overskrift', { antal });
}

/**
 * The ids a field's control may have, nearest first: rjsf's id of the field (`root_a_0_b`), then of
 * each parent, so a message on a part a widget draws as one control (a date pair, a lookup) finds it.
 */
export function feltIdKandidater(sti: string, idPrefix = 'root', separator = '_'): string[] {
  const segmenter = pointerSegmenter(sti);
  return segmenter.map((_, i) => [idPrefix, ...segmenter.slice(0, segmenter.length - i)].join(separator)).concat(idPrefix);
}
