import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMATER_MODUL, VALIDATOR_STI } from '../../../contract/web-validatorer';
import formater from '../../../engine/formats/precompiled';
import { testApp } from '../../testing/app';
import type { Saet } from './filer';
import { frigivetSaet } from './kontekst';
import { filAendringer } from './web-aendringer';
import { validatorAendringer, validatorModul } from './web-validatorer';

const FELTER = 'schemas/felter.schema.json';
const MELLEMRUM = 'Fakturanummer må ikke indeholde mellemrum.';

/** The released set with README's example rule: no spaces in an invoice number. */
function medRegel(version: number): Saet {
  const { filer } = frigivetSaet();
  const felter = structuredClone(filer[FELTER]) as { definitions: Record<string, Record<string, unknown>> };
  felter.definitions['fakturanummer'] = { ...felter.definitions['fakturanummer'], pattern: '^\\S+$', errorMessage: { pattern: MELLEMRUM } };
  return { version, filer: { ...filer, [FELTER]: felter } };
}

const mappe = mkdtempSync(join(tmpdir(), 'web-validator-'));
afterAll(() => rmSync(mappe, { recursive: true, force: true }));

/** Loads a served module as the browser does (an ES module), and calls it with the modules the web app gives it. */
async function indlaes(kode: string, navn: string) {
  const fil = join(mappe, `${navn}.mjs`);
  writeFileSync(fil, kode);
  const modul = (await import(pathToFileURL(fil).href)) as {
    schema: { $id: string };
    validatorer: (kraev: (m: string) => unknown) => Record<string, ((data: unknown) => boolean) & { errors?: { message?: string }[] }>;
  };
  const moduler: Record<string, unknown> = { 'ajv/dist/runtime/ucs2length': ucs2length, [FORMATER_MODUL]: { default: formater } };
  return { schema: modul.schema, fns: modul.validatorer((m) => moduler[m]) };
}

describe('browser validators from the live definitions', () => {
  it('names none for the set the app was built from, nor for a copy of it read back from the store', () => {
    const bygget = frigivetSaet();
    expect(validatorAendringer(bygget, bygget)).toEqual({});
    expect(validatorAendringer({ version: 3, filer: structuredClone(bygget.filer) }, bygget)).toEqual({});
  });

  it('names each schema a published change reaches, at an address of its version and content, and no other', () => {
    const aendringer = validatorAendringer(medRegel(2), frigivetSaet());
    expect(aendringer['forudbetaling-faktura']).toMatch(new RegExp(`^${VALIDATOR_STI}/2/forudbetaling-faktura\\.[A-Za-z0-9_-]{16}\\.js$`));
    // A schema that does not use the invoice number keeps the bundle's validator.
    expect(aendringer['tekst']).toBeUndefined();
    // The same wording in another version is the same content: another version number, the same hash.
    const hash = (adresse?: string) => adresse?.split('.').at(-2);
    expect(hash(validatorAendringer(medRegel(5), frigivetSaet())['forudbetaling-faktura'])).toBe(hash(aendringer['forudbetaling-faktura']));
  });

  it("makes a module that validates with the live rule and its Danish message, and none for another schema's hash", async () => {
    const saet = medRegel(2);
    const adresse = validatorAendringer(saet, frigivetSaet())['forudbetaling-faktura']!;
    const hash = adresse.split('.').at(-2)!;
    expect(validatorModul(saet, 'tekst', hash)).toBeUndefined();
    const { schema, fns } = await indlaes(validatorModul(saet, 'forudbetaling-faktura', hash)!, 'faktura');
    expect(schema.$id).toBe('forudbetaling-faktura');
    const validate = fns['forudbetaling-faktura']!;
    expect(validate({ fakturaoplysninger: { fakturanummer: 'AB 12' } })).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toContain(MELLEMRUM);
    validate({ fakturaoplysninger: { fakturanummer: 'AB-12' } });
    expect(validate.errors?.map((e) => e.message) ?? []).not.toContain(MELLEMRUM);
  });
});

describe(`GET ${VALIDATOR_STI}/{version}/{$id}.{hash}.js`, () => {
  it('serves a published version’s validator to anyone, cached for good; a wrong hash, $id or version is a 404 nobody caches', async () => {
    const api = testApp();
    const admin = { Authorization: `Bearer ${(await api.adminLogin('admin')).accessToken}` };
    const live = (await (await api.json('GET', '/api/Definitioner/Live', undefined, admin)).json()) as { version: number };
    const udkast = (await (await api.json('POST', '/api/Definitioner/Udkast', { titel: 'Regel' }, admin)).json()) as { id: string };
    const felter = medRegel(0).filer[FELTER];
    expect((await api.json('PUT', `/api/Definitioner/Udkast/${udkast.id}/Filer`, { sti: FELTER, indhold: felter }, admin)).status).toBe(
      200,
    );
    const analytiker = { Authorization: `Bearer ${(await api.adminLogin('analytiker')).accessToken}` };
    const udgivet = await api.json('POST', `/api/Definitioner/Udkast/${udkast.id}/Udgiv`, { note: 'Regel' }, analytiker);
    expect(udgivet.status).toBe(201);
    const { version } = (await udgivet.json()) as { version: number };
    expect(version).toBe(live.version + 1);

    const adresse = validatorAendringer(medRegel(version), frigivetSaet())['forudbetaling-faktura']!;
    const svar = await api.app.request(adresse);
    expect(svar.status).toBe(200);
    expect(svar.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(svar.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await svar.text()).toContain(MELLEMRUM);

    const forkert = [
      adresse.replace(/\.[A-Za-z0-9_-]{16}\.js$/, '.AAAAAAAAAAAAAAAA.js'),
      adresse.replace('forudbetaling-faktura', 'tekst'),
      adresse.replace(`/${version}/`, `/${version + 7}/`),
      adresse.replace(`/${version}/`, `/${live.version}/`),
      `${VALIDATOR_STI}/${version}/..%2Fserver.js`,
    ];
    for (const sti of forkert) {
      const res = await api.app.request(sti);
      expect(res.status, sti).toBe(404);
      expect(res.headers.get('cache-control'), sti).toBe('no-store');
    }
  });
});

describe('the definition files a page of the web app brings', () => {
  it('are the layouts, schemas and workflows the live set has otherwise than the built one, and nothing while it has none', () => {
    const bygget = frigivetSaet();
    expect(filAendringer(bygget, bygget)).toEqual({});
    expect(filAendringer({ version: 4, filer: structuredClone(bygget.filer) }, bygget)).toEqual({});
    const layout = { fakturaoplysninger: { 'ui:help': 'Ny hjælp' } };
    const live: Saet = {
      version: 4,
      filer: {
        ...bygget.filer,
        'schemas/forudbetaling-faktura.ui.json': layout,
        'schemas/ny.ui.json': { felt: {} },
        'content/tema.json': { ...(bygget.filer['content/tema.json'] as object), navn: 'Fonden' },
        'content/ui/web.json': { 'web.start.velkomst': 'Hej' },
        'workflows/migreringer/0099-ny.json': { fra: 'x' },
      },
    };
    // Texts travel as texts (uiTekstAendringer), and migrations run on the server only.
    expect(filAendringer(live, bygget)).toEqual({
      'schemas/forudbetaling-faktura.ui.json': layout,
      'schemas/ny.ui.json': { felt: {} },
      // The theme too: the web app shows the portal's name from it.
      'content/tema.json': live.filer['content/tema.json'],
    });
  });
});
