import type { ForudbetalingAdminAfvis } from '@contract/generated/forudbetaling-admin-afvis';
import type { ForudbetalingAdminEmail } from '@contract/generated/forudbetaling-admin-email';
import { apiFetch } from '../../../shared/api/client';
import type { BehandletAnmodning } from './hent-anmodning';

/** The body of POST GodkendAnmodning, and of AfvisAnmodning, which may also carry the reason. */
export type Afgoerelse = ForudbetalingAdminEmail & Partial<Pick<ForudbetalingAdminAfvis, 'begrundelse'>>;

const STIER = {
  GodkendAnmodning: '/api/ForudbetalingAdmin/GodkendAnmodning',
  AfvisAnmodning: '/api/ForudbetalingAdmin/AfvisAnmodning',
} as const;

export type AfgoerelseType = keyof typeof STIER;

/** Approves or rejects the request and sends the edited e-mail; 409 when it is already handled. */
export function sendAfgoerelse(type: AfgoerelseType, afgoerelse: Afgoerelse): Promise<BehandletAnmodning> {
  return apiFetch(STIER[type], { kontekst: 'admin', method: 'POST', body: afgoerelse });
}
