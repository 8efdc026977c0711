import { ApiFejl, apiFetch } from '../../../shared/api/client';

/** The company's name in the CVR register, or null when the register does not know the number (400/404, SPEC §8). */
export async function findVirksomhed(cvr: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const svar = await apiFetch<{ navn: string }>(`/api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin?cvr=${encodeURIComponent(cvr)}`, {
      kontekst: 'admin',
      signal,
    });
    return svar.navn;
  } catch (fejl) {
    if (fejl instanceof ApiFejl && (fejl.status === 400 || fejl.status === 404)) return null;
    throw fejl;
  }
}
