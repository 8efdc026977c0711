import { ApiFejl, apiFetch } from '../../../shared/api/client';

/**
 * The supplier's name from the CVR register, or null when it is not found: SPEC §8 treats both
 * 400 and 404 as not found; other errors are thrown.
 */
export async function findLeverandoer(cvr: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const path = `/api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager?cvr=${encodeURIComponent(cvr)}`;
    const { navn } = await apiFetch<{ navn: string }>(path, { kontekst: 'loenmodtager', signal });
    return navn;
  } catch (fejl) {
    if (fejl instanceof ApiFejl && (fejl.status === 400 || fejl.status === 404)) return null;
    throw fejl;
  }
}
