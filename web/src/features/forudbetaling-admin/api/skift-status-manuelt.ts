import { apiFetch } from '../../../shared/api/client';
import type { BehandletAnmodning } from './hent-anmodning';

/** The body of POST SkiftAnmodningStatusManuel (schemas/forudbetaling-admin-manuel.schema.json). */
export interface ManuelStatus {
  anmodningId: number;
  version: number;
  nyStatus: 'Godkendt' | 'Afvist';
}

/** Only the status changes: no e-mail, nothing to the finance system, the applications untouched (SPEC §4.2). */
export function skiftStatusManuelt(manuel: ManuelStatus): Promise<BehandletAnmodning> {
  return apiFetch('/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { kontekst: 'admin', method: 'POST', body: manuel });
}
