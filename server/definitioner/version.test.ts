import { describe, expect, it } from 'vitest';
import { REPO_ROD } from '../config';
import { definitionsversion, kanoniskJson, laesDefinitioner } from './version';

describe('definitionsversion', () => {
  it('is the same for the same definition however its keys are ordered or indented', () => {
    const a = { id: 'x', states: { A: { on: { Gaa: 'B' } }, B: {} }, initial: 'A' };
    const b = JSON.parse(JSON.stringify({ initial: 'A', states: { B: {}, A: { on: { Gaa: 'B' } } }, id: 'x' }, null, 4)) as unknown;
    expect(kanoniskJson(a)).toBe(kanoniskJson(b));
    expect(definitionsversion(a)).toBe(definitionsversion(b));
    expect(definitionsversion(a)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('changes with any change of content, also in the order of an array', () => {
    const a = { required: ['a', 'b'], title: 'Ansøgning' };
    expect(definitionsversion({ ...a, title: 'Ansøgningen' })).not.toBe(definitionsversion(a));
    expect(definitionsversion({ ...a, required: ['b', 'a'] })).not.toBe(definitionsversion(a));
    expect(kanoniskJson({ s: 'æ"\n', n: null, t: [1, true] })).toBe('{"n":null,"s":"æ\\"\\n","t":[1,true]}');
  });

  it("reads every workflow by its id and every schema by its $id, each with its file's version", () => {
    const definitioner = laesDefinitioner(REPO_ROD);
    expect(definitioner).toContainEqual(
      expect.objectContaining({
        art: 'arbejdsgang',
        navn: 'arbejdsmangel-ansoegning',
        fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
      }),
    );
    expect(definitioner).toContainEqual(
      expect.objectContaining({ art: 'skema', navn: 'forudbetaling-opret', fil: 'schemas/forudbetaling-opret.schema.json' }),
    );
    for (const d of definitioner) expect(d.version).toBe(definitionsversion(d.indhold));
  });
});
