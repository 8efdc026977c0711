import { apiFetch, UventetDataFejl } from '../../../shared/api/client';

/**
 * The address of the browser validator of a form's schema with the editor's unsaved files laid over
 * the draft (POST …/Forhaandsvisning); the server makes it as it makes a published schema's. Nothing is saved.
 */
export async function forhaandsvisning(
  id: string,
  schemaId: string,
  filer: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<string> {
  const path = `/api/Definitioner/Udkast/${encodeURIComponent(id)}/Forhaandsvisning`;
  const svar = await apiFetch<{ adresse?: unknown }>(path, {
    kontekst: 'admin',
    method: 'POST',
    body: { schemaId, filer: Object.entries(filer).map(([sti, indhold]) => ({ sti, indhold })) },
    signal,
  });
  if (typeof svar?.adresse !== 'string') throw new UventetDataFejl(path);
  return svar.adresse;
}
