import { apiFetch } from '../../../shared/api/client';

/** 'Prøv udkastet': the server marks this browser (a signed cookie) to run the portal on the draft until 'Stop prøven'. */
export async function proevUdkast(id: string): Promise<void> {
  await apiFetch(`/api/Definitioner/Udkast/${encodeURIComponent(id)}/Proev`, { kontekst: 'admin', method: 'POST' });
}
