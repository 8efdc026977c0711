import { validator } from 'hono/validator';
import { t } from '../../engine/alle-tekster';
import { trimmet } from '../../engine/trim';
import { ProblemFejl, valideringsfejl } from '../problem';
import { erForDyb, MAKS_DYBDE } from './dybde';
import { udenLaesefelter } from './laesefelter';
import { schemaMedId, valider } from './validator';

/**
 * Validates the trimmed value (as the forms do) and hands the handler that trimmed value, without the
 * fields the schema marks readOnly; a value that fails is 400 with every field's message, or, where the
 * value only names a thing, 404 with the first. A value nested deeper than any form is 400 unread.
 */
export function tjek(schemaId: string, raw: unknown, ugyldig: 400 | 404 = 400): unknown {
  if (erForDyb(raw))
    throw new ProblemFejl({ status: 400, title: t('problem.forDyb'), detail: t('problem.forDybDetalje', { dybde: MAKS_DYBDE }) });
  const schema = schemaMedId(schemaId);
  const value = trimmet(raw, schema);
  const errors = valider(schemaId, value);
  if (errors.length === 0) return udenLaesefelter(value, schema);
  if (ugyldig === 404) throw new ProblemFejl({ status: 404, title: errors[0]?.message ?? t('problem.ikkeFundet') });
  throw valideringsfejl(errors);
}

/**
 * Validates the JSON body or the query string (values arrive as strings) against a schema of
 * schemas/ — the same schema the form uses — and refuses it with 400 problem+json and per-field
 * Danish messages. Routes get it from their entry in server/ruter.ts, through rute().
 *
 * @example app.put('/', rute('PUT /api/Tekst'), (c) => c.req.valid('json')) // the table names body 'tekst'
 */
export const schemaValidator = (target: 'json' | 'query', schemaId: string, ugyldig: 400 | 404 = 400) =>
  validator(target, (value) => tjek(schemaId, value, ugyldig));
