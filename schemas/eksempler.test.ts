import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { valider } from '../server/validation/validering';
import { laesFormularer } from '../web/vite-plugin-formularer';

const formularer = laesFormularer(import.meta.dirname);

/** The samples /app/admin/formularer shows each form with (schemas/<navn>.eksempel.json). */
describe('the forms’ samples', () => {
  it('finds every layout with the schema it lays out', () => {
    const layouts = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ui.json'));
    expect(formularer.map((f) => `${f.navn}.ui.json`)).toEqual(layouts.sort());
    expect(formularer.find((f) => f.navn === 'tekst-rediger')?.schemaId).toBe('tekst');
    expect(formularer.find((f) => f.navn === 'forudbetaling-faktura')?.schemaId).toBe('forudbetaling-faktura');
  });

  it('has a sample for every form, and each is valid data for its form', () => {
    for (const { navn, schemaId, eksempel } of formularer) {
      expect(eksempel, navn).toBeDefined();
      expect(valider(schemaId, eksempel?.['data']), navn).toEqual([]);
    }
  });
});
