import { apiFetch } from '../../../shared/api/client';

/**
 * Fortryd (undo) or Gentag (redo) of the draft's last save, kept in the draft on the server. If-Match
 * carries the draft's step count as the page read it, so a save another made since is not undone
 * unseen (412, the server's Danish problem).
 */
export function skridtUdkast(
  id: string,
  retning: 'Fortryd' | 'Gentag',
  skridt: number,
): Promise<{ sti: string; version: number; skridt: number }> {
  return apiFetch(`/api/Definitioner/Udkast/${encodeURIComponent(id)}/${retning}`, {
    kontekst: 'admin',
    method: 'POST',
    body: {},
    headers: { 'If-Match': `"${skridt}"` },
  });
}
