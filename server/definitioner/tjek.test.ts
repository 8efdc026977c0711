import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFINITIONSMAPPER } from '../../engine/definitioner';
import { formaterFejl, tjekDefinitioner } from './tjek';

const rod = resolve(import.meta.dirname, '../..');
const kopier: string[] = [];
afterEach(() => {
  for (const dir of kopier.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the definitions with one file changed. */
function kopiMed(fil: string, aendr: (tekst: string) => string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'fond-tjek-'));
  kopier.push(dir);
  for (const mappe of DEFINITIONSMAPPER) cpSync(join(rod, mappe), join(dir, mappe), { recursive: true });
  const ny = aendr(readFileSync(join(dir, fil), 'utf8'));
  if (ny === undefined) rmSync(join(dir, fil));
  else writeFileSync(join(dir, fil), ny);
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edited JSON file, any shape
type Json = Record<string, any>;

const json = (aendr: (j: Json) => void) => (tekst: string) => {
  const j = JSON.parse(tekst) as Json;
  aendr(j);
  return JSON.stringify(j);
};

describe('tjekDefinitioner', () => {
  it("finds nothing wrong with the repository's own definitions", () => {
    expect(tjekDefinitioner(rod, rod)).toEqual([]);
  });

  it('names every file the code needs when DEFINITIONS_DIR points at an empty folder', () => {
    const tom = mkdtempSync(join(tmpdir(), 'fond-tom-'));
    kopier.push(tom);
    const fejl = tjekDefinitioner(tom, rod);
    expect(fejl).toContainEqual({ fil: 'content/tekster.json', problem: 'filen mangler' });
    expect(fejl).toContainEqual({ fil: 'workflows/arbejdsmangel-ansoegning.machine.json', problem: 'filen mangler (koden bruger den)' });
    expect(fejl).toContainEqual({ fil: 'schemas/forudbetaling-opret.schema.json', problem: 'filen mangler (koden bruger den)' });
  });

  it.each([
    ['invalid JSON', 'schemas/tekst-opret.ui.json', (t: string) => t.slice(0, -3), /^ugyldig JSON: /],
    [
      'a schema that does not compile',
      'schemas/tekst.schema.json',
      json((s) => (s['properties'].key.minLength = 'fem')),
      /^schemaet kan ikke oversættes: schema is invalid/,
    ],
    [
      'a $ref to nothing',
      'schemas/forudbetaling-opret.schema.json',
      json((s) => (s['properties'].status = { $ref: 'felter#/definitions/findesIkke' })),
      /\$ref peger på intet: felter#\/definitions\/findesIkke/,
    ],
    [
      'an unknown guard',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Indsendt.on.RegistrerAccepteretAfMedarbejdere.guard = 'erBetalt')),
      /^betingelsen \(guard\) "erBetalt" findes ikke/,
    ],
    [
      'a status without a label',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].SatIBero = { on: { Genoptag: { target: 'Indsendt', meta: { label: 'Genoptag' } } } })),
      /^status "SatIBero" har ingen label \(meta\.label\)$/,
    ],
    [
      'a handling without a label',
      'workflows/forudbetaling-anmodning.machine.json',
      json((w) => (w['states'].Oprettet.on.Parker = { target: 'Oprettet' })),
      /^handlingen "Parker" i "Oprettet" har ingen label/,
    ],
    [
      'a transition to a status that does not exist',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Afvist.on.RegistrerGodkendtAfSekretariatet.target = 'Godkendtt')),
      /fører til "Godkendtt", som ikke findes$/,
    ],
    [
      'a fixed text the code uses, removed',
      'content/ui/problem.json',
      json((u) => delete u['problem.valideringsfejl']),
      /^teksten "problem\.valideringsfejl" mangler$/,
    ],
    [
      'a site text without content',
      'content/tekster.json',
      json((t) => (t['forside:velkomst'] = { type: 'html' })),
      /^"forside:velkomst" skal have type "html" eller "text" og et indhold$/,
    ],
    [
      'a schema file the code uses, removed',
      'schemas/arbejdsmangel-handling.schema.json',
      () => undefined,
      /^filen mangler \(koden bruger den\)$/,
    ],
    [
      'a handling name the API cannot carry',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Indsendt.on['Sæt_i_bero'] = { target: 'Afvist', meta: { label: 'Sæt i bero' } })),
      /^handlingen "Sæt_i_bero" må kun have bogstaverne a-z og tal i sit navn$/,
    ],
    [
      'a handling the server itself performs, removed',
      'workflows/forudbetaling-anmodning.machine.json',
      json((w) => delete w['states'].Oprettet.on.AfvisAnmodning),
      /^handlingen "AfvisAnmodning" mangler \(koden bruger den\)$/,
    ],
    [
      "an applicant's wording naming a text that does not exist",
      'workflows/forudbetaling-anmodning.machine.json',
      json((w) => (w['states'].Godkendt.meta.loenmodtagerTekst = 'forudbetalingWeb.status.findesIkke')),
      /^status "Godkendt" vises for ansøgeren med teksten "forudbetalingWeb\.status\.findesIkke" \(meta\.loenmodtagerTekst\), som ikke findes i content\/ui$/,
    ],
    [
      'a manual mark that is not true or false',
      'workflows/forudbetaling-anmodning.machine.json',
      json((w) => (w['states'].Oprettet.on.SkiftTilAfvistManuelt.meta.manuel = 'ja')),
      /^handlingen "SkiftTilAfvistManuelt" i "Oprettet" har meta\.manuel, som skal være true eller false$/,
    ],
    [
      "a 'to be handled' mark that is not true or false",
      'workflows/forudbetaling-anmodning.machine.json',
      json((w) => (w['states'].Godkendt.meta.behandles = 1)),
      /^status "Godkendt" har meta\.behandles, som skal være true eller false$/,
    ],
    [
      'an e-mail template removed',
      'content/tekster.json',
      json((t) => delete t['email:anmodning-godkendt:emne']),
      /^teksten "email:anmodning-godkendt:emne" mangler$/,
    ],
    [
      'a confirmation naming a text that does not exist',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Godkendt.on.SendTilUdbetaling.meta.bekraeft = 'arbejdsmangelAdminWeb.bekraeft.findesIkke')),
      /^handlingen "SendTilUdbetaling" i "Godkendt" skal bekræftes med teksten "arbejdsmangelAdminWeb\.bekraeft\.findesIkke" \(meta\.bekraeft\), som ikke findes i content\/ui$/,
    ],
    [
      'a confirmation that is no text key',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Indsendt.on.RegistrerAfvistAfMedarbejdere.meta.bekraeft = true)),
      /^handlingen "RegistrerAfvistAfMedarbejdere" i "Indsendt" skal bekræftes med teksten true /,
    ],
    [
      "a button colour that is not one of Bootstrap's",
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Indsendt.on.RegistrerAfvistAfMedarbejdere.meta.farve = 'roed')),
      /^handlingen "RegistrerAfvistAfMedarbejdere" i "Indsendt" har farven "roed" \(meta\.farve\), som ikke er en af Bootstraps knapfarver: primary, /,
    ],
    [
      'a state that is not an object',
      'workflows/arbejdsmangel-ansoegning.machine.json',
      json((w) => (w['states'].Afvist = null)),
      /^uventet indhold: /,
    ],
  ])('names the file and the problem: %s', (_navn, fil, aendr, problem) => {
    const fejl = tjekDefinitioner(kopiMed(fil, aendr), rod);
    expect(fejl).toHaveLength(1);
    expect(fejl[0]!.fil).toBe(fil);
    expect(fejl[0]!.problem).toMatch(problem);
    // With its place in the file, when the check knows it.
    expect(formaterFejl(fejl)).toContain(`  ${fil}${fejl[0]!.sti ? ` ${fejl[0]!.sti}` : ''}: ${fejl[0]!.problem}`);
  });

  const A = 'workflows/arbejdsmangel-ansoegning.machine.json';
  const F = 'workflows/forudbetaling-anmodning.machine.json';
  it.each([
    [
      A,
      'a status without a label',
      json((w) => (w['states'].SatIBero = { on: { Genoptag: { target: 'Indsendt', meta: { label: 'Genoptag' } } } })),
      '/states/SatIBero',
    ],
    [A, 'a start status that does not exist', json((w) => (w['initial'] = 'Findesikke')), '/initial'],
    [
      A,
      'a transition to a status that does not exist',
      json((w) => (w['states'].Afvist.on.RegistrerGodkendtAfSekretariatet.target = 'X')),
      '/states/Afvist/on/RegistrerGodkendtAfSekretariatet',
    ],
    [
      A,
      'a handling name the API cannot carry',
      json((w) => (w['states'].Indsendt.on['Sæt/i bero'] = { target: 'Afvist', meta: { label: 'x' } })),
      '/states/Indsendt/on/Sæt~1i bero',
    ],
    [
      A,
      'a handling without a label, one of a list',
      json((w) => (w['states'].Afvist.on.Parker = [{ target: 'Afvist', meta: { label: 'P' } }, { target: 'Afvist' }])),
      '/states/Afvist/on/Parker/1',
    ],
    [
      A,
      'a confirmation text that does not exist',
      json((w) => (w['states'].Godkendt.on.SendTilUdbetaling.meta.bekraeft = 'x.findesIkke')),
      '/states/Godkendt/on/SendTilUdbetaling/meta/bekraeft',
    ],
    [
      A,
      'a button colour',
      json((w) => (w['states'].Indsendt.on.RegistrerAfvistAfMedarbejdere.meta.farve = 'roed')),
      '/states/Indsendt/on/RegistrerAfvistAfMedarbejdere/meta/farve',
    ],
    [A, 'a status colour', json((w) => (w['states'].Afvist.meta.farve = 'roed')), '/states/Afvist/meta/farve'],
    [
      A,
      'a manual mark',
      json((w) => (w['states'].Indsendt.on.RegistrerAfvistAfMedarbejdere.meta.manuel = 'ja')),
      '/states/Indsendt/on/RegistrerAfvistAfMedarbejdere/meta/manuel',
    ],
    [A, "a 'to be handled' mark", json((w) => (w['states'].Afvist.meta.behandles = 1)), '/states/Afvist/meta/behandles'],
    [
      F,
      'a handling the server performs, removed (no place in the file)',
      json((w) => delete w['states'].Oprettet.on.AfvisAnmodning),
      undefined,
    ],
  ] as [string, string, (tekst: string) => string, string | undefined][])(
    'points at the status or action of a workflow problem as the file has it: %s',
    (fil, _navn, aendr, sti) => {
      const fejl = tjekDefinitioner(kopiMed(fil, aendr), rod).filter((f) => f.fil === fil);
      expect(fejl.length).toBeGreaterThan(0);
      expect(fejl[0]!.sti).toBe(sti);
    },
  );

  it('names both the missing text and the handling that asks with it when a confirmation text is removed', () => {
    const fil = 'content/ui/arbejdsmangel-admin-web.json';
    const fejl = tjekDefinitioner(
      kopiMed(
        fil,
        json((u) => delete u['arbejdsmangelAdminWeb.bekraeft.udbetaling']),
      ),
      rod,
    );
    expect(fejl).toEqual([
      {
        fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
        sti: '/states/Godkendt/on/SendTilUdbetaling/meta/bekraeft',
        problem:
          'handlingen "SendTilUdbetaling" i "Godkendt" skal bekræftes med teksten "arbejdsmangelAdminWeb.bekraeft.udbetaling" (meta.bekraeft), som ikke findes i content/ui',
      },
      { fil, problem: 'teksten "arbejdsmangelAdminWeb.bekraeft.udbetaling" mangler' },
    ]);
  });

  it('names a text whose plural is not written as one, in the fixed wording and in an e-mail template', () => {
    const ui = 'content/ui/arbejdsmangel-admin-web.json';
    const brudt = '{antal, plural, one {# ansøgning}}';
    const fejlUi = tjekDefinitioner(
      kopiMed(
        ui,
        json((u) => (u['arbejdsmangelAdminWeb.liste.antal'] = brudt)),
      ),
      rod,
    );
    expect(fejlUi).toEqual([
      {
        fil: ui,
        problem: `teksten "arbejdsmangelAdminWeb.liste.antal" har et flertal, som ikke er skrevet som {antal, plural, one {# …} other {# …}} (et valg "other" skal være med): ${brudt}`,
      },
    ]);
    const tekster = 'content/tekster.json';
    const skabelon = json(
      (t) =>
        (t['email:kvittering-arbejdsmangel:indhold'].indhold =
          'med {{antalMedarbejdere, plural, one {# medarbejder} other {# medarbejdere}}'),
    );
    const fejl = tjekDefinitioner(kopiMed(tekster, skabelon), rod);
    expect(fejl.map((f) => f.fil)).toEqual([tekster]);
    expect(fejl[0]!.problem).toMatch(
      /^teksten "email:kvittering-arbejdsmangel:indhold" har et flertal, .*: \{\{antalMedarbejdere, plural, one/,
    );
  });
});
