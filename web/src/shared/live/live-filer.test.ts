import { afterEach, describe, expect, it } from 'vitest';
import { DEFINITIONSAENDRINGER_ID } from '@contract/indlejrede-svar';
import { liveFil, laesLiveFiler } from './live-filer';
import { liveFeltTitler, liveLayouts } from './live-trin';

const side = (filer: unknown) => ({
  getElementById: (id: string) => (id === DEFINITIONSAENDRINGER_ID ? ({ textContent: JSON.stringify(filer) } as HTMLElement) : null),
});

afterEach(() => laesLiveFiler(side({})));

describe('the definition files a page brings', () => {
  it('take the place of the bundled file they name, and leave every other as built', () => {
    laesLiveFiler(side({ 'schemas/a.ui.json': { felt: { 'ui:help': 'Ny hjælp' } } }));
    expect(liveFil('schemas/a.ui.json', { felt: {} })).toEqual({ felt: { 'ui:help': 'Ny hjælp' } });
    expect(liveFil('schemas/b.ui.json', { felt: {} })).toEqual({ felt: {} });
  });

  it('keep the bundle for a page without them or with unreadable ones', () => {
    for (const dok of [
      { getElementById: () => null },
      { getElementById: () => ({ textContent: '{ikke json' }) as HTMLElement },
      side([1]),
    ]) {
      laesLiveFiler(dok);
      expect(liveFil('schemas/a.ui.json', 'bundlet')).toBe('bundlet');
    }
  });

  it("give a wizard a new step's layout and field titles beside the changed ones, and the bundled others", () => {
    laesLiveFiler(
      side({
        'schemas/kontakt.ui.json': { telefonnummer: { 'ui:options': { inputType: 'tel' } } },
        'schemas/kontakt.schema.json': { $id: 'kontakt', properties: { telefonnummer: { title: 'Telefonnummer' }, note: {} } },
        'schemas/faktura.ui.json': { nyt: true },
        'workflows/wizard.machine.json': { states: {} },
      }),
    );
    expect(liveLayouts({ faktura: { gammelt: true }, tilskud: { t: 1 } })).toEqual({
      faktura: { nyt: true },
      tilskud: { t: 1 },
      kontakt: { telefonnummer: { 'ui:options': { inputType: 'tel' } } },
    });
    expect(liveFeltTitler({ faktura: { nummer: 'Fakturanummer' } })).toEqual({
      faktura: { nummer: 'Fakturanummer' },
      kontakt: { telefonnummer: 'Telefonnummer', note: 'note' },
    });
  });
});
