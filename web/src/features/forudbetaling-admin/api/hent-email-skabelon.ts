import { apiFetch } from '../../../shared/api/client';

export type EmailSkabelon = 'AnmodningGodkendt' | 'AnmodningAfvist';

/** An e-mail to the applicant; the body is a whole HTML document. */
export interface Email {
  subject: string;
  body: string;
}

/** The template filled in with the request's facts, for the secretariat to edit before sending. */
export function hentEmailSkabelon(anmodningId: number, skabelon: EmailSkabelon): Promise<Email> {
  return apiFetch('/api/ForudbetalingAdmin/HentForudfyldtEmailSkabel', {
    kontekst: 'admin',
    method: 'POST',
    body: { anmodningId, skabelon },
  });
}
