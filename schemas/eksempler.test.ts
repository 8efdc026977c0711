import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { valider } from '../server/validation/validator';
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

  it('has each sample file beside a layout, and each is valid data for its form', () => {
    const filer = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.eksempel.json'));
    expect(filer.map((f) => f.replace('.eksempel.json', '.ui.json')).filter((f) => !existsSync(join(import.meta.dirname, f)))).toEqual([]);
    const medEksempel = formularer.filter((f) => f.eksempel !== undefined);
    expect(medEksempel).toHaveLength(filer.length);
    for (const { navn, schemaId, eksempel } of medEksempel) expect(valider(schemaId, eksempel?.['data']), navn).toEqual([]);
  });

  it('has a sample for each form of the wizard, the employer and the secretariat’s dialogs', () => {
    for (const navn of [
      'forudbetaling-faktura',
      'arbejdsmangel-opret',
      'arbejdsmangel-medarbejder',
      'forudbetaling-admin-afvis',
      'tekst-rediger',
    ]) {
      expect(formularer.find((f) => f.navn === navn)?.eksempel, navn).toBeDefined();
    }
  });
});
