import type { ForudbetalingOpret } from '@contract/generated/forudbetaling-opret';
import { apiFetch } from '../../../shared/api/client';

/**
 * The body of POST /api/Forudbetaling/OpretForudbetalingAnmodning, generated from
 * schemas/forudbetaling-opret.schema.json, with the fields an analyst added to it.
 */
export type OpretBody = ForudbetalingOpret & Record<string, unknown>;

/** Creates the request; resolves to its id. */
export async function opretAnmodning(body: OpretBody): Promise<number> {
  const { id } = await apiFetch<{ id: number }>('/api/Forudbetaling/OpretForudbetalingAnmodning', {
    kontekst: 'loenmodtager',
    method: 'POST',
    body,
  });
  return id;
}
