import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { describe, expect, it, vi } from 'vitest';
import type { Saet } from './filer';
import { forhaandsvisning, forhaandsvisningModul, validatorAendringer, validatorModul } from './web-validatorer';

// Counts the compilations: a module made again is one that was pushed out.
vi.mock('@rjsf/validator-ajv8/compileSchemaValidators', async (original) => {
  const m = await original<typeof import('@rjsf/validator-ajv8/compileSchemaValidators')>();
  return { ...m, compileSchemaValidatorsCode: vi.fn(m.compileSchemaValidatorsCode) };
});

const saetMed = (version: number, title: string): Saet => ({
  version,
  filer: { 'schemas/x.schema.json': { $id: 'x', type: 'object', title, properties: { a: { type: 'string' } } } },
});

describe('the previews of the form editor', () => {
  it("keep their validators apart, a few: many previews never push the live pages' validators out", () => {
    const live = saetMed(7, 'Live');
    const adresse = validatorAendringer(live, { version: 1, filer: {} })['x']!;
    const hash = /\.([^.]+)\.js$/.exec(adresse)![1]!;
    expect(validatorModul(live, 'x', hash)).toBeDefined();
    const kompileret = vi.mocked(compileSchemaValidatorsCode);
    const foer = kompileret.mock.calls.length;
    const forste = forhaandsvisning(saetMed(0, 'Udkast 0'), 'x')!;
    for (let i = 1; i <= 200; i++) forhaandsvisning(saetMed(0, `Udkast ${i}`), 'x');
    expect(kompileret.mock.calls.length - foer).toBe(201);
    // The live module is still made: no compilation.
    expect(validatorModul(live, 'x', hash)).toBeDefined();
    expect(kompileret.mock.calls.length - foer).toBe(201);
    // The oldest preview has given way to newer ones; the newest is there.
    expect(forhaandsvisningModul(forste.adresse.split('.').at(-2)!)).toBeUndefined();
  });
});
