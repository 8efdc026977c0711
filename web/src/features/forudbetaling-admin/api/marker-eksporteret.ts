import { apiFetch } from '../../../shared/api/client';

/** The API takes at most this many orders in one call (schemas/betalingsordrer-eksporteret.schema.json). */
const AD_GANGEN = 1000;

/** Marks the orders exported to the finance system; one marked before keeps its first time. */
export async function markerEksporteret(ider: readonly string[]): Promise<void> {
  for (let i = 0; i < ider.length; i += AD_GANGEN) {
    await apiFetch('/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', {
      kontekst: 'admin',
      method: 'POST',
      body: { ider: ider.slice(i, i + AD_GANGEN) },
    });
  }
}
