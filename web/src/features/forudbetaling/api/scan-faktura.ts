import type { ScanResultat } from '@contract/forudbetaling';
import type { OcrScan } from '@contract/generated/ocr-scan';
import { apiFetch } from '../../../shared/api/client';

export type { ScanResultat };

export function scanFaktura(dataUri: string): Promise<ScanResultat> {
  const body: OcrScan = { dataUri };
  return apiFetch<ScanResultat>('/api/OcrFaktura/ScanFaktura', { kontekst: 'loenmodtager', method: 'POST', body });
}
