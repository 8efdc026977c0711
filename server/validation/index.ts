import { validator } from 'hono/validator';
import { t } from '../../engine/tekster';
import { trimmet } from '../../engine/trim';
import { ProblemFejl } from '../problem';
import { schemaMedId, valider } from './validator';

/** Validates the trimmed value (as the forms do) and hands the handler that trimmed value. */
function tjek<T>(schemaId: string, raw: unknown): T {
  const value = trimmet(raw, schemaMedId(schemaId));
  const errors = valider(schemaId, value);
  if (errors.length > 0) {
    throw new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: errors[0]?.message, errors });
  }
  return value as T;
}

/**
 * Validates the JSON body against a schema of schemas/ — the same schema the form uses —
 * and refuses it with 400 problem+json and per-field Danish messages.
 *
 * @example app.put('/api/Tekst', body<TekstBody>('tekst'), (c) => c.req.valid('json'))
 */
export const body = <T>(schemaId: string) => validator('json', (value) => tjek<T>(schemaId, value));

/** The same for the query string (values arrive as strings). */
export const query = <T>(schemaId: string) => validator('query', (value) => tjek<T>(schemaId, value));
