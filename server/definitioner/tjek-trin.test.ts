import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tjekTrin, tjekTrinModAnmodning } from './tjek-trin';

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

  it('names a schema, a layout and a text that do not exist, by the step and at its place (the studio shows it at the step)', () => {
    expect(tjekTrin(filer({ schema: 'kontakt', ui: 'kontakt', vejledning: 'web.findesIkke' }))).toEqual([
      {
        fil: MASKINE,
        sti: '/states/kontakt/meta/schema',
        problem: 'trinnet "kontakt" bruger schemaet "kontakt" (meta.schema), men intet schema i schemas/ har det $id',
      },
      {
        fil: MASKINE,
        sti: '/states/kontakt/meta/ui',
        problem: 'trinnet "kontakt" bruger opstillingen "kontakt" (meta.ui), men schemas/kontakt.ui.json findes ikke',
      },
      {
        fil: MASKINE,
        sti: '/states/kontakt/meta/vejledning',
        problem: 'trinnet "kontakt" har teksten "web.findesIkke" som meta.vejledning, men den findes ikke i content/ui',
      },
    ]);
  });
});

describe("a wizard's steps against the request it sends", () => {
  const WIZARD = join('workflows', 'forudbetaling-wizard.machine.json');
  const ANMODNING = join('schemas', 'forudbetaling-opret.schema.json');
  /** The prepayment wizard in small: the invoice step the code sends as its own, and a contact step an analyst added. */
  function guide(kontakt: Record<string, unknown>, anmodning: Record<string, unknown>): Map<string, unknown> {
    return new Map<string, unknown>([
      [join('schemas', 'faktura.schema.json'), { $id: 'forudbetaling-faktura', properties: { fakturaoplysninger: {} } }],
      [join('schemas', 'kontakt.schema.json'), { $id: 'forudbetaling-kontakt', properties: kontakt }],
      [ANMODNING, { $id: 'forudbetaling-opret', additionalProperties: false, ...anmodning }],
      [
        WIZARD,
        {
          id: 'forudbetaling-wizard',
          states: { faktura: { meta: { schema: 'forudbetaling-faktura' } }, kontakt: { meta: { schema: 'forudbetaling-kontakt' } } },
        },
      ],
    ]);
  }
  const anmodning = (ekstra: Record<string, unknown> = {}, kraevet: string[] = []) => ({
    properties: { status: {}, deltagelser: {}, faktura: {}, ...ekstra },
    required: ['status', 'deltagelser', 'faktura', ...kraevet],
  });

  it('accepts a step field the request allows, and a required one a step collects', () => {
    expect(tjekTrinModAnmodning(guide({ telefon: {} }, anmodning({ telefon: {} }, ['telefon'])))).toEqual([]);
    // The code makes the body's own of the invoice step's field: the request need not name it.
    expect(tjekTrinModAnmodning(guide({}, anmodning()))).toEqual([]);
  });

  it("names a step field the request's schema does not allow, at the step, and a required field no step collects, at required", () => {
    expect(tjekTrinModAnmodning(guide({ telefon: {} }, anmodning()))).toEqual([
      {
        fil: WIZARD,
        sti: '/states/kontakt/meta/schema',
        problem:
          'trinnet "kontakt" samler feltet "telefon", men anmodningens schema "forudbetaling-opret" tillader det ikke (properties): serveren ville afvise hver indsendelse',
      },
    ]);
    expect(tjekTrinModAnmodning(guide({}, anmodning({ telefon: {} }, ['telefon'])))).toEqual([
      {
        fil: ANMODNING,
        sti: '/required/3',
        problem:
          'feltet "telefon" er påkrævet, men intet trin i guiden "forudbetaling-wizard" samler det: serveren ville afvise hver indsendelse',
      },
    ]);
  });
});
