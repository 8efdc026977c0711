import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aendringerIOrd } from './aendringer-i-ord';

const rod = join(import.meta.dirname, '..');
const laes = (sti: string): Record<string, unknown> => JSON.parse(readFileSync(join(rod, sti), 'utf8')) as Record<string, unknown>;
const kopi = <T>(v: T): T => structuredClone(v);

/** The set's files the tests change, as the repository has them. */
const FELTER = 'schemas/felter.schema.json';
const FAKTURA = 'schemas/forudbetaling-faktura.schema.json';
const ARBEJDSMANGEL = 'workflows/arbejdsmangel-ansoegning.machine.json';
const GUIDE = 'workflows/forudbetaling-wizard.machine.json';
const saet = Object.fromEntries(
  [
    FELTER,
    FAKTURA,
    ARBEJDSMANGEL,
    GUIDE,
    'content/ui/web.json',
    'content/tekster.json',
    'schemas/arbejdsmangel-opret.schema.json',
    'schemas/arbejdsmangel-opret.ui.json',
  ].map((s) => [s, laes(s)]),
);
type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The set with one file changed by `ret`. */
function med(sti: string, ret: (fil: Obj) => void): Record<string, unknown> {
  const fil = kopi(saet[sti]) as Obj;
  ret(fil);
  return { ...saet, [sti]: fil };
}

describe('the changes between two sets in words', () => {
  it("names README's invoice number rule by the title a form gives the shared field: 'ny regel og besked'", () => {
    const efter = med(FELTER, (f) => {
      f.definitions.fakturanummer.pattern = '^\\S+$';
      f.definitions.fakturanummer.errorMessage = { pattern: 'Fakturanummer må ikke indeholde mellemrum.' };
    });
    // The pattern existed already: changed, not new; a rule added where there was none is 'ny regel og besked'.
    expect(aendringerIOrd(saet, efter)).toEqual([
      { sti: FELTER, linjer: ['Feltet Fakturanummer: regel ændret', 'Feltet Fakturanummer: besked ændret'] },
    ]);
    const ny = med(FELTER, (f) => {
      f.definitions.fakturanummer.minimum = 3;
      f.definitions.fakturanummer.errorMessage = { minimum: 'Mindst 3.' };
    });
    expect(aendringerIOrd(saet, ny)[0]!.linjer).toEqual(['Feltet Fakturanummer: ny regel og besked']);
  });

  it('says a field added, removed, renamed, made required and retyped by its title', () => {
    const efter = med('schemas/arbejdsmangel-opret.schema.json', (f) => {
      f.properties.kontaktperson = { type: 'string', title: 'Kontaktperson hos virksomheden', maxLength: 100 };
    });
    expect(aendringerIOrd(saet, efter)[0]!.linjer).toEqual(['Feltet Kontaktperson hos virksomheden tilføjet']);
    expect(aendringerIOrd(efter, saet)[0]!.linjer).toEqual(['Feltet Kontaktperson hos virksomheden fjernet']);
    const omdoebt = med(FAKTURA, (f) => {
      f.properties.fakturaoplysninger.properties.fakturanummer.title = 'Fakturaens nummer';
      f.properties.fakturaoplysninger.required = f.properties.fakturaoplysninger.required.filter((r: string) => r !== 'fakturanummer');
    });
    expect(aendringerIOrd(saet, omdoebt)[0]!.linjer).toEqual([
      'Feltet Fakturanummer hedder nu "Fakturaens nummer"',
      'Feltet Fakturaens nummer er ikke længere påkrævet',
    ]);
    expect(aendringerIOrd(omdoebt, saet)[0]!.linjer).toContain('Feltet Fakturanummer er nu påkrævet');
  });

  it('says a field shown only on a condition (ui:visHvis) in the layout', () => {
    const efter = med('schemas/arbejdsmangel-opret.ui.json', (f) => {
      const felt = Object.keys(f).find((k) => !k.startsWith('ui:'))!;
      f[felt] = { ...f[felt], 'ui:visHvis': { felt: 'x', er: 'y' } };
    });
    const [aendring] = aendringerIOrd(saet, efter);
    expect(aendring!.linjer).toHaveLength(1);
    expect(aendring!.linjer[0]).toMatch(/^Feltet .+ vises nu kun, når en anden værdi er valgt$/);
  });

  it('says a status added with its e-mail, and a button renamed, by their labels', () => {
    const efter = med(ARBEJDSMANGEL, (f) => {
      f.states.Indsendt.on.BedOmDokumentation = { target: 'AfventerDokumentation', meta: { label: 'Bed om dokumentation', email: 'x' } };
      f.states.AfventerDokumentation = { meta: { label: 'Afventer dokumentation', farve: 'warning' } };
    });
    expect(aendringerIOrd(saet, efter)[0]!.linjer).toEqual([
      'Status "Afventer dokumentation" tilføjet',
      'Knappen "Bed om dokumentation" tilføjet',
    ]);
    const omdoebt = med(ARBEJDSMANGEL, (f) => {
      const [haendelse, overgang] = Object.entries(f.states.Indsendt.on as Obj)[0]!;
      f.states.Indsendt.on[haendelse] = { ...overgang, meta: { ...overgang.meta, label: 'Godkend nu', email: 'arbejdsmangel-godkendt' } };
    });
    const label = (Object.values((saet[ARBEJDSMANGEL] as Obj).states.Indsendt.on as Obj)[0] as Obj).meta.label as string;
    expect(aendringerIOrd(saet, omdoebt)[0]!.linjer).toEqual([
      `Knappen "${label}" hedder nu "Godkend nu"`,
      'Knappen "Godkend nu" sender nu e-mailen "arbejdsmangel-godkendt"',
    ]);
    const statusNavn = med(ARBEJDSMANGEL, (f) => {
      f.states.Indsendt.meta.label = 'Venter';
    });
    expect(aendringerIOrd(saet, statusNavn)[0]!.linjer).toEqual([
      `Status "${(saet[ARBEJDSMANGEL] as Obj).states.Indsendt.meta.label as string}" hedder nu "Venter"`,
    ]);
  });

  it('says a wizard step added or removed by its title (\'Trinnet "Kontakt" tilføjet\')', () => {
    const efter = med(GUIDE, (f) => {
      f.states.kontakt = { meta: { titel: 'Kontakt', schema: 'x', ui: 'x' } };
    });
    expect(aendringerIOrd(saet, efter)[0]!.linjer).toEqual(['Trinnet "Kontakt" tilføjet']);
    expect(aendringerIOrd(efter, saet)[0]!.linjer).toEqual(['Trinnet "Kontakt" fjernet']);
  });

  it('says a fixed text by its old and new wording, and a default text by its key', () => {
    const web = saet['content/ui/web.json'] as Record<string, string>;
    const [noegle, gammel] = Object.entries(web)[0]!;
    const efter = med('content/ui/web.json', (f) => {
      f[noegle] = 'Ny ordlyd';
    });
    expect(aendringerIOrd(saet, efter)).toEqual([{ sti: 'content/ui/web.json', linjer: [`Teksten "${gammel}" ændret til "Ny ordlyd"`] }]);
    const standard = med('content/tekster.json', (f) => {
      f['forside:velkomst'].indhold = 'Hej';
    });
    expect(aendringerIOrd(saet, standard)[0]!.linjer).toEqual(['Standardteksten forside:velkomst ændret']);
  });

  it('says the reverse of each change: a rule, status and button removed, a type changed, and the layout otherwise changed', () => {
    const medRegel = med(FELTER, (f) => {
      f.definitions.fakturanummer.minimum = 3;
    });
    expect(aendringerIOrd(medRegel, saet)[0]!.linjer).toEqual(['Feltet Fakturanummer: regel fjernet']);
    const medStatus = med(ARBEJDSMANGEL, (f) => {
      f.states.Indsendt.on.BedOmDokumentation = { target: 'AfventerDokumentation', meta: { label: 'Bed om dokumentation' } };
      f.states.AfventerDokumentation = { meta: { label: 'Afventer dokumentation' } };
    });
    expect(aendringerIOrd(medStatus, saet)[0]!.linjer).toEqual([
      'Status "Afventer dokumentation" fjernet',
      'Knappen "Bed om dokumentation" fjernet',
    ]);
    const type = med(FELTER, (f) => {
      f.definitions.fakturanummer.type = 'number';
    });
    expect(aendringerIOrd(saet, type)[0]!.linjer).toEqual(['Feltet Fakturanummer: ny type']);
    const orden = med('schemas/arbejdsmangel-opret.ui.json', (f) => {
      f['ui:sektioner'] = [...(f['ui:sektioner'] as unknown[])].reverse();
    });
    expect(aendringerIOrd(saet, orden)[0]!.linjer).toEqual(['Opstillingen af Ansøgning om støtte ved midlertidig arbejdsmangel ændret']);
  });

  it("falls back to 'Filen X ændret', and says a file added or deleted; the same JSON in another key order is no change", () => {
    expect(aendringerIOrd({ 'content/tema.json': { navn: 'A' } }, { 'content/tema.json': { navn: 'B' } })).toEqual([
      { sti: 'content/tema.json', linjer: ['Filen content/tema.json ændret'] },
    ]);
    expect(aendringerIOrd({}, { 'content/ui/ny.json': {} })[0]!.linjer).toEqual(['Filen content/ui/ny.json tilføjet']);
    expect(aendringerIOrd({ 'content/ui/ny.json': {} }, {})[0]!.linjer).toEqual(['Filen content/ui/ny.json slettet']);
    expect(aendringerIOrd({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
  });
});
