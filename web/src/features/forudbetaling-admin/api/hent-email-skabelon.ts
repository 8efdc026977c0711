import type { Email } from '@contract/forudbetaling';
import type { ForudbetalingAdminSkabelon } from '@contract/generated/forudbetaling-admin-skabelon';
import { apiFetch } from '../../../shared/api/client';

export type { Email };
export type EmailSkabelon = ForudbetalingAdminSkabelon['skabelon'];

/** The template filled in with the request's facts, for the secretariat to edit before sending. */
export function hentEmailSkabelon(anmodningId: number, skabelon: EmailSkabelon): Promise<Email> {
  return apiFetch('/api/ForudbetalingAdmin/HentForudfyldtEmailSkabel', {
    kontekst: 'admin',
    method: 'POST',
    body: { anmodningId, skabelon },
  });
}
