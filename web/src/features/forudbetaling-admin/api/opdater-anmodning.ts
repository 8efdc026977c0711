import { apiFetch } from '../../../shared/api/client';
import type { Bankoverfoersel, BehandletAnmodning, Indbetalingskort } from './hent-anmodning';

/** The body of POST /api/ForudbetalingAdmin/OpdaterAnmodningerAdmin (schemas/forudbetaling-admin-opdater.schema.json). */
export interface Rettelse {
  anmodningId: number;
  version: number;
  faktura: { cvr: string; fakturaNummer: string; bankOverfoersel?: Bankoverfoersel; indbetalingskort?: Indbetalingskort };
  deltagelser: { ansogningId: number; pris: number; periodeStart: string; periodeSlut: string }[];
}

/** Saves the secretariat's corrections; 400 with field errors when a §5.3 rule fails, 409 when handled or changed meanwhile. */
export function opdaterAnmodning(rettelse: Rettelse): Promise<BehandletAnmodning> {
  return apiFetch('/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', { kontekst: 'admin', method: 'POST', body: rettelse });
}
