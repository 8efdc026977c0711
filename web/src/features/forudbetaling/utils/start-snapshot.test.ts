import { describe, expect, it } from 'vitest';
import { validate as deltagelse } from 'virtual:validator/forudbetaling-deltagelse';
import { validate as faktura } from 'virtual:validator/forudbetaling-faktura';
import { validate as tilskudTrin } from 'virtual:validator/forudbetaling-tilskud';
import { validate as troOgLove } from 'virtual:validator/forudbetaling-tro-og-love';
import { forudbetalingWizard, type Kladde } from '@workflows/forudbetaling-wizard';
import { startSnapshot } from './start-snapshot';

// The steps' precompiled validators, as the web's forms load them.
const validering: Record<string, (data: unknown) => boolean> = {
  'forudbetaling-tilskud': tilskudTrin,
  'forudbetaling-deltagelse': deltagelse,
  'forudbetaling-faktura': faktura,
  'forudbetaling-tro-og-love': troOgLove,
};
const maskine = forudbetalingWizard({ indsend: () => Promise.resolve(1), erGyldig: (id, kladde) => validering[id]!(kladde) });
const svejsning = { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' }, deltagerGebyr: 18500 };
const truck = { id: 1002, ansoegningsnummer: 'A-2026-001002', uddannelse: { navn: 'Truckcertifikat B' } };
const tilskud = [svejsning, truck];
const periode = { startdato: '2026-12-01', afslutningsdato: '2026-12-05' };

const gemt = (data: Kladde, trin: string) => ({ data, trin });

describe('startSnapshot', () => {
  it('starts a fresh draft on the first step, with the application from the address chosen', () => {
    expect(startSnapshot(maskine, { tilskud }).value).toBe('tilskud');
    const forvalgt = startSnapshot(maskine, { tilskud, forvalgt: 'A-2026-001002' });
    expect(forvalgt.context.kladde.deltagelser.map((d) => d.tilskud.id)).toEqual([1002]);
  });

  it('resumes the kept draft at the step of the address, or where it was left', () => {
    const kladde = { deltagelser: [{ tilskud: svejsning, pris: 100, periode }] };
    const paaFaktura = startSnapshot(maskine, { tilskud, gemt: gemt(kladde, 'deltagelse'), trin: 'faktura' });
    expect(paaFaktura.value).toBe('faktura');
    expect(paaFaktura.context.kladde).toEqual(kladde);
    expect(startSnapshot(maskine, { tilskud, gemt: gemt(kladde, 'deltagelse') }).value).toBe('deltagelse');
  });

  it('goes no further than the draft allows', () => {
    const kladde = { deltagelser: [{ tilskud: svejsning }] };
    expect(startSnapshot(maskine, { tilskud, gemt: gemt(kladde, 'faktura'), trin: 'kontrol' }).value).toBe('tilskud');
  });

  it('drops courses no longer on offer, takes the offered ones as they are now, and then shows the courses whatever the address', () => {
    const kladde = { deltagelser: [{ tilskud: { ...svejsning, uddannelse: { navn: 'gammelt navn' } } }, { tilskud: { ...truck, id: 9 } }] };
    const snapshot = startSnapshot(maskine, { tilskud, gemt: gemt(kladde, 'deltagelse'), trin: 'deltagelse' });
    expect(snapshot.context.kladde.deltagelser).toEqual([{ tilskud: svejsning }]);
    expect(snapshot.value).toBe('tilskud');
  });

  it('counts the check page as shown only for a draft left on tro og love', () => {
    const kladde = { deltagelser: [{ tilskud: svejsning, pris: 100, periode }] };
    expect(startSnapshot(maskine, { tilskud, gemt: gemt(kladde, 'kontrol') }).context.kontrolSet).toBe(false);
    expect(startSnapshot(maskine, { tilskud, gemt: gemt(kladde, 'troOgLove') }).context.kontrolSet).toBe(true);
  });

  it('shows the receipt again only on its own address, else starts afresh', () => {
    const kvittering = startSnapshot(maskine, { tilskud, trin: 'kvittering', kvittering: 17 });
    expect(kvittering.value).toBe('kvittering');
    expect(kvittering.context.anmodningId).toBe(17);
    const forfra = startSnapshot(maskine, { tilskud, kvittering: 17 });
    expect(forfra.value).toBe('tilskud');
    expect(forfra.context.anmodningId).toBeNull();
    expect(startSnapshot(maskine, { tilskud, trin: 'kvittering' }).value).toBe('tilskud');
  });
});
