import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fjernTrin,
  flytTrin,
  kanForhaandsvises,
  MASKINE,
  somNavn,
  tilfoejTrin,
  trinAf,
  trinForFejl,
  type Aendringer,
  type Resultat,
} from './trin-model';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const rod = join(import.meta.dirname, '../../../../..');
const laes = (sti: string): unknown => JSON.parse(readFileSync(join(rod, sti), 'utf8'));
/** The repository's wizard and schemas, as the live set has them. */
const filer: Record<string, unknown> = Object.fromEntries([
  [MASKINE, laes(MASKINE)],
  ...readdirSync(join(rod, 'schemas'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [`schemas/${f}`, laes(`schemas/${f}`)]),
]);
const OPRET = 'schemas/forudbetaling-opret.schema.json';
const besked = 'Telefonnummer skal være 8 cifre.';
const kontakt = { titel: 'Kontakt', felter: [{ titel: 'Telefonnummer', type: 'telefonnummer', paakraevet: true, besked }] } as const;

function aendringer(r: Resultat): Aendringer {
  if ('fejl' in r) throw new Error(`Refused: ${r.fejl.noegle}`);
  return r.aendringer;
}
const med = (a: Aendringer): Record<string, unknown> => {
  const ud = { ...filer, ...a };
  for (const [sti, v] of Object.entries(a)) if (v === null) delete ud[sti];
  return ud;
};
const raekke = (f: Record<string, unknown>) => trinAf(f).map((t) => t.navn);

describe('the wizard steps read from the machine', () => {
  it('lists the steps in order, the form steps before the check page movable', () => {
    expect(trinAf(filer).map((t) => [t.titel, t.redigerbart])).toEqual([
      ['Kurser', true],
      ['Deltagelse', true],
      ['Faktura', true],
      ['Kontrol', false],
      ['Tro og love', false],
    ]);
    expect(trinAf(filer)[2]?.schemaFil).toBe('schemas/forudbetaling-faktura.schema.json');
  });

  it('names a title as the data does', () => {
    expect(somNavn('Kontakt')).toBe('kontakt');
    expect(somNavn(' Kontakt på  mødestedet ')).toBe('kontaktPaaMoedestedet');
    expect(somNavn('!!')).toBe('');
    expect(somNavn('2 x')).toBe('');
  });
});

describe('a new step', () => {
  it("writes exactly README's 'Kontakt' step: schema, layout, state and two transitions, the field in the request's schema", () => {
    const a = aendringer(tilfoejTrin(filer, { ...kontakt, felter: [...kontakt.felter] }));
    const telefonnummer = { type: 'string', title: 'Telefonnummer', maxLength: 8, pattern: '^[0-9]{8}$', errorMessage: besked };
    // As web/e2e/definitioner-trin.test.ts publishes it through the API.
    const maskine = structuredClone(filer[MASKINE]) as Json;
    const states = Object.entries(maskine['states'] as Json);
    const efter = states.findIndex(([navn]) => navn === 'faktura') + 1;
    maskine['states'] = Object.fromEntries([
      ...states.slice(0, efter),
      [
        'kontakt',
        {
          meta: { titel: 'Kontakt', schema: 'forudbetaling-kontakt', ui: 'forudbetaling-kontakt' },
          on: {
            TILBAGE: { target: 'faktura', meta: { label: 'Tilbage' } },
            FORTSAET: [
              { guard: 'trinErGyldigt', target: 'kontrol', actions: 'markerForsoegt', meta: { label: 'Fortsæt' } },
              { actions: 'markerForsoegt' },
            ],
          },
        },
      ],
      ...states.slice(efter),
    ]);
    maskine['states'].faktura.on.FORTSAET[0].target = 'kontakt';
    maskine['states'].kontrol.on.TILBAGE.target = 'kontakt';
    const opret = structuredClone(filer[OPRET]) as Json;
    opret['properties'].telefonnummer = telefonnummer;
    opret['required'].push('telefonnummer');
    opret['errorMessage'].required.telefonnummer = besked;

    expect(a).toEqual({
      'schemas/forudbetaling-kontakt.schema.json': {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'forudbetaling-kontakt',
        title: 'Kontakt',
        type: 'object',
        required: ['telefonnummer'],
        properties: { telefonnummer },
        errorMessage: { required: { telefonnummer: besked } },
      },
      'schemas/forudbetaling-kontakt.ui.json': { telefonnummer: { 'ui:options': { inputType: 'tel' } } },
      [MASKINE]: maskine,
      [OPRET]: opret,
    });
    // The order of the states is the order of the steps.
    expect(Object.keys((a[MASKINE] as Json)['states'])).toEqual(Object.keys(maskine['states']));
    expect(raekke(med(a))).toEqual(['tilskud', 'deltagelse', 'faktura', 'kontakt', 'kontrol', 'troOgLove']);
    expect(filer[MASKINE]).toEqual(laes(MASKINE));
  });

  it('takes a shared field by its $ref, and an optional field is not required anywhere', () => {
    const a = aendringer(
      tilfoejTrin(filer, { titel: 'Leverandør', felter: [{ titel: 'Leverandørens CVR', type: 'felter:cvr', paakraevet: false }] }),
    );
    const schema = a['schemas/forudbetaling-leverandoer.schema.json'] as Json;
    expect(schema['properties']).toEqual({ leverandoerensCvr: { $ref: 'felter#/definitions/cvr', title: 'Leverandørens CVR' } });
    expect(schema['required']).toBeUndefined();
    expect((a[OPRET] as Json)['required']).toEqual((filer[OPRET] as Json)['required']);
    expect((a[OPRET] as Json)['properties'].leverandoerensCvr).toEqual(schema['properties'].leverandoerensCvr);
  });

  it('refuses a step without a title, a name taken, no fields, and fields without a title, twice, or already in the request', () => {
    const fejl = (r: Resultat) => ('fejl' in r ? r.fejl.noegle : 'gemt');
    const felt = { titel: 'Telefon', type: 'tekst', paakraevet: true } as const;
    expect(fejl(tilfoejTrin(filer, { titel: '  ', felter: [felt] }))).toBe('studioTrin.fejl.titel');
    expect(fejl(tilfoejTrin(filer, { titel: 'Faktura', felter: [felt] }))).toBe('studioTrin.fejl.navnFindes');
    expect(fejl(tilfoejTrin(filer, { titel: 'Kontrol', felter: [felt] }))).toBe('studioTrin.fejl.navnFindes');
    const medKontakt = med(aendringer(tilfoejTrin(filer, { ...kontakt, felter: [...kontakt.felter] })));
    expect(fejl(tilfoejTrin(medKontakt, { titel: 'kontakt', felter: [felt] }))).toBe('studioTrin.fejl.navnFindes');
    expect(fejl(tilfoejTrin(filer, { titel: 'Andet', felter: [] }))).toBe('studioTrin.fejl.ingenFelter');
    expect(fejl(tilfoejTrin(filer, { titel: 'Andet', felter: [{ ...felt, titel: '' }] }))).toBe('studioTrin.fejl.feltTitel');
    expect(fejl(tilfoejTrin(filer, { titel: 'Andet', felter: [felt, felt] }))).toBe('studioTrin.fejl.feltDobbelt');
    expect(fejl(tilfoejTrin(filer, { titel: 'Andet', felter: [{ ...felt, titel: 'Faktura' }] }))).toBe('studioTrin.fejl.feltFindes');
    expect(fejl(tilfoejTrin(medKontakt, { titel: 'Andet', felter: [{ ...felt, titel: 'Telefonnummer' }] }))).toBe(
      'studioTrin.fejl.feltFindes',
    );
    expect(fejl(tilfoejTrin(filer, { titel: 'Andet', felter: [{ ...felt, type: 'felter:findesIkke' }] }))).toBe(
      'studioTrin.fejl.ukendtType',
    );
  });
});

describe('a step removed or moved', () => {
  const medKontakt = med(aendringer(tilfoejTrin(filer, { ...kontakt, felter: [...kontakt.felter] })));

  it('removing the new step gives back the files as they were, its own files deleted', () => {
    const a = aendringer(fjernTrin(medKontakt, 'kontakt'));
    expect(a['schemas/forudbetaling-kontakt.schema.json']).toBeNull();
    expect(a['schemas/forudbetaling-kontakt.ui.json']).toBeNull();
    expect(a[MASKINE]).toEqual(filer[MASKINE]);
    expect(Object.keys((a[MASKINE] as Json)['states'])).toEqual(Object.keys((filer[MASKINE] as Json)['states']));
    expect(a[OPRET]).toEqual(filer[OPRET]);
  });

  it('moves a step up and down with its transitions, and back again to the same machine', () => {
    const op = med(aendringer(flytTrin(medKontakt, 'kontakt', -1)));
    expect(raekke(op)).toEqual(['tilskud', 'deltagelse', 'kontakt', 'faktura', 'kontrol', 'troOgLove']);
    const states = (op[MASKINE] as Json)['states'];
    expect(states.deltagelse.on.FORTSAET[1].target).toBe('kontakt');
    expect(states.deltagelse.on.FORTSAET[0].target).toBe('kontrol');
    expect(states.kontakt.on.TILBAGE.target).toBe('deltagelse');
    expect(states.kontakt.on.FORTSAET[0].target).toBe('faktura');
    expect(states.faktura.on.TILBAGE.target).toBe('kontakt');
    expect(states.faktura.on.FORTSAET[0].target).toBe('kontrol');
    expect(states.kontrol.on.TILBAGE.target).toBe('faktura');
    const ned = aendringer(flytTrin(op, 'kontakt', 1));
    expect(ned[MASKINE]).toEqual(medKontakt[MASKINE]);
    expect(Object.keys((ned[MASKINE] as Json)['states'])).toEqual(Object.keys((medKontakt[MASKINE] as Json)['states']));
  });

  it('moves the first step: the machine starts at the new first, which has no way back', () => {
    const m = med(aendringer(flytTrin(filer, 'deltagelse', -1)))[MASKINE] as Json;
    expect(m['initial']).toBe('deltagelse');
    expect(Object.keys(m['states']).slice(0, 3)).toEqual(['deltagelse', 'tilskud', 'faktura']);
    expect(m['states'].deltagelse.on.TILBAGE).toBeUndefined();
    expect(m['states'].tilskud.on.TILBAGE.target).toBe('deltagelse');
    expect(m['states'].tilskud.on.FORTSAET[1].target).toBe('faktura');
    expect(m['states'].faktura.on.TILBAGE.target).toBe('tilskud');
  });

  it('refuses to move past the ends or to move or remove the check page', () => {
    expect('fejl' in flytTrin(filer, 'tilskud', -1)).toBe(true);
    expect('fejl' in flytTrin(medKontakt, 'kontakt', 1)).toBe(true);
    expect('fejl' in flytTrin(filer, 'kontrol', -1)).toBe(true);
    expect('fejl' in fjernTrin(filer, 'kontrol')).toBe(true);
  });

  it('names the step a check problem is about', () => {
    expect(trinForFejl(medKontakt, { fil: MASKINE, sti: '/states/kontakt/meta/schema' })).toBe('kontakt');
    expect(trinForFejl(medKontakt, { fil: 'schemas/forudbetaling-kontakt.ui.json', sti: '/telefonnummer' })).toBe('kontakt');
    const i = ((medKontakt[OPRET] as Json)['required'] as string[]).indexOf('telefonnummer');
    expect(trinForFejl(medKontakt, { fil: OPRET, sti: `/required/${i}` })).toBe('kontakt');
    expect(trinForFejl(medKontakt, { fil: OPRET, sti: '/required/0' })).toBeUndefined();
  });
});

describe('the preview of a step', () => {
  it("is not offered for a layout with the portal's own fields, which need the wizard around them", () => {
    expect(kanForhaandsvises({ telefonnummer: { 'ui:options': { inputType: 'tel' } } })).toBe(true);
    expect(kanForhaandsvises(undefined)).toBe(true);
    expect(kanForhaandsvises({ deltagelser: { items: { pris: { 'ui:field': 'pris' } } } })).toBe(false);
  });
});
