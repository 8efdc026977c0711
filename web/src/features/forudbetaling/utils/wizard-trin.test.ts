import { describe, expect, it } from 'vitest';
import { forudbetalingWizard } from '@workflows/forudbetaling-wizard';
import { knapper, trinListe, trinSchemaer, trinSide, vistTrin } from './wizard-trin';

const maskine = forudbetalingWizard({ indsend: () => Promise.resolve(1), erGyldig: () => false });

describe('the wizard as the screen reads it', () => {
  it('lists the five steps of SPEC §2.2 in their order with their titles, the check page before tro og love', () => {
    expect(trinListe(maskine)).toEqual([
      { tilstand: 'tilskud', titel: 'Kurser' },
      { tilstand: 'deltagelse', titel: 'Deltagelse' },
      { tilstand: 'faktura', titel: 'Faktura' },
      { tilstand: 'kontrol', titel: 'Kontrol' },
      { tilstand: 'troOgLove', titel: 'Tro og love' },
      { tilstand: 'kvittering', titel: 'Kvittering' },
    ]);
  });

  it('shows the submission as the terms step', () => {
    expect(vistTrin(maskine, 'indsender')).toBe('troOgLove');
    expect(vistTrin(maskine, 'faktura')).toBe('faktura');
  });

  it("offers 'Tilbage' from deltagelse on and 'Indsend anmodning' on the terms step", () => {
    expect(knapper(maskine, 'tilskud')).toEqual([{ type: 'FORTSAET', label: 'Fortsæt' }]);
    expect(knapper(maskine, 'faktura')).toEqual([
      { type: 'TILBAGE', label: 'Tilbage' },
      { type: 'FORTSAET', label: 'Fortsæt' },
    ]);
    expect(knapper(maskine, 'kontrol')).toEqual([
      { type: 'TILBAGE', label: 'Tilbage' },
      { type: 'FORTSAET', label: 'Fortsæt' },
    ]);
    expect(knapper(maskine, 'troOgLove')).toEqual([
      { type: 'TILBAGE', label: 'Tilbage' },
      { type: 'FORTSAET', label: 'Indsend anmodning' },
    ]);
    expect(knapper(maskine, 'indsender')).toEqual([]);
  });

  it("gives each step its heading, guidance and form from its state's meta, and the check page none", () => {
    const ui = { fakturaoplysninger: { 'ui:order': ['*'] } };
    expect(trinSide(maskine, 'faktura', { 'forudbetaling-faktura': ui })).toEqual({
      overskrift: 'Fakturaoplysninger',
      vejledning: expect.stringContaining('Vedhæft fakturaen') as string,
      formular: { schemaId: 'forudbetaling-faktura', uiSchema: ui },
    });
    expect(trinSide(maskine, 'kontrol', {})).toEqual({
      overskrift: 'Kontrollér dine oplysninger',
      vejledning: expect.stringContaining('Ret') as string,
    });
  });

  it('falls back to the title without text keys, and to no layout without a ui file', () => {
    // The receipt's state names no text keys.
    expect(trinSide(maskine, 'kvittering', {})).toEqual({ overskrift: 'Kvittering', vejledning: undefined });
    expect(trinSide(maskine, 'tilskud', {}).formular).toEqual({ schemaId: 'forudbetaling-tilskud', uiSchema: {} });
  });

  it('names the schemas of the steps with a form, in order', () => {
    expect(trinSchemaer(maskine)).toEqual([
      'forudbetaling-tilskud',
      'forudbetaling-deltagelse',
      'forudbetaling-faktura',
      'forudbetaling-tro-og-love',
    ]);
  });
});
