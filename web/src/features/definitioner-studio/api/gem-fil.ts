import { apiFetch } from '../../../shared/api/client';

/**
 * Saves one file of a draft. If-Match carries the revision the editor began from, so a save over
 * another's answers 412 (the server's Danish problem) instead of overwriting it.
 */
export function gemFil(id: string, sti: string, indhold: unknown, version: number): Promise<{ sti: string; version: number }> {
  return apiFetch(`/api/Definitioner/Udkast/${encodeURIComponent(id)}/Filer`, {
    kontekst: 'admin',
    method: 'PUT',
    body: { sti, indhold },
    headers: { 'If-Match': `"${version}"` },
  });
}
