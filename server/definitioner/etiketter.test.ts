import { describe, expect, it } from 'vitest';
import type { Historikpost } from '../../contract/historik';
import { sagsEtiketter } from './etiketter';

const config = (labels: Record<string, string>) => ({
  states: Object.fromEntries(Object.entries(labels).map(([s, label]) => [s, { meta: { label } }])),
});
const v1 = config({ Indsendt: 'Afventer', Pause: 'Sat på pause' });
const v2 = config({ Indsendt: 'Modtaget', Bero: 'Sat i bero' });
const v3 = config({ Indsendt: 'Indkommet' });
const post = (detaljer?: Record<string, unknown>): Historikpost => ({
  tidspunkt: '2026-11-20T09:00:00.000Z',
  af: 'Sara',
  handling: 'x',
  ...(detaljer ? { detaljer } : {}),
});

describe('sagsEtiketter', () => {
  it('labels each status change by the version the case was on then, across two migrations', () => {
    const historik = [
      post(),
      post({ fra: 'Indsendt', til: 'Pause' }),
      post({ fra: 'Pause', til: 'Indsendt', fraVersion: 'v1', tilVersion: 'v2' }),
      post({ fra: 'Indsendt', til: 'Bero' }),
      post({ fra: 'Bero', til: 'Indsendt', fraVersion: 'v2', tilVersion: 'v3' }),
    ];
    const svar = sagsEtiketter({ status: 'Indsendt', historik }, { version: 'v3', config: v3 }, (v) => ({ v1, v2 })[v]);
    expect(svar.statusLabel).toBe('Indkommet');
    expect(svar.historik.map((p) => p.statusLabels)).toEqual([
      undefined,
      { fra: 'Afventer', til: 'Sat på pause' },
      { fra: 'Sat på pause', til: 'Modtaget' },
      { fra: 'Modtaget', til: 'Sat i bero' },
      { fra: 'Sat i bero', til: 'Indkommet' },
    ]);
    // What is stored is answered as it is, beside the labels.
    expect(svar.historik.map(({ statusLabels: _, ...p }) => p)).toEqual(historik);
  });

  it("falls back to the case's own version, then to the name, for a version no store holds", () => {
    const historik = [post({ fra: 'Indsendt', til: 'Ukendt', fraVersion: 'v0', tilVersion: 'v3' })];
    const svar = sagsEtiketter({ status: 'Indsendt', historik }, { version: 'v3', config: v3 }, () => undefined);
    expect(svar.historik[0]!.statusLabels).toEqual({ fra: 'Indkommet', til: 'Ukendt' });
  });
});
