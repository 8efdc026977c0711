import type { ForudbetalingAdminManuel as ManuelStatus } from '@contract/generated/forudbetaling-admin-manuel';
import { apiFetch } from '../../../shared/api/client';
import type { BehandletAnmodning } from './hent-anmodning';

export type { ManuelStatus };

/** Only the status changes: no e-mail, nothing to the finance system, the applications untouched (SPEC §4.2). */
export function skiftStatusManuelt(manuel: ManuelStatus): Promise<BehandletAnmodning> {
  return apiFetch('/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { kontekst: 'admin', method: 'POST', body: manuel });
}
