import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tjekTrin } from './tjek-trin';

const MASKINE = join('workflows', 'guide.machine.json');

/** The files of a small definitions folder: one schema, its layout, one text, and a wizard whose step names them. */
function filer(meta: Record<string, unknown>): Map<string, unknown> {
  return new Map<string, unknown>([
    [join('schemas', 'kontakt.schema.json'), { $id: 'forudbetaling-kontakt' }],
    [join('schemas', 'forudbetaling-kontakt.ui.json'), {}],
    [join('content', 'ui', 'web.json'), { 'web.kontakt': 'Kontakt' }],
    [MASKINE, { id: 'guide', states: { kontakt: { meta: { titel: 'Kontakt', ...meta } }, slut: { type: 'final' } } }],
  ]);
}

describe("a wizard step's form", () => {
  it('accepts a step whose schema, layout and texts exist, and one with only a title', () => {
    expect(tjekTrin(filer({ schema: 'forudbetaling-kontakt', ui: 'forudbetaling-kontakt', overskrift: 'web.kontakt' }))).toEqual([]);
    expect(tjekTrin(filer({}))).toEqual([]);
  });

  it('names a schema, a layout and a text that do not exist, by the step', () => {
    expect(tjekTrin(filer({ schema: 'kontakt', ui: 'kontakt', vejledning: 'web.findesIkke' }))).toEqual([
      { fil: MASKINE, problem: 'trinnet "kontakt" bruger schemaet "kontakt" (meta.schema), men intet schema i schemas/ har det $id' },
      { fil: MASKINE, problem: 'trinnet "kontakt" bruger opstillingen "kontakt" (meta.ui), men schemas/kontakt.ui.json findes ikke' },
      { fil: MASKINE, problem: 'trinnet "kontakt" har teksten "web.findesIkke" som meta.vejledning, men den findes ikke i content/ui' },
    ]);
  });
});
