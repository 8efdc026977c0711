import { apiFetch } from '../../../shared/api/client';
import type { Email } from './hent-email-skabelon';
import type { BehandletAnmodning } from './hent-anmodning';

/**
 * The body of POST GodkendAnmodning (schemas/forudbetaling-admin-email.schema.json) and AfvisAnmodning
 * (forudbetaling-admin-afvis.schema.json, which requires the reason).
 */
export interface Afgoerelse {
  anmodningId: number;
  version: number;
  email: Email;
  begrundelse?: string;
}

const STIER = {
  GodkendAnmodning: '/api/ForudbetalingAdmin/GodkendAnmodning',
  AfvisAnmodning: '/api/ForudbetalingAdmin/AfvisAnmodning',
} as const;

export type AfgoerelseType = keyof typeof STIER;

/** Approves or rejects the request and sends the edited e-mail; 409 when it is already handled. */
export function sendAfgoerelse(type: AfgoerelseType, afgoerelse: Afgoerelse): Promise<BehandletAnmodning> {
  return apiFetch(STIER[type], { kontekst: 'admin', method: 'POST', body: afgoerelse });
}
