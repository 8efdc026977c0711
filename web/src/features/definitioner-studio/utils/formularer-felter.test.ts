import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brugtAf, grupper, laesFelter, skrivFelter, standardGruppe, tilladteVaerdier, type FeltModel } from './formularer-felter';
import { rettelser } from './formularer-tjek';

type Json = Record<string, unknown>;
const fil = (sti: string) => JSON.parse(readFileSync(sti, 'utf8')) as Json;
const FAKTURA = 'schemas/forudbetaling-faktura.schema.json';
const FAKTURA_UI = 'schemas/forudbetaling-faktura.ui.json';
const FELTER = 'schemas/felter.schema.json';
const OPRET = 'schemas/arbejdsmangel-opret.schema.json';
const OPRET_UI = 'schemas/arbejdsmangel-opret.ui.json';
const filer: Record<string, unknown> = Object.fromEntries(
  [FAKTURA, FAKTURA_UI, FELTER, OPRET, OPRET_UI, 'schemas/arbejdsmangel-felter.schema.json', 'schemas/forudbetaling-opret.schema.json'].map(
    (s) => [s, fil(s)],
  ),
);
const GRUPPE = ['fakturaoplysninger'];
const MELLEMRUM = 'Fakturanummer må ikke indeholde mellemrum.';

describe("the form editor's fields", () => {
  it("reads a group's fields in the layout's order, a shared field's rules from its definition", () => {
    const alle = grupper(filer[FAKTURA] as Json);
    expect(alle[standardGruppe(alle)]!.sti).toEqual(GRUPPE);
    const felter = laesFelter(filer[FAKTURA] as Json, filer[FAKTURA_UI] as Json, GRUPPE, filer);
    expect(felter.map((f) => f.navn)).toEqual(['dokument', 'fakturanummer', 'leverandoer', 'betalingsoplysninger']);
    const nr = felter[1]!;
    expect(nr).toMatchObject({
      titel: 'Fakturanummer',
      type: 'string',
      paakraevet: true,
      delt: { schemaId: 'felter', navn: 'fakturanummer' },
    });
    expect(nr.regler).toMatchObject({ minLength: 2, maxLength: 20 });
    expect(nr.paakraevetBesked).toBe('Der skal angives fakturanummer.');
  });

  it('writes nothing when nothing changed', () => {
    const felter = laesFelter(filer[FAKTURA] as Json, filer[FAKTURA_UI] as Json, GRUPPE, filer);
    const ud = skrivFelter(filer, 'forudbetaling-faktura', FAKTURA_UI, GRUPPE, felter);
    // The layout gains only the explicit order it already had.
    expect(Object.keys(ud)).toEqual([]);
  });

  it("writes a shared field's new rule and message once, into its definition, and names every form that uses it", () => {
    const felter = laesFelter(filer[FAKTURA] as Json, filer[FAKTURA_UI] as Json, GRUPPE, filer);
    const nr = felter[1]!;
    const ny: FeltModel = { ...nr, regler: { ...nr.regler, pattern: '^\\S+$' }, beskeder: { ...nr.beskeder, pattern: MELLEMRUM } };
    const ud = skrivFelter(
      filer,
      'forudbetaling-faktura',
      FAKTURA_UI,
      GRUPPE,
      felter.map((f) => (f === nr ? ny : f)),
    );
    expect(Object.keys(ud)).toEqual([FELTER]);
    const def = (ud[FELTER]!['definitions'] as Record<string, Json>)['fakturanummer'];
    expect(def).toEqual({ type: 'string', minLength: 2, maxLength: 20, pattern: '^\\S+$', errorMessage: { pattern: MELLEMRUM } });
    expect(brugtAf(filer, nr.delt!).map((b) => b.sti)).toEqual(
      expect.arrayContaining([FAKTURA, 'schemas/forudbetaling-opret.schema.json']),
    );
  });

  it('adds a required field shown only for some values: the layout gets ui:visHvis and the order, the schema an if/then for its requirement', () => {
    const schema = filer[OPRET] as Json;
    const felter = laesFelter(schema, filer[OPRET_UI] as Json, [], filer);
    expect(tilladteVaerdier(schema, [], 'omfang', filer)).toEqual(['HeleVirksomheden', 'Afdeling', 'Produktionsenhed']);
    expect(felter.find((f) => f.navn === 'ansoegningsNavn')?.visHvis).toEqual({
      felt: 'omfang',
      vaerdier: ['Afdeling', 'Produktionsenhed'],
    });
    const nyt: FeltModel = {
      navn: 'afdelingsleder',
      titel: 'Afdelingens leder',
      type: 'string',
      paakraevet: true,
      paakraevetBesked: 'Skriv afdelingens leder.',
      regler: { maxLength: 100 },
      beskeder: { maxLength: 'Højst 100 tegn.' },
      visHvis: { felt: 'omfang', vaerdier: ['Afdeling'] },
    };
    const i = felter.findIndex((f) => f.navn === 'ansoegningsNavn');
    const nye = [...felter.slice(0, i + 1), nyt, ...felter.slice(i + 1)];
    const ud = skrivFelter(filer, 'arbejdsmangel-opret', OPRET_UI, [], nye);
    const s = ud[OPRET]!;
    expect((s['properties'] as Json)['afdelingsleder']).toEqual({
      title: 'Afdelingens leder',
      type: 'string',
      maxLength: 100,
      errorMessage: { maxLength: 'Højst 100 tegn.' },
    });
    expect(s['required']).not.toContain('afdelingsleder');
    expect(s['allOf']).toContainEqual({
      if: { required: ['omfang'], properties: { omfang: { enum: ['Afdeling'] } } },
      then: { required: ['afdelingsleder'], errorMessage: { required: { afdelingsleder: 'Skriv afdelingens leder.' } } },
    });
    const ui = ud[OPRET_UI]!;
    expect(ui['afdelingsleder']).toEqual({ 'ui:visHvis': { omfang: ['Afdeling'] } });
    expect((ui['ui:order'] as string[]).slice(0, 3)).toEqual(['omfang', 'ansoegningsNavn', 'afdelingsleder']);
    // It joins the section of the field before it.
    expect((ui['ui:sektioner'] as Json[])[0]!['felter']).toEqual(['omfang', 'ansoegningsNavn', 'afdelingsleder']);
    // Read back, it is the same field.
    expect(laesFelter(s, ui, [], { ...filer, ...ud }).find((f) => f.navn === 'afdelingsleder')).toEqual(nyt);

    // Removed again: property, condition, layout entry and section place go, and the files are as before.
    const igen = skrivFelter({ ...filer, ...ud }, 'arbejdsmangel-opret', OPRET_UI, [], felter);
    expect(igen[OPRET]).toEqual(filer[OPRET]);
    expect((igen[OPRET_UI]!['ui:sektioner'] as Json[])[0]!['felter']).toEqual(['omfang', 'ansoegningsNavn']);
    expect(igen[OPRET_UI]!['afdelingsleder']).toBeUndefined();
  });

  it('moves fields by the layout order, and a field made required at once joins required with its message', () => {
    const felter = laesFelter(filer[OPRET] as Json, filer[OPRET_UI] as Json, [], filer);
    const [a, b, ...rest] = felter;
    const ud = skrivFelter(filer, 'arbejdsmangel-opret', OPRET_UI, [], [b!, { ...a!, paakraevet: false }, ...rest]);
    expect((ud[OPRET_UI]!['ui:order'] as string[]).slice(0, 2)).toEqual(['ansoegningsNavn', 'omfang']);
    expect(ud[OPRET]!['required']).not.toContain('omfang');
    expect((ud[OPRET]!['errorMessage'] as Json)['required']).not.toHaveProperty('omfang');
  });
});

describe("the form editor's own checks", () => {
  const felter = laesFelter(filer[FAKTURA] as Json, filer[FAKTURA_UI] as Json, GRUPPE, filer);
  const nr = felter[1]!;
  const med = (ny: Partial<FeltModel>) =>
    rettelser(
      felter,
      felter.map((f) => (f === nr ? { ...nr, ...ny } : f)),
    );

  it("refuses a pattern the server's RE2 cannot run, in Danish, at the pattern", () => {
    const fejl = med({ regler: { ...nr.regler, pattern: '^(?=a)\\S+$' }, beskeder: { pattern: MELLEMRUM } });
    expect(fejl).toEqual([
      { navn: 'fakturanummer', sted: 'pattern', besked: expect.stringContaining('Mønstret er ikke et gyldigt regulært udtryk') },
    ]);
    expect(med({ regler: { ...nr.regler, pattern: '^[a-' }, beskeder: { pattern: MELLEMRUM } })[0]?.sted).toBe('pattern');
  });

  it('refuses a new or changed rule without a Danish message, and not the rules that were there', () => {
    expect(med({ regler: { ...nr.regler, pattern: '^\\S+$' }, beskeder: { pattern: '  ' } })).toEqual([
      { navn: 'fakturanummer', sted: 'besked:pattern', besked: "Skriv en dansk besked til reglen 'Mønster (regulært udtryk)'." },
    ]);
    expect(med({ regler: { ...nr.regler, pattern: '^\\S+$' }, beskeder: { pattern: MELLEMRUM } })).toEqual([]);
  });

  it('refuses a name that is not one, a name taken, an empty title, a minimum above the maximum, a condition without values', () => {
    const nyt: FeltModel = {
      navn: 'leverandoer',
      titel: ' ',
      type: 'string',
      paakraevet: false,
      paakraevetBesked: '',
      regler: { minLength: 5, maxLength: 2 },
      beskeder: { _: 'x' },
      visHvis: { felt: 'fakturanummer', vaerdier: [] },
    };
    const steder = rettelser(felter, [...felter, nyt, { ...nyt, navn: '1a' }]).map((r) => `${r.navn}:${r.sted}`);
    expect(steder).toEqual(
      expect.arrayContaining(['leverandoer:navn', 'leverandoer:titel', 'leverandoer:minLength', 'leverandoer:visHvis', '1a:navn']),
    );
  });
});
