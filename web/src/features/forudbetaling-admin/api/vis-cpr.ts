import type { ForudbetalingAdminVisCpr } from '@contract/generated/forudbetaling-admin-vis-cpr';
import { apiFetch } from '../../../shared/api/client';

/** The applicant's full CPR number; the server writes the reveal to the request's history. */
export async function visCpr(anmodningId: number): Promise<string> {
  const body: ForudbetalingAdminVisCpr = { anmodningId };
  const svar = await apiFetch<{ personCpr: string }>('/api/ForudbetalingAdmin/VisCpr', { kontekst: 'admin', method: 'POST', body });
  return svar.personCpr;
}
