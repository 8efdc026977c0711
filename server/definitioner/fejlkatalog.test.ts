import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFINITIONSMAPPER } from '../../engine/definitioner';
import { tjekDefinitioner } from './tjek';

const rod = resolve(import.meta.dirname, '../..');
const kopier: string[] = [];
afterAll(() => {
  for (const dir of kopier) rmSync(dir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edited JSON file, any shape
type Json = Record<string, any>;

interface Fejltagelse {
  hvad: string;
  fil: string;
  aendr: (j: Json) => void;
  /** What the check must say: the file, the place in it when it knows, a part of the message. */
  forventet: { fil?: string; sti?: string; besked: string };
}

/**
 * Mistakes an analyst might make, each of which passed the check before and broke the live portal
 * (issue 35); each must be caught, named by file (and place) in Danish, so it is never published.
 */
const katalog: Fejltagelse[] = [
  {
    hvad: 'a misspelt ui:widget',
    fil: 'schemas/forudbetaling-faktura.ui.json',
    aendr: (j) => (j['fakturaoplysninger']['fakturanummer']['ui:widget'] = 'begraenset-tkest'),
    forventet: { sti: '/fakturaoplysninger/fakturanummer/ui:widget', besked: 'ui:widget "begraenset-tkest" findes ikke i portalen' },
  },
  {
    hvad: 'a misspelt field in ui:order, which rjsf throws on while drawing the form',
    fil: 'schemas/forudbetaling-faktura.ui.json',
    aendr: (j) => (j['fakturaoplysninger']['ui:order'] = ['dokument', 'fakturanumer', 'leverandoer', 'betalingsoplysninger']),
    forventet: { sti: '/fakturaoplysninger/ui:order', besked: 'ui:order nævner "fakturanumer", men intet felt her hedder sådan' },
  },
  {
    hvad: 'a field left out of ui:order without "*"',
    fil: 'schemas/forudbetaling-faktura.ui.json',
    aendr: (j) => (j['fakturaoplysninger']['ui:order'] = ['dokument', 'leverandoer', 'betalingsoplysninger']),
    forventet: { sti: '/fakturaoplysninger/ui:order', besked: 'ui:order nævner ikke feltet "fakturanummer"' },
  },
  {
    hvad: 'a layout rjsf cannot draw, found by rendering the form with its sample data',
    fil: 'schemas/tekst-opret.ui.json',
    aendr: (j) => (j['ui:order'] = ['key', '*', '*']),
    forventet: { besked: 'formularen tekst-opret kan ikke vises med sine eksempeldata' },
  },
  {
    hvad: 'a misspelt ui:field',
    fil: 'schemas/forudbetaling-faktura.ui.json',
    aendr: (j) => (j['fakturaoplysninger']['leverandoer']['ui:field'] = 'cvr-opsalg'),
    forventet: { sti: '/fakturaoplysninger/leverandoer/ui:field', besked: 'ui:field "cvr-opsalg" findes ikke' },
  },
  {
    hvad: 'a misspelt template',
    fil: 'schemas/arbejdsmangel-opret.ui.json',
    aendr: (j) => (j['ui:ObjectFieldTemplate'] = 'sektionner'),
    forventet: { sti: '/ui:ObjectFieldTemplate', besked: 'ui:ObjectFieldTemplate "sektionner" findes ikke' },
  },
  {
    hvad: 'a required name that is not a property',
    fil: 'schemas/forudbetaling-faktura.schema.json',
    aendr: (j) => j['properties']['fakturaoplysninger']['required'].push('fakturadato'),
    forventet: { sti: '/properties/fakturaoplysninger/required', besked: '"fakturadato" står i required' },
  },
  {
    hvad: 'a badge colour Bootstrap does not know',
    fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
    aendr: (j) => (j['states']['Indsendt']['meta']['farve'] = 'groen'),
    forventet: { besked: 'status "Indsendt" har farven "groen"' },
  },
  {
    hvad: 'a misspelt placeholder in an e-mail template',
    fil: 'content/tekster.json',
    aendr: (j) => (j['email:anmodning-godkendt:indhold']['indhold'] += '<p>{{personNavm}}</p>'),
    forventet: { sti: '/email:anmodning-godkendt:indhold/indhold', besked: 'pladsholderen {{personNavm}}' },
  },
  {
    hvad: 'a decision e-mail whose template does not exist',
    fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
    aendr: (j) => (j['states']['EnighedAttesteret']['on']['RegistrerGodkendtAfSekretariatet']['meta']['email'] = 'arbejdsmangel-godkend'),
    forventet: {
      sti: '/states/EnighedAttesteret/on/RegistrerGodkendtAfSekretariatet/meta/email',
      besked: 'teksten "email:arbejdsmangel-godkend:emne" findes ikke i content/tekster.json',
    },
  },
  {
    hvad: "a decision e-mail whose template uses a placeholder the sender does not fill in (the employee's receipt)",
    fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
    aendr: (j) => (j['states']['Godkendt']['on']['SendTilUdbetaling']['meta']['email'] = 'kvittering-forudbetaling'),
    forventet: {
      sti: '/states/Godkendt/on/SendTilUdbetaling/meta/email',
      besked: 'bruger pladsholderen {{personNavn}}, som afsenderen ikke udfylder',
    },
  },
  {
    hvad: 'a decision e-mail on a workflow whose cases send none',
    fil: 'workflows/forudbetaling-anmodning.machine.json',
    aendr: (j) => (j['states']['Oprettet']['on']['SkiftTilGodkendtManuelt']['meta']['email'] = 'anmodning-godkendt'),
    forventet: {
      sti: '/states/Oprettet/on/SkiftTilGodkendtManuelt/meta/email',
      besked: 'portalen sender ingen e-mails fra arbejdsgangen "forudbetaling-anmodning"',
    },
  },
  {
    hvad: 'a section title key missing from content/ui',
    fil: 'schemas/arbejdsmangel-opret.ui.json',
    aendr: (j) => (j['ui:sektioner'][0]['titel'] = 'arbejdsmangelWeb.sektion.omfangg'),
    forventet: { sti: '/ui:sektioner/0/titel', besked: 'sektionens titel "arbejdsmangelWeb.sektion.omfangg" er ikke en fast tekst' },
  },
  {
    hvad: 'a sample that its form refuses',
    fil: 'schemas/forudbetaling-faktura.eksempel.json',
    aendr: (j) => (j['data']['fakturaoplysninger']['leverandoer']['cvr'] = '123'),
    forventet: { sti: '/data/fakturaoplysninger/leverandoer/cvr', besked: 'eksemplets data passer ikke til formularen' },
  },
  {
    hvad: 'a transition to a state that does not exist',
    fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
    aendr: (j) => (j['states']['Indsendt']['on']['RegistrerAccepteretAfMedarbejdere']['target'] = 'Attesteret'),
    forventet: { besked: '"Attesteret"' },
  },
  {
    hvad: 'a $ref to a shared field that does not exist',
    fil: 'schemas/forudbetaling-faktura.schema.json',
    aendr: (j) => (j['properties']['fakturaoplysninger']['properties']['fakturanummer']['$ref'] = 'felter#/definitions/fakturanumer'),
    forventet: { besked: 'schemaet kan ikke oversættes' },
  },
  {
    hvad: 'a fixed text the code uses, removed',
    fil: 'content/ui/forudbetaling-web.json',
    aendr: (j) => delete j['forudbetalingWeb.tilskud.overskrift'],
    forventet: { besked: 'forudbetalingWeb.tilskud.overskrift' },
  },
  {
    hvad: "a wizard step's schema that does not exist",
    fil: 'workflows/forudbetaling-wizard.machine.json',
    aendr: (j) => (j['states']['tilskud']['meta']['schema'] = 'forudbetaling-tilskudd'),
    forventet: { besked: 'forudbetaling-tilskudd' },
  },
  {
    hvad: 'a confirmation text that does not exist',
    fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
    aendr: (j) => {
      const overgang = Object.values(j['states']['Indsendt']['on'] as Json).find((o: Json) => o['meta']?.['bekraeft']) as Json;
      overgang['meta']['bekraeft'] = 'arbejdsmangelAdminWeb.bekraeft.findesIkke';
    },
    forventet: { besked: 'arbejdsmangelAdminWeb.bekraeft.findesIkke' },
  },
  {
    hvad: 'a button colour Bootstrap does not know',
    fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
    aendr: (j) => (j['states']['Indsendt']['on']['RegistrerAccepteretAfMedarbejdere']['meta']['farve'] = 'roed'),
    forventet: { besked: '"roed"' },
  },
  {
    hvad: 'a field the code reads, removed',
    fil: 'schemas/forudbetaling-opret.schema.json',
    aendr: (j) => delete j['properties']['faktura']['properties']['fakturaNummer'],
    forventet: { sti: '/properties/faktura/properties/fakturaNummer', besked: 'findes ikke længere, men koden bruger det' },
  },
  {
    hvad: 'a shared field retyped',
    fil: 'schemas/felter.schema.json',
    aendr: (j) => (j['definitions']['pris']['type'] = 'string'),
    forventet: {
      fil: 'schemas/forudbetaling-opret.schema.json',
      sti: '/properties/deltagelser/items/properties/pris',
      besked: 'har skiftet type fra "number" til "string"',
    },
  },
  {
    hvad: 'a field the code counts on made optional',
    fil: 'schemas/forudbetaling-opret.schema.json',
    aendr: (j) => (j['required'] = ['status', 'deltagelser']),
    forventet: { sti: '/required', besked: 'feltet /properties/faktura er ikke længere påkrævet' },
  },
  {
    hvad: 'a new text field without a maxLength',
    fil: 'schemas/forudbetaling-faktura.schema.json',
    aendr: (j) => (j['properties']['fakturaoplysninger']['properties']['bemaerkning'] = { type: 'string', title: 'Bemærkning' }),
    forventet: { sti: '/properties/fakturaoplysninger/properties/bemaerkning', besked: 'har ingen maxLength' },
  },
  {
    hvad: "a field a wizard step collects that the request's schema does not allow",
    fil: 'schemas/forudbetaling-tro-og-love.schema.json',
    aendr: (j) => (j['properties']['samtykke'] = { type: 'boolean', title: 'Samtykke' }),
    forventet: {
      fil: 'workflows/forudbetaling-wizard.machine.json',
      sti: '/states/troOgLove/meta/schema',
      besked: 'samler feltet "samtykke", men anmodningens schema "forudbetaling-opret" tillader det ikke',
    },
  },
  {
    hvad: 'a field the request requires that no wizard step collects',
    fil: 'schemas/forudbetaling-opret.schema.json',
    aendr: (j) => {
      j['properties']['telefonnummer'] = { type: 'string', title: 'Telefonnummer', maxLength: 8 };
      j['required'].push('telefonnummer');
    },
    forventet: {
      sti: '/required/3',
      besked: 'feltet "telefonnummer" er påkrævet, men intet trin i guiden "forudbetaling-wizard" samler det',
    },
  },
  {
    hvad: "form controls' border as faint as Bootstrap's grey",
    fil: 'content/tema.json',
    aendr: (j) => (j['farver']['kontrolKant'] = '#dee2e6'),
    forventet: { sti: '/farver/kontrolKant', besked: '"kontrolKant" på "baggrund" har kontrasten 1.30:1, men skal have mindst 3:1' },
  },
  {
    hvad: 'keys by patternProperties, which no maxLength bounds',
    fil: 'schemas/arbejdsmangel-opret.schema.json',
    aendr: (j) => (j['patternProperties'] = { '^x-': { type: 'number' } }),
    forventet: { sti: '', besked: 'patternProperties' },
  },
];

describe('the check catches the catalogue of mistakes', () => {
  it('finds nothing in the unchanged definitions', () => {
    expect(tjekDefinitioner(rod, rod)).toEqual([]);
  });

  it.each(katalog)('$hvad', ({ fil, aendr, forventet }) => {
    const dir = mkdtempSync(join(tmpdir(), 'fond-katalog-'));
    kopier.push(dir);
    for (const mappe of DEFINITIONSMAPPER) cpSync(join(rod, mappe), join(dir, mappe), { recursive: true });
    const j = JSON.parse(readFileSync(join(dir, fil), 'utf8')) as Json;
    aendr(j);
    writeFileSync(join(dir, fil), JSON.stringify(j));
    const fejl = tjekDefinitioner(dir, rod);
    expect(fejl).toContainEqual(
      expect.objectContaining({
        fil: forventet.fil ?? fil,
        ...(forventet.sti ? { sti: forventet.sti } : {}),
        problem: expect.stringContaining(forventet.besked),
      }),
    );
  });
});
