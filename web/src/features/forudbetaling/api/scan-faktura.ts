import { apiFetch } from '../../../shared/api/client';

/** What POST /api/OcrFaktura/ScanFaktura read on the invoice (SPEC §3.1); a field is absent when not found. */
export interface ScanResultat {
  cvr?: string;
  fakturaNummer?: string;
  bankOverfoersel?: { regNr: string; kontoNummer: string };
  indbetalingskort?: { kortArt: string; betalingsId: string; kreditorNummer: string };
}

export function scanFaktura(dataUri: string): Promise<ScanResultat> {
  return apiFetch<ScanResultat>('/api/OcrFaktura/ScanFaktura', { kontekst: 'loenmodtager', method: 'POST', body: { dataUri } });
}
