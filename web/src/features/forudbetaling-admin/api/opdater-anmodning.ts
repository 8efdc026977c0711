import type { ForudbetalingAdminOpdater as Rettelse } from '@contract/generated/forudbetaling-admin-opdater';
import { apiFetch } from '../../../shared/api/client';
import type { BehandletAnmodning } from './hent-anmodning';

export type { Rettelse };

/** Saves the secretariat's corrections; 400 with field errors when a §5.3 rule fails, 409 when handled or changed meanwhile. */
export function opdaterAnmodning(rettelse: Rettelse): Promise<BehandletAnmodning> {
  return apiFetch('/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', { kontekst: 'admin', method: 'POST', body: rettelse });
}
