import type { Leverandoer } from '@contract/forudbetaling';
import { t } from '@engine/tekster';
import { apiSvar, laesSvar } from '../../../shared/api/client';

export type { Leverandoer };

/**
 * The supplier in the finance system of the application's fund, or null when that fund does not
 * know the CVR: a 404 whose text starts 'CVR ikke fundet for fond' is that answer, not an error (SPEC §8).
 */
export async function findLeverandoer(cvr: string, ansogningId: number, signal?: AbortSignal): Promise<Leverandoer | null> {
  const query = new URLSearchParams({ cvr, ansogningId: String(ansogningId) });
  const svar = await apiSvar(`/api/CvrAdmin/FindNavnFraCvrOgAnsoegningId?${query}`, { kontekst: 'admin', signal });
  if (svar.status === 404 && (await svar.clone().text()).startsWith(t('forudbetalingAdminWeb.oekonomi.ikkeFundetPraefiks'))) return null;
  return laesSvar<Leverandoer>(svar);
}
