import type { ForudbetalingAdminHandling } from '@contract/generated/forudbetaling-admin-handling';
import { apiFetch } from '../../../shared/api/client';
import type { BehandletAnmodning } from './hent-anmodning';

/** Performs one of the workflow's other handlings (not approval or rejection) on the request; 409 when its status does not allow it. */
export function udfoerHandling(anmodningId: number, handling: ForudbetalingAdminHandling): Promise<BehandletAnmodning> {
  return apiFetch(`/api/ForudbetalingAdmin/UdfoerHandling?id=${anmodningId}`, { kontekst: 'admin', method: 'PUT', body: handling });
}
