import { validator } from 'hono/validator';
import { t } from '../../engine/tekster';
import { ProblemFejl } from '../problem';
import { valider } from './validering';

function tjek<T>(schemaId: string, value: unknown): T {
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
