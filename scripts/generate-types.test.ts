import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROD } from '../server/config';
import { generer } from './generate-types';

let mappe: string;
afterEach(() => rmSync(mappe, { recursive: true, force: true }));

/** The repository's schemas in a folder of their own, changed by `aendr`, and the types made from them. */
async function typerFra(aendr: (schemaDir: string) => void = () => {}) {
  mappe = mkdtempSync(join(tmpdir(), 'typer-'));
  const schemaDir = join(mappe, 'schemas');
  cpSync(join(REPO_ROD, 'schemas'), schemaDir, { recursive: true });
  aendr(schemaDir);
  const antal = await generer(schemaDir, join(mappe, 'generated'));
  return { antal, laes: (id: string) => readFileSync(join(mappe, 'generated', `${id}.ts`), 'utf8') };
}

describe('generate-types', () => {
  it('writes one type per schema, named after its $id, with the $refs to felter inlined', async () => {
    const { antal, laes } = await typerFra();
    expect(antal).toBeGreaterThan(20);
    const opret = laes('forudbetaling-opret');
    expect(opret).toContain('export interface ForudbetalingOpret {');
    expect(opret).toContain("status: 'Oprettet';");
    expect(opret).toMatch(/kortArt: '01' \| '04'/);
  });

  it('leaves out what a type cannot say: no index signature from a oneOf of required fields, no & string beside constants', async () => {
    const { laes } = await typerFra();
    expect(laes('forudbetaling-opret')).not.toContain('[k: string]');
    expect(laes('arbejdsmangel-admin-omfang')).toContain("omfang: 'HeleVirksomheden' | 'Afdeling' | 'Produktionsenhed';");
  });

  it('carries a field added to a schema into its type with no other edit', async () => {
    const { laes } = await typerFra((dir) => {
      const fil = join(dir, 'tekst.schema.json');
      const schema = JSON.parse(readFileSync(fil, 'utf8')) as { properties: Record<string, unknown> };
      schema.properties['sprog'] = { type: 'string', enum: ['da', 'en'] };
      writeFileSync(fil, JSON.stringify(schema));
    });
    expect(laes('tekst')).toContain("sprog?: 'da' | 'en';");
  });

  it('maps each schema $id to its type in index.ts, a new schema included with no other edit', async () => {
    const { laes } = await typerFra((dir) =>
      writeFileSync(join(dir, 'tekst-sprog.schema.json'), JSON.stringify({ $id: 'tekst-sprog', type: 'object', properties: {} })),
    );
    const indeks = laes('index');
    expect(indeks).toContain("import type { ForudbetalingOpret } from './forudbetaling-opret';");
    expect(indeks).toContain("  'forudbetaling-opret': ForudbetalingOpret;");
    expect(indeks).toContain("  'tekst-sprog': TekstSprog;");
    expect(laes('tekst-sprog')).toContain('export interface TekstSprog {');
  });

  it('refuses a schema whose $ref names no schema, as the server would', async () => {
    await expect(
      typerFra((dir) =>
        writeFileSync(join(dir, 'brudt.schema.json'), JSON.stringify({ $id: 'brudt', $ref: 'findes-ikke#/definitions/x' })),
      ),
    ).rejects.toThrow('Ukendt schema i $ref: findes-ikke#/definitions/x');
  });
});
