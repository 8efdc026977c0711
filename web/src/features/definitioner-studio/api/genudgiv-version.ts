import type { Genudgivelsessvar } from '@contract/definitioner';
import type { DefinitionerUdgiv } from '@contract/generated/definitioner-udgiv';
import { apiFetch } from '../../../shared/api/client';

/**
 * 'Genudgiv' of an earlier version: published at once as a new version, or, with four eyes, a draft of its
 * files that someone else publishes.
 */
export function genudgivVersion(version: number, krop: DefinitionerUdgiv): Promise<Genudgivelsessvar> {
  return apiFetch(`/api/Definitioner/Versioner/${version}/Genudgiv`, { kontekst: 'admin', method: 'POST', body: krop });
}
