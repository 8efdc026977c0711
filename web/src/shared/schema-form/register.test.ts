import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutModuler } from '../../../vite-plugin-forindlaesning';
import { navneI } from './register';
import { fields, navngivneSkabeloner, widgets } from './widgets';

const webRod = join(import.meta.dirname, '../../..');
const alle = [...Object.keys(widgets), ...Object.keys(fields), ...Object.keys(navngivneSkabeloner)];

describe("the portal's widgets a form loads", () => {
  it('are the registry names among the strings of its uiSchema, however deep', () => {
    const ui = {
      'ui:ObjectFieldTemplate': 'sektioner',
      periode: { 'ui:field': 'dato-interval', 'ui:label': false },
      medarbejderRepraesentant: { cpr: { 'ui:widget': 'begraenset-tekst', 'ui:options': { maxLength: 11 } } },
      omfang: { 'ui:widget': 'radio' },
      'ui:order': ['periode', 'omfang'],
    };
    expect(navneI(ui)).toEqual(['begraenset-tekst', 'dato-interval', 'sektioner']);
    expect(navneI(undefined)).toEqual([]);
  });

  // The build names a page's first widgets in its HTML by the same rule (web/vite-plugin-forindlaesning.ts).
  it('each live in widgets/<name>/<name>.tsx, where the build finds the modules a layout names', () => {
    for (const navn of alle) expect(existsSync(join(webRod, `src/shared/schema-form/widgets/${navn}/${navn}.tsx`)), navn).toBe(true);
    const ui = { a: { 'ui:field': 'kursus-vaelger' }, b: { 'ui:widget': 'radio' }, 'ui:order': ['a', 'b'] };
    expect(layoutModuler(ui, webRod)).toEqual(['src/shared/schema-form/widgets/kursus-vaelger/kursus-vaelger.tsx']);
    expect(layoutModuler(ui, webRod).length).toBe(navneI(ui).length);
  });
});
