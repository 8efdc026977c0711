import type { DefinitionerUdgiv } from '@contract/generated/definitioner-udgiv';
import { apiFetch } from '../../../shared/api/client';

/** Publishes an earlier version's files again as a new version: the rollback. */
export function genudgivVersion(version: number, krop: DefinitionerUdgiv): Promise<{ version: number }> {
  return apiFetch(`/api/Definitioner/Versioner/${version}/Genudgiv`, { kontekst: 'admin', method: 'POST', body: krop });
}
