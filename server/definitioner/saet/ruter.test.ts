import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../../testing/app';
import { dataUri, fakturaPdf } from '../../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../../testing/fixtures';
import { definitionsversion } from '../version';

type Json = Record<string, unknown>;

const FELTER = 'schemas/felter.schema.json';
const MELLEMRUM = 'Fakturanummer må ikke indeholde mellemrum.';

/** A fresh app with Mette signed in and an analyst's and an administrator's headers; drafts are published by the one who did not make them (four eyes). */
async function opsaet(config: Parameters<typeof testApp>[0] = {}) {
  const api = testApp(config);
  const bearer = async (bruger: string) => ({ Authorization: `Bearer ${(await api.adminLogin(bruger)).accessToken}` });
  const analytiker = await bearer('analytiker');
  const admin = await bearer('admin');
  const cookie = {
    'lm-mette': await api.citizenLogin('loenmodtager', 'lm-mette'),
    'lm-lars': await api.citizenLogin('loenmodtager', 'lm-lars'),
  };
  // One course each: a course has one request at most, so each accepted request takes one of these.
  const kurser = [
    { bruger: 'lm-mette', ansogningId: 1001, pris: 18500, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
    { bruger: 'lm-mette', ansogningId: 1002, pris: 9200, periodeStart: '2027-01-10', periodeSlut: '2027-01-14' },
    { bruger: 'lm-lars', ansogningId: 1004, pris: 15750, periodeStart: '2027-01-04', periodeSlut: '2027-01-08' },
    { bruger: 'lm-lars', ansogningId: 1005, pris: 4800, periodeStart: '2027-02-01', periodeSlut: '2027-02-05' },
  ] as const;
  const svar = async (res: Response) => ({ status: res.status, krop: (await res.json()) as Record<string, unknown> & unknown[] });
  const kald = async (method: string, sti: string, body?: unknown, headers: Record<string, string> = admin) =>
    svar(await api.json(method, sti, body, headers));
  let naeste = 0;
  /** Creates a request with that invoice number on the next free course (a refused one leaves it free). */
  const opret = async (fakturaNummer: string) => {
    const { bruger, ...deltagelse } = kurser[naeste]!;
    // Each request its own invoice file: the same file twice is the same invoice, refused (409).
    const krop = gyldigAnmodning(dataUri(await fakturaPdf()));
    const res = await kald(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      { ...krop, deltagelser: [deltagelse], faktura: { ...krop.faktura, fakturaNummer } },
      { Cookie: cookie[bruger] },
    );
    if (res.status === 201) naeste += 1;
    return res;
  };
  return { ...api, analytiker, admin, kald, opret };
}

/** felter.schema.json with README's example rule: no spaces in an invoice number. */
function udenMellemrum(felter: Record<string, unknown>) {
  const definitions = felter['definitions'] as Record<string, Record<string, unknown>>;
  return {
    ...felter,
    definitions: {
      ...definitions,
      fakturanummer: { ...definitions['fakturanummer'], pattern: '^\\S+$', errorMessage: { pattern: MELLEMRUM } },
    },
  };
}

/**
 * 'Genudgiv' with four eyes: `beder` asks for the rollback (202, a draft of the version's files) and
 * `udgiver`, someone else, publishes that draft. Answers the new version's number.
 */
async function genudgiv(
  kald: Awaited<ReturnType<typeof opsaet>>['kald'],
  version: number,
  beder: Record<string, string>,
  udgiver: Record<string, string>,
): Promise<number> {
  const bedt = await kald('POST', `/api/Definitioner/Versioner/${version}/Genudgiv`, { note: 'Tilbage' }, beder);
  expect(bedt.status).toBe(202);
  const { id } = bedt.krop['udkast'] as { id: string };
  const udgivet = await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Tilbage, set' }, udgiver);
  expect(udgivet.status).toBe(201);
  return udgivet.krop['version'] as number;
}

describe('/api/Definitioner', () => {
  it("publishes an analyst's rule through a draft, live at once without a restart, and Genudgiv takes it back", async () => {
    const { kald, opret, analytiker, admin } = await opsaet();
    expect((await opret('AB 12')).status).toBe(201);

    const live = await kald('GET', '/api/Definitioner/Live', undefined, analytiker);
    expect(live.status).toBe(200);
    expect(live.krop['version']).toBe(1);
    const felter = (live.krop['filer'] as Record<string, Record<string, unknown>>)[FELTER]!;

    const oprettet = await kald('POST', '/api/Definitioner/Udkast', { titel: 'Ingen mellemrum i fakturanummer' }, analytiker);
    expect(oprettet.status).toBe(201);
    const id = String(oprettet.krop['id']);
    const gemt = await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: FELTER, indhold: udenMellemrum(felter) }, analytiker);
    expect(gemt).toEqual({ status: 200, krop: { sti: FELTER, version: 1 } });
    expect(await kald('POST', `/api/Definitioner/Udkast/${id}/Tjek`, undefined, analytiker)).toEqual({ status: 200, krop: { fejl: [] } });
    // The list of drafts says what changed in words, the field by the title its form gives it.
    expect((await kald('GET', '/api/Definitioner/Udkast', undefined, analytiker)).krop).toMatchObject([
      { id, filer: [FELTER], aendringerIOrd: ['Feltet Fakturanummer: regel ændret', 'Feltet Fakturanummer: besked ændret'] },
    ]);
    // A draft changes nothing live.
    expect((await opret('AB 13')).status).toBe(201);

    expect(await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Fakturanumre uden mellemrum' })).toEqual({
      status: 201,
      krop: { version: 2 },
    });
    const afvist = await opret('AB 14');
    expect(afvist.status).toBe(400);
    expect(afvist.krop['errors']).toEqual([{ path: '/faktura/fakturaNummer', message: MELLEMRUM }]);
    expect((await opret('AB15')).status).toBe(201);

    const versioner = await kald('GET', '/api/Definitioner/Versioner', undefined, analytiker);
    expect(versioner.krop).toMatchObject([
      { version: 2, udgivetAf: 'admin', note: 'Fakturanumre uden mellemrum', udkast: { id, forfatter: 'analytiker' } },
      { version: 1, udgivetAf: 'system' },
    ]);
    // The published draft is gone from the list of drafts.
    expect((await kald('GET', '/api/Definitioner/Udkast', undefined, analytiker)).krop).toEqual([]);

    // Genudgiv of version 1 with four eyes: admin asks, and the rollback is a draft that the analyst publishes.
    expect(await genudgiv(kald, 1, admin, analytiker)).toBe(3);
    expect((await opret('AB 16')).status).toBe(201);
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(3);
  });

  it('refuses to publish a draft with a mistake (422 with each problem), and the live version stays', async () => {
    const { kald, analytiker, deps } = await opsaet();
    // An expected refusal, not an error of the server: nothing is logged as one.
    const fejllog = vi.spyOn(deps.log, 'error');
    const live = await kald('GET', '/api/Definitioner/Live');
    const workflow = (live.krop['filer'] as Record<string, Record<string, unknown>>)['workflows/arbejdsmangel-ansoegning.machine.json']!;
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Forkert' })).krop as unknown as { id: string };
    const states = workflow['states'] as Record<string, Record<string, unknown>>;
    const forkert = {
      ...workflow,
      states: { ...states, Indsendt: { ...states['Indsendt'], on: { Hop: { target: 'Findes', meta: { label: 'Hop' } } } } },
    };
    expect(
      (
        await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, {
          sti: 'workflows/arbejdsmangel-ansoegning.machine.json',
          indhold: forkert,
        })
      ).status,
    ).toBe(200);

    const tjek = await kald('POST', `/api/Definitioner/Udkast/${id}/Tjek`);
    const fejl = tjek.krop['fejl'] as { fil: string; besked: string }[];
    // At the action it is about, as the file has it.
    expect(fejl).toContainEqual({
      fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
      sti: '/states/Indsendt/on/Hop',
      besked: expect.stringContaining('"Findes"'),
    });
    const udgiv = await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'x' }, analytiker);
    expect(udgiv.status).toBe(422);
    expect(udgiv.krop['fejl']).toEqual(fejl);
    expect(fejllog).not.toHaveBeenCalled();
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(1);
    expect((await kald('GET', '/api/Definitioner/Versioner')).krop).toHaveLength(1);
  });

  it('refuses paths outside the set, oversized files and stale saves, and changes nothing', async () => {
    const { kald, admin } = await opsaet();
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Stier' })).krop as unknown as { id: string };
    for (const sti of [
      '../package.json',
      '/etc/passwd',
      'server/app.ts',
      'schemas/../server/x.json',
      'content/demo/admins.json',
      // The check's own wording belongs to the code.
      'content/ui/definitioner.json',
      'schemas/a.json/',
    ]) {
      const svar = await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold: {} });
      expect(svar.status, sti).toBe(400);
      expect((svar.krop['errors'] as { path: string }[])[0]?.path).toBe('/sti');
    }
    const stor = await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, {
      sti: 'content/ui/ny.json',
      indhold: { x: 'a'.repeat(600 * 1024) },
    });
    expect(stor.status).toBe(400);
    expect(stor.krop['errors']).toEqual([{ path: '/indhold', message: 'Filen er for stor: højst 512 kB JSON.' }]);

    expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: 'content/ui/ny.json', indhold: { a: '1' } })).status).toBe(
      200,
    );
    const forsinket = await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, {
      sti: 'content/ui/ny.json',
      indhold: { a: '2' },
      version: 0,
    });
    expect(forsinket.status).toBe(409);
    // The same through If-Match, as a client that read the ETag sends it: 412.
    const ifMatch = await kald(
      'PUT',
      `/api/Definitioner/Udkast/${id}/Filer`,
      { sti: 'content/ui/ny.json', indhold: { a: '3' } },
      {
        ...admin,
        'If-Match': '"0"',
      },
    );
    expect(ifMatch.status).toBe(412);
    const udkast = await kald('GET', `/api/Definitioner/Udkast/${id}`);
    expect(udkast.krop['filer']).toEqual([{ sti: 'content/ui/ny.json', indhold: { a: '1' }, version: 1 }]);
    expect(udkast.krop['historik']).toEqual([{ sti: 'content/ui/ny.json', af: 'admin', tidspunkt: expect.any(String), slettet: false }]);
    expect((await kald('GET', '/api/Definitioner/Udkast/findes-ikke')).status).toBe(404);
    expect((await kald('POST', '/api/Definitioner/Versioner/99/Genudgiv', { note: 'x' })).status).toBe(404);
    expect((await kald('POST', '/api/Definitioner/Udkast', { titel: '' })).status).toBe(400);
  });

  it('undoes and redoes the saves of a draft for every editor, kept in the draft, with 412 on a stale step and a Danish 409 when there is nothing', async () => {
    const { kald, analytiker, admin } = await opsaet();
    const UI = 'content/ui/ny.json';
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Fortryd' }, analytiker)).krop as unknown as { id: string };
    const udkast = async () => (await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).krop;
    const skridt = (navn: 'Fortryd' | 'Gentag', hvem: Record<string, string>, ifMatch?: string) =>
      kald('POST', `/api/Definitioner/Udkast/${id}/${navn}`, {}, ifMatch === undefined ? hvem : { ...hvem, 'If-Match': ifMatch });
    // Nothing saved yet: nothing to undo, said in Danish as a problem.
    const tom = await skridt('Fortryd', analytiker);
    expect(tom).toMatchObject({ status: 409, krop: { title: 'Der er intet at fortryde i udkastet.' } });
    expect(await udkast()).toMatchObject({ skridt: 0, fortryd: null, gentag: null });

    // Two saves by the analyst, one by the administrator (another editor): each is a step of the draft.
    await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: UI, indhold: { a: '1' } }, analytiker);
    await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: UI, indhold: { a: '2' } }, analytiker);
    await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: FELTER, indhold: null }, admin);
    expect(await udkast()).toMatchObject({ skridt: 3, fortryd: FELTER, gentag: null });

    // A stale step (the administrator saved since the analyst looked): 412 and nothing undone.
    const foraeldet = await skridt('Fortryd', analytiker, '"2"');
    expect(foraeldet.status).toBe(412);
    expect((await udkast())['skridt']).toBe(3);

    expect(await skridt('Fortryd', analytiker, '"3"')).toEqual({ status: 200, krop: { sti: FELTER, version: 2, skridt: 4 } });
    expect((await udkast())['filer']).toEqual([{ sti: UI, indhold: { a: '2' }, version: 2 }]);
    expect((await skridt('Fortryd', admin)).krop).toEqual({ sti: UI, version: 3, skridt: 5 });
    expect((await udkast())['filer']).toEqual([{ sti: UI, indhold: { a: '1' }, version: 3 }]);
    expect((await skridt('Fortryd', analytiker)).krop).toEqual({ sti: UI, version: 4, skridt: 6 });
    // Back as the live version has it: no longer among the draft's changes, its revision still rising for If-Match.
    const tilbage = await udkast();
    expect(tilbage).toMatchObject({ filer: [], revisioner: { [UI]: 4, [FELTER]: 2 }, fortryd: null, gentag: UI });
    expect((await skridt('Fortryd', analytiker)).krop['title']).toBe('Der er intet at fortryde i udkastet.');
    // An editor still open on the file's old revision cannot save over it.
    expect(
      (await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: UI, indhold: { a: 'x' } }, { ...analytiker, 'If-Match': '"3"' }))
        .status,
    ).toBe(412);

    // Gentag makes the undone saves again, the last undone first.
    expect((await skridt('Gentag', analytiker, '"6"')).krop).toEqual({ sti: UI, version: 5, skridt: 7 });
    expect((await skridt('Gentag', analytiker)).krop).toEqual({ sti: UI, version: 6, skridt: 8 });
    expect((await udkast())['filer']).toEqual([{ sti: UI, indhold: { a: '2' }, version: 6 }]);
    // A new save after Fortryd: what was undone cannot be made again.
    await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: UI, indhold: { a: '3' }, version: 6 }, analytiker);
    const ingenGentag = await skridt('Gentag', analytiker);
    expect(ingenGentag).toMatchObject({ status: 409, krop: { title: 'Der er intet at gentage i udkastet.' } });
    expect(await udkast()).toMatchObject({ fortryd: UI, gentag: null });
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Fortryd`, { x: 1 }, analytiker)).status).toBe(400);
    expect((await kald('POST', '/api/Definitioner/Udkast/findes-ikke/Fortryd', {}, analytiker)).status).toBe(404);
  });

  it('answers 409 when live changed the same file since the draft began, and publishes one of two drafts of it', async () => {
    const { kald, analytiker } = await opsaet();
    const felter = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Record<string, unknown>>)[FELTER]!;
    const ny = async () => String((await kald('POST', '/api/Definitioner/Udkast', { titel: 't' })).krop['id']);
    const [a, b] = [await ny(), await ny()];
    for (const id of [a, b])
      await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: FELTER, indhold: udenMellemrum({ ...felter, title: id }) });
    expect((await kald('POST', `/api/Definitioner/Udkast/${a}/Udgiv`, { note: 'a' }, analytiker)).status).toBe(201);
    const b2 = await kald('POST', `/api/Definitioner/Udkast/${b}/Udgiv`, { note: 'b' }, analytiker);
    expect(b2.status).toBe(409);
    expect(b2.krop['title']).toContain(FELTER);
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(2);
  });

  it("makes the form editor's preview validator from unsaved files over the draft, saving nothing", async () => {
    const { kald, analytiker, app } = await opsaet();
    const felter = ((await kald('GET', '/api/Definitioner/Live', undefined, analytiker)).krop['filer'] as Record<string, Json>)[FELTER]!;
    const id = String((await kald('POST', '/api/Definitioner/Udkast', { titel: 'Forhåndsvisning' }, analytiker)).krop['id']);
    const sti = `/api/Definitioner/Udkast/${id}/Forhaandsvisning`;
    const svar = await kald(
      'POST',
      sti,
      { schemaId: 'forudbetaling-faktura', filer: [{ sti: FELTER, indhold: udenMellemrum(felter) }] },
      analytiker,
    );
    expect(svar.status).toBe(200);
    const adresse = String(svar.krop['adresse']);
    expect(adresse).toMatch(/^\/definitioner\/validatorer\/udkast\/forudbetaling-faktura\.[A-Za-z0-9_-]{16}\.js$/);
    // Served to the page's import() like a published schema's: the unsaved rule and its message are in it.
    const modul = await app.request(adresse);
    expect(modul.status).toBe(200);
    expect(modul.headers.get('Content-Type')).toContain('javascript');
    expect(await modul.text()).toContain(MELLEMRUM);
    // Without the edits, the draft's own schema: another address.
    const uden = await kald('POST', sti, { schemaId: 'forudbetaling-faktura', filer: [] }, analytiker);
    expect(uden.krop['adresse']).not.toBe(adresse);
    // Nothing was saved, and an unknown schema or a path outside the set is refused at its field.
    expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).krop['filer']).toEqual([]);
    const ukendt = await kald('POST', sti, { schemaId: 'findes-ikke', filer: [] }, analytiker);
    expect(ukendt.status).toBe(400);
    expect((ukendt.krop['errors'] as Json[])[0]).toMatchObject({ path: '/schemaId' });
    const udenfor = await kald('POST', sti, { schemaId: 'forudbetaling-faktura', filer: [{ sti: '../x.json', indhold: {} }] }, analytiker);
    expect((udenfor.krop['errors'] as Json[])[0]).toMatchObject({ path: '/filer/0/sti' });
    // A file over the size a draft may save is refused as a save is, at its field.
    const stor = { ...felter, description: 'x'.repeat(520 * 1024) };
    const forStor = await kald('POST', sti, { schemaId: 'forudbetaling-faktura', filer: [{ sti: FELTER, indhold: stor }] }, analytiker);
    expect(forStor.status).toBe(400);
    expect((forStor.krop['errors'] as Json[])[0]).toMatchObject({
      path: '/filer/0/indhold',
      message: expect.stringContaining('512') as unknown,
    });
    expect((await app.request('/definitioner/validatorer/udkast/forudbetaling-faktura.AAAAAAAAAAAAAAAA.js')).status).toBe(404);
  });

  it('checks unsaved files laid over the draft while the analyst types, saving nothing, and an empty body checks the draft as saved', async () => {
    const { kald, analytiker } = await opsaet();
    const WF = 'workflows/arbejdsmangel-ansoegning.machine.json';
    const workflow = ((await kald('GET', '/api/Definitioner/Live', undefined, analytiker)).krop['filer'] as Record<string, Json>)[WF]!;
    const states = workflow['states'] as Record<string, Json>;
    const forkert = {
      ...workflow,
      states: { ...states, Indsendt: { ...states['Indsendt'], on: { Hop: { target: 'Findes', meta: { label: 'Hop' } } } } },
    };
    const id = String((await kald('POST', '/api/Definitioner/Udkast', { titel: 'Tjek mens man skriver' }, analytiker)).krop['id']);
    const sti = `/api/Definitioner/Udkast/${id}/Tjek`;

    const ugemt = await kald('POST', sti, { filer: [{ sti: WF, indhold: forkert }] }, analytiker);
    expect(ugemt.status).toBe(200);
    expect(ugemt.krop['fejl']).toContainEqual({
      fil: WF,
      sti: '/states/Indsendt/on/Hop',
      besked: expect.stringContaining('"Findes"') as unknown,
    });
    // Nothing was saved: the draft has no file, and its own check (an empty body, {} or none at all) finds nothing.
    expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).krop['filer']).toEqual([]);
    for (const krop of [undefined, {}, { filer: [] }])
      expect(await kald('POST', sti, krop, analytiker)).toEqual({ status: 200, krop: { fejl: [] } });
    // A deleted file (null) is missed as a published set would miss it.
    const slettet = await kald('POST', sti, { filer: [{ sti: WF, indhold: null }] }, analytiker);
    expect(slettet.krop['fejl']).toContainEqual(expect.objectContaining({ fil: WF }));

    // The limits of a saved file, at the field, as the preview refuses them.
    const udenfor = await kald(
      'POST',
      sti,
      {
        filer: [
          { sti: FELTER, indhold: {} },
          { sti: '../x.json', indhold: {} },
        ],
      },
      analytiker,
    );
    expect(udenfor.status).toBe(400);
    expect((udenfor.krop['errors'] as Json[])[0]).toMatchObject({ path: '/filer/1/sti' });
    const stor = { ...workflow, description: 'x'.repeat(520 * 1024) };
    const forStor = await kald('POST', sti, { filer: [{ sti: WF, indhold: stor }] }, analytiker);
    expect(forStor.status).toBe(400);
    expect((forStor.krop['errors'] as Json[])[0]).toMatchObject({
      path: '/filer/0/indhold',
      message: expect.stringContaining('512') as unknown,
    });
    const fremmed = await kald('POST', sti, { filer: [], gem: true }, analytiker);
    expect(fremmed.status).toBe(400);
    // A body beyond what four unsaved files can be is refused before it is read as JSON (413), far below the API's limit.
    const kaempe = await kald('POST', sti, { filer: [{ sti: WF, indhold: 'x'.repeat(5 * 1024 * 1024) }] }, analytiker);
    expect(kaempe).toMatchObject({ status: 413, krop: { title: 'Forespørgslen er for stor.' } });
    expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).krop['filer']).toEqual([]);
  });

  it('lets only Analytiker and Administrator reach the definitions', async () => {
    const { kald, adminLogin } = await opsaet();
    for (const bruger of ['sagsbehandler', 'tekstredaktoer']) {
      const headers = { Authorization: `Bearer ${(await adminLogin(bruger)).accessToken}` };
      expect((await kald('GET', '/api/Definitioner/Live', undefined, headers)).status, bruger).toBe(403);
      expect((await kald('POST', '/api/Definitioner/Udkast', { titel: 't' }, headers)).status, bruger).toBe(403);
    }
  });
});

describe('/api/Definitioner: four eyes', () => {
  /** A draft of README's rule by `forfatter`, checked and without problems. */
  async function udkastAf(kald: Awaited<ReturnType<typeof opsaet>>['kald'], forfatter: Record<string, string>) {
    const felter = ((await kald('GET', '/api/Definitioner/Live', undefined, forfatter)).krop['filer'] as Record<string, Json>)[FELTER]!;
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Ingen mellemrum' }, forfatter)).krop as unknown as {
      id: string;
    };
    expect(
      (await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: FELTER, indhold: udenMellemrum(felter) }, forfatter)).status,
    ).toBe(200);
    return id;
  }

  it("refuses the draft's author (403, nothing published) and lets another analyst or administrator publish it", async () => {
    const { kald, opret, analytiker, admin } = await opsaet();
    for (const [forfatter, anden, navn] of [
      [analytiker, admin, 'analytiker'],
      [admin, analytiker, 'admin'],
    ] as const) {
      const id = await udkastAf(kald, forfatter);
      const foer = (await kald('GET', '/api/Definitioner/Live')).krop['version'];
      expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, forfatter)).krop).toMatchObject({
        forfatter: navn,
        udgivesAfAnden: true,
      });
      expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, anden)).krop['udgivesAfAnden']).toBe(false);

      const afvist = await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Selv' }, forfatter);
      expect(afvist).toEqual({
        status: 403,
        krop: expect.objectContaining({ status: 403, title: 'Et udkast udgives af en anden end dem, der har lavet eller ændret det.' }),
      });
      // Nothing published, the draft kept for the other to publish.
      expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(foer);
      expect((await kald('GET', `/api/Definitioner/Udkast/${id}`)).status).toBe(200);

      const udgivet = await kald(
        'POST',
        `/api/Definitioner/Udkast/${id}/Udgiv`,
        { note: `Set af ${navn === 'admin' ? 'analytiker' : 'admin'}` },
        anden,
      );
      expect(udgivet.status).toBe(201);
      const [nyeste] = (await kald('GET', '/api/Definitioner/Versioner')).krop as unknown as Json[];
      expect(nyeste).toMatchObject({ udgivetAf: navn === 'admin' ? 'analytiker' : 'admin', udkast: { id, forfatter: navn } });
      // README's rule is live on the first round; the second publishes the same files again.
      expect((await opret('AB 12')).status).toBe(400);
      await genudgiv(kald, 1, forfatter, anden);
    }
  });

  it('makes Genudgiv a draft of the earlier files that someone else publishes (202, four eyes); the version names the one it published again, and each version is read with its files', async () => {
    const { kald, json, analytiker, admin } = await opsaet();
    const id = await udkastAf(kald, analytiker);
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Regel' }, admin)).status).toBe(201);
    // Bad input: a problem at the field, nothing stored.
    const udenNote = await kald('POST', '/api/Definitioner/Versioner/1/Genudgiv', { note: '' }, analytiker);
    expect(udenNote.status).toBe(400);
    expect(udenNote.krop['errors']).toEqual([{ path: '/note', message: 'Skriv en note om ændringen (højst 2000 tegn).' }]);
    expect((await kald('POST', '/api/Definitioner/Versioner/1/Genudgiv', {}, analytiker)).status).toBe(400);
    // The live version itself has nothing to roll back to: 409, nothing stored.
    const ens = await json('POST', '/api/Definitioner/Versioner/2/Genudgiv', { note: 'Igen' }, analytiker);
    expect(ens.status).toBe(409);
    expect(ens.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await ens.json()).toMatchObject({
      title: 'Version 2 har de samme filer som den udgivne version: der er intet at rulle tilbage.',
    });
    expect((await kald('GET', '/api/Definitioner/Udkast')).krop).toEqual([]);

    const bedt = await kald('POST', '/api/Definitioner/Versioner/1/Genudgiv', { note: 'Tilbage' }, analytiker);
    expect(bedt.status).toBe(202);
    expect(bedt.krop['fejl']).toEqual([]);
    const udkast = bedt.krop['udkast'] as { id: string; titel: string };
    expect(udkast.titel).toBe('Genudgiv version 1');
    // Asked twice (two people at once, say): two drafts, of which only the first published changes anything.
    const igen = await json('POST', '/api/Definitioner/Versioner/1/Genudgiv', { note: 'Også tilbage' }, analytiker);
    expect(igen.status).toBe(202);
    const andet = ((await igen.json()) as { udkast: { id: string } }).udkast.id;
    expect(igen.headers.get('Location')).toBe(`/api/Definitioner/Udkast/${andet}`);
    // Nothing is live yet: the rollback is a draft of exactly the files version 1 differs in, by the one who asked.
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(2);
    expect((await kald('GET', `/api/Definitioner/Udkast/${udkast.id}`, undefined, analytiker)).krop).toMatchObject({
      titel: 'Genudgiv version 1',
      forfatter: 'analytiker',
      grundversion: 2,
      genudgivelse: { version: 1, note: 'Tilbage', uaendret: true },
      filer: [{ sti: FELTER }],
      udgivesAfAnden: true,
    });
    expect((await kald('GET', '/api/Definitioner/Udkast')).krop).toContainEqual(
      expect.objectContaining({
        id: udkast.id,
        genudgivelse: { version: 1, note: 'Tilbage' },
        aendringerIOrd: expect.arrayContaining([expect.stringContaining('Fakturanummer')]),
      }),
    );
    // The one who asked cannot publish it; another can.
    expect((await kald('POST', `/api/Definitioner/Udkast/${udkast.id}/Udgiv`, { note: 'Selv' }, analytiker)).status).toBe(403);
    expect((await kald('POST', `/api/Definitioner/Udkast/${udkast.id}/Udgiv`, { note: 'Tilbage, set' }, admin)).krop).toEqual({
      version: 3,
    });
    const [nyeste] = (await kald('GET', '/api/Definitioner/Versioner')).krop as unknown as Json[];
    expect(nyeste).toMatchObject({
      version: 3,
      udgivetAf: 'admin',
      note: 'Tilbage, set',
      genudgivelseAf: 1,
      udkast: { id: udkast.id, forfatter: 'analytiker' },
    });
    // The second draft would publish the live files again: refused (409), no version made, the draft kept to discard.
    const tom = await json('POST', `/api/Definitioner/Udkast/${andet}/Udgiv`, { note: 'Igen' }, admin);
    expect(tom.status).toBe(409);
    expect(tom.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await tom.json()).toMatchObject({ title: 'Udkastet ændrer ingen filer i forhold til den udgivne version.' });
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(3);
    // One version with its files, for comparing two (the studio's versions page).
    const felterI = async (v: number) => {
      const svar = await kald('GET', `/api/Definitioner/Versioner/${v}`, undefined, analytiker);
      expect(svar.krop).toMatchObject({ version: v });
      return JSON.stringify((svar.krop['filer'] as Record<string, unknown>)[FELTER]);
    };
    expect(await felterI(2)).toContain(MELLEMRUM);
    expect(await felterI(1)).not.toContain(MELLEMRUM);
    expect(await felterI(3)).toBe(await felterI(1));
    for (const v of ['99', '0', 'x']) expect((await kald('GET', `/api/Definitioner/Versioner/${v}`)).status, v).toBe(404);
  });

  it('counts whoever changed a draft as its author: one who edits another’s draft cannot publish it alone (403)', async () => {
    const { kald, analytiker, admin } = await opsaet();
    const id = await udkastAf(kald, analytiker);
    const tema = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Json>)['content/tema.json']!;
    const rettet = await kald(
      'PUT',
      `/api/Definitioner/Udkast/${id}/Filer`,
      { sti: 'content/tema.json', indhold: { ...tema, navn: 'Ny' } },
      admin,
    );
    expect(rettet.status).toBe(200);
    expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, admin)).krop['udgivesAfAnden']).toBe(true);
    for (const hvem of [admin, analytiker]) {
      const svar = await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Selv' }, hvem);
      expect(svar).toMatchObject({
        status: 403,
        krop: { title: 'Et udkast udgives af en anden end dem, der har lavet eller ændret det.' },
      });
    }
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(1);
  });

  it('lets the author publish a draft of their own with DEFINITIONER_FIRE_OEJNE=false', async () => {
    const { kald, opret, analytiker } = await opsaet({ definitionerFireOejne: false });
    const id = await udkastAf(kald, analytiker);
    expect((await kald('GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).krop['udgivesAfAnden']).toBe(false);
    expect(await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'En fond, én analytiker' }, analytiker)).toEqual({
      status: 201,
      krop: { version: 2 },
    });
    const [nyeste] = (await kald('GET', '/api/Definitioner/Versioner')).krop as unknown as Json[];
    expect(nyeste).toMatchObject({ udgivetAf: 'analytiker', udkast: { forfatter: 'analytiker' } });
    expect((await opret('AB 12')).status).toBe(400);
  });

  it('publishes a Genudgiv at once with DEFINITIONER_FIRE_OEJNE=false (201, no draft)', async () => {
    const { kald, opret, analytiker } = await opsaet({ definitionerFireOejne: false });
    expect((await kald('GET', '/api/Definitioner/Live', undefined, analytiker)).krop['fireOejne']).toBe(false);
    const id = await udkastAf(kald, analytiker);
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Regel' }, analytiker)).status).toBe(201);
    expect(await kald('POST', '/api/Definitioner/Versioner/1/Genudgiv', { note: 'Tilbage' }, analytiker)).toEqual({
      status: 201,
      krop: { version: 3 },
    });
    const [nyeste] = (await kald('GET', '/api/Definitioner/Versioner')).krop as unknown as Json[];
    expect(nyeste).toMatchObject({ version: 3, udgivetAf: 'analytiker', note: 'Tilbage', genudgivelseAf: 1 });
    expect((await kald('GET', '/api/Definitioner/Udkast')).krop).toEqual([]);
    expect((await opret('AB 12')).status).toBe(201);
  });

  it('names no version put back when the rollback draft was edited before it was published', async () => {
    const { kald, analytiker, admin } = await opsaet();
    expect((await kald('GET', '/api/Definitioner/Live')).krop['fireOejne']).toBe(true);
    const id = await udkastAf(kald, analytiker);
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Regel' }, admin)).status).toBe(201);
    const bedt = await kald('POST', '/api/Definitioner/Versioner/1/Genudgiv', { note: 'Tilbage' }, admin);
    const udkast = (bedt.krop['udkast'] as { id: string }).id;
    // Edited since: the draft now publishes something else than version 1.
    const tema = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Json>)['content/tema.json']!;
    const gemt = await kald('PUT', `/api/Definitioner/Udkast/${udkast}/Filer`, {
      sti: 'content/tema.json',
      indhold: { ...tema, navn: 'Fonden, rettet' },
    });
    expect(gemt.status).toBe(200);
    expect((await kald('GET', `/api/Definitioner/Udkast/${udkast}`)).krop['genudgivelse']).toEqual({
      version: 1,
      note: 'Tilbage',
      uaendret: false,
    });
    expect((await kald('POST', `/api/Definitioner/Udkast/${udkast}/Udgiv`, { note: 'Tilbage og nyt navn' }, analytiker)).status).toBe(201);
    const [nyeste] = (await kald('GET', '/api/Definitioner/Versioner')).krop as unknown as Json[];
    expect(nyeste).toMatchObject({ version: 3, udkast: { id: udkast } });
    expect(nyeste).not.toHaveProperty('genudgivelseAf');
  });
});

/** The work-shortage workflow with README's new status: 'SatIBero' ('Sat i bero'), reached from Indsendt. */
function medIBero(workflow: Record<string, Record<string, Json>>) {
  const states = workflow['states']!;
  return {
    ...workflow,
    states: {
      ...states,
      Indsendt: {
        ...states['Indsendt'],
        on: { ...(states['Indsendt']!['on'] as Json), SaetIBero: { target: 'SatIBero', meta: { label: 'Sæt i bero' } } },
      },
      SatIBero: {
        meta: { label: 'Sat i bero', farve: 'warning' },
        on: { GenoptagAnsoegning: { target: 'Indsendt', meta: { label: 'Genoptag ansøgning' } } },
      },
    },
  };
}

/** The workflow with Indsendt labelled otherwise. */
function medIndsendtLabel(workflow: Record<string, Record<string, Json>>, label: string) {
  const states = workflow['states']!;
  return {
    ...workflow,
    states: { ...states, Indsendt: { ...states['Indsendt'], meta: { ...(states['Indsendt']!['meta'] as Json), label } } },
  };
}

describe('/api/Definitioner: a status flow', () => {
  it("publishes README's new status, which the server then performs without a restart; removing it again is refused without a migration and moves the case with one", async () => {
    const { kald, analytiker, citizenLogin, json } = await opsaet();
    const virksomhed = await citizenLogin('virksomhed', '31245001');
    const nySag = async () => {
      const oprettet = await json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
      return ((await oprettet.json()) as { id: number }).id;
    };
    const handling = (sag: number, h: string) =>
      kald('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${sag}`, { handling: h });
    const foer = await nySag();
    // Before the change the workflow has no such action.
    expect((await handling(foer, 'SaetIBero')).status).toBe(400);

    const sti = 'workflows/arbejdsmangel-ansoegning.machine.json';
    const workflow = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Record<string, Record<string, Json>>>)[
      sti
    ]!;
    const ny = medIBero(workflow);
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Sæt i bero' })).krop as unknown as { id: string };
    expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold: ny })).status).toBe(200);
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Ny status' }, analytiker)).status).toBe(201);

    // A case keeps the workflow version it began on; a new one runs on the published version.
    expect((await handling(foer, 'SaetIBero')).status).toBe(400);
    const efter = await nySag();
    const detalje = await kald('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${efter}`);
    expect(detalje.krop['tilladteHandlinger']).toContainEqual(expect.objectContaining({ type: 'SaetIBero', label: 'Sæt i bero' }));
    expect((await handling(efter, 'SaetIBero')).status).toBe(200);
    const iBero = await kald('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${efter}`);
    expect(iBero.krop['status']).toBe('SatIBero');

    // Version 1 lacks the state the case now stands in, and no migration moves it: the rollback's draft is made with
    // the check's problem naming the state, and it cannot be published as it is.
    const tilbage = await kald('POST', '/api/Definitioner/Versioner/1/Genudgiv', { note: 'Tilbage' });
    expect(tilbage.status).toBe(202);
    expect(JSON.stringify(tilbage.krop['fejl'])).toContain('SatIBero');
    const fjern = (tilbage.krop['udkast'] as { id: string }).id;
    expect((await kald('POST', `/api/Definitioner/Udkast/${fjern}/Udgiv`, { note: 'I bero fjernet' }, analytiker)).status).toBe(422);
    expect((await kald('GET', '/api/Definitioner/Live')).krop['version']).toBe(2);

    // With a migration added to that draft by the one who asked, the status goes again and the case moves while the portal runs.
    const migrering = { workflow: 'arbejdsmangel-ansoegning', fra: definitionsversion(ny), tilstande: { SatIBero: 'Indsendt' } };
    await kald('PUT', `/api/Definitioner/Udkast/${fjern}/Filer`, { sti: 'workflows/migreringer/uden-bero.json', indhold: migrering });
    expect(await kald('POST', `/api/Definitioner/Udkast/${fjern}/Udgiv`, { note: 'I bero fjernet' }, analytiker)).toEqual({
      status: 201,
      krop: { version: 3 },
    });
    // Published with a migration besides version 1's files: a change of its own, not a rollback to version 1.
    const [tredje] = (await kald('GET', '/api/Definitioner/Versioner')).krop as unknown as Json[];
    expect(tredje).not.toHaveProperty('genudgivelseAf');
    const flyttet = await kald('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${efter}`);
    expect(flyttet.krop['status']).toBe('Indsendt');
    expect(JSON.stringify(flyttet.krop['historik'])).toContain('Sat i bero');
  });

  it("labels a case's status and history from its own workflow version, also a status a later version removed", async () => {
    const { kald, analytiker, citizenLogin, json, admin } = await opsaet();
    const virksomhed = await citizenLogin('virksomhed', '31245001');
    const eksport = async () => (await json('GET', '/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv', undefined, admin)).text();
    const nySag = async () => {
      const oprettet = await json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
      return ((await oprettet.json()) as { id: number }).id;
    };
    const detalje = async (sag: number) =>
      (await kald('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${sag}`)).krop as unknown as Json & {
        historik: (Json & { statusLabels?: unknown })[];
      };
    const udgiv = async (titel: string, filer: { sti: string; indhold: unknown }[]) => {
      const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel })).krop as unknown as { id: string };
      for (const fil of filer) expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, fil)).status).toBe(200);
      const udgivet = await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: titel }, analytiker);
      expect(udgivet, JSON.stringify(udgivet.krop)).toMatchObject({ status: 201 });
    };
    const sti = 'workflows/arbejdsmangel-ansoegning.machine.json';
    const workflow = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Record<string, Record<string, Json>>>)[
      sti
    ]!;
    const gammel = await nySag();

    // Version 2: the new status, and Indsendt renamed; a case put in it.
    const ny = medIndsendtLabel(medIBero(workflow), 'Modtaget');
    await udgiv('Sæt i bero', [{ sti, indhold: ny }]);
    const sag = await nySag();
    expect(
      (await kald('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${sag}`, { handling: 'SaetIBero' }))
        .status,
    ).toBe(200);
    expect(await detalje(sag)).toMatchObject({ status: 'SatIBero', statusLabel: 'Sat i bero' });
    expect(await eksport()).toContain('Sat i bero');
    // The company's own list too.
    const mine = async () =>
      (await (await json('GET', '/api/ArbejdsmangelAnsoegning/MineAnsoegninger', undefined, { Cookie: virksomhed })).json()) as Json[];
    expect(await mine()).toContainEqual(expect.objectContaining({ id: sag, status: 'SatIBero', statusLabel: 'Sat i bero' }));

    // Version 3 removes the status again and labels Indsendt a third way; the migration moves the case.
    const migrering = { workflow: 'arbejdsmangel-ansoegning', fra: definitionsversion(ny), tilstande: { SatIBero: 'Indsendt' } };
    await udgiv('Fjern i bero', [
      { sti, indhold: medIndsendtLabel(workflow, 'Indkommet') },
      { sti: 'workflows/migreringer/uden-bero.json', indhold: migrering },
    ]);

    const flyttet = await detalje(sag);
    expect(flyttet).toMatchObject({ status: 'Indsendt', statusLabel: 'Indkommet' });
    // The raw status names stay in `detaljer`; the labels are those of the version the case was on at each entry.
    expect(flyttet.historik.map((p) => p.statusLabels).filter(Boolean)).toEqual([
      { fra: 'Modtaget', til: 'Sat i bero' },
      { fra: 'Sat i bero', til: 'Indkommet' },
    ]);
    expect(flyttet.historik.map((p) => p['detaljer'])).toContainEqual({ fra: 'Indsendt', til: 'SatIBero' });

    // A case still on version 1 keeps version 1's label for its status.
    expect(await detalje(gammel)).toMatchObject({ status: 'Indsendt', statusLabel: 'Afventer attestering' });
    // The export labels each row by its case's own version too.
    const csv = await eksport();
    expect(csv).toContain('Indkommet');
    expect(csv).toContain('Afventer attestering');
    expect(await mine()).toContainEqual(expect.objectContaining({ id: gammel, statusLabel: 'Afventer attestering' }));
    expect(await mine()).toContainEqual(expect.objectContaining({ id: sag, statusLabel: 'Indkommet' }));

    // The admin list gives each row its own version's label beside the raw status, as the detail does.
    const liste = (await kald('GET', '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin')).krop[
      'contents'
    ] as Json[];
    expect(liste).toContainEqual(expect.objectContaining({ id: sag, status: 'Indsendt', statusLabel: 'Indkommet' }));
    expect(liste).toContainEqual(expect.objectContaining({ id: gammel, status: 'Indsendt', statusLabel: 'Afventer attestering' }));
    // The export sorted by status sorts by those labels, not by the status's name in one workflow.
    const efterStatus = await (
      await json('GET', '/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv&sorter=status&retning=stigende', undefined, admin)
    ).text();
    expect(efterStatus.indexOf('Afventer attestering')).toBeGreaterThan(0);
    expect(efterStatus.indexOf('Afventer attestering')).toBeLessThan(efterStatus.indexOf('Indkommet'));
  });

  it("labels a request's status in the admin list from its own workflow version", async () => {
    const { kald, analytiker, opret } = await opsaet();
    const sti = 'workflows/forudbetaling-anmodning.machine.json';
    const workflow = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Record<string, Record<string, Json>>>)[
      sti
    ]!;
    const gammel = ((await opret('G-1')).krop as unknown as { id: number }).id;
    const states = workflow['states']!;
    const ny = {
      ...workflow,
      states: { ...states, Oprettet: { ...states['Oprettet'], meta: { ...(states['Oprettet']!['meta'] as Json), label: 'Modtaget' } } },
    };
    const { id: udkast } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Modtaget' })).krop as unknown as { id: string };
    expect((await kald('PUT', `/api/Definitioner/Udkast/${udkast}/Filer`, { sti, indhold: ny })).status).toBe(200);
    expect((await kald('POST', `/api/Definitioner/Udkast/${udkast}/Udgiv`, { note: 'Modtaget' }, analytiker)).status).toBe(201);
    const sag = ((await opret('N-1')).krop as unknown as { id: number }).id;

    const liste = (await kald('GET', '/api/ForudbetalingAdmin/FindAnmodninger')).krop['data'] as Json[];
    expect(liste).toContainEqual(expect.objectContaining({ anmodningId: gammel, status: 'Oprettet', statusLabel: 'Oprettet' }));
    expect(liste).toContainEqual(expect.objectContaining({ anmodningId: sag, status: 'Oprettet', statusLabel: 'Modtaget' }));
  });
});

describe('/api/Definitioner: texts, default texts, theme, API reference and diagrams', () => {
  it('holds each published without a restart', async () => {
    const { kald, analytiker, app } = await opsaet();
    const live = (await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Json>;
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Ord' })).krop as unknown as { id: string };
    const gem = async (sti: string, indhold: unknown) =>
      expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold })).status).toBe(200);
    await gem('content/ui/problem.json', { ...live['content/ui/problem.json'], 'problem.ikkeFundet': 'Findes ikke her' });
    const tekster = live['content/tekster.json'] as Record<string, Json>;
    await gem('content/tekster.json', {
      ...tekster,
      'forside:velkomst': { ...tekster['forside:velkomst'], indhold: '<p>Velkommen til fonden.</p>' },
    });
    await gem('content/tema.json', { ...live['content/tema.json'], navn: 'Uddannelsesfonden' });
    const felter = live[FELTER]!;
    await gem(FELTER, udenMellemrum(felter));
    const workflow = live['workflows/arbejdsmangel-ansoegning.machine.json']!;
    const states = workflow['states'] as Record<string, Json>;
    await gem('workflows/arbejdsmangel-ansoegning.machine.json', {
      ...workflow,
      states: {
        ...states,
        SatIBero: {
          meta: { label: 'Sat i bero', farve: 'warning' },
          on: { Genoptag: { target: 'Indsendt', meta: { label: 'Genoptag' } } },
        },
      },
    });
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Ord og tema' }, analytiker)).status).toBe(201);

    // A fixed text the server says (content/ui), a default text (content/tekster.json), the theme's name on the server's pages.
    expect((await kald('GET', '/api/Findes/Ikke')).krop['title']).toBe('Findes ikke her');
    const velkomst = (await kald('GET', '/api/Tekst/forside:velkomst')).krop as unknown as { indhold: string };
    expect(velkomst.indhold).toBe('<p>Velkommen til fonden.</p>');
    expect(await (await app.request('/api/docs')).text()).toContain('Uddannelsesfonden');
    // The API reference shows the published rule; the diagrams the published status.
    expect(await (await app.request('/api/openapi.json')).text()).toContain(MELLEMRUM);
    const diagrammer = (await kald('GET', '/api/Arbejdsgange')).krop as unknown as {
      id: string;
      diagram: { tilstande: { id: string }[] };
    }[];
    const arbejdsmangel = diagrammer.find((d) => d.id === 'arbejdsmangel-ansoegning')!;
    expect(arbejdsmangel.diagram.tilstande.map((t) => t.id)).toContain('SatIBero');
  });
});
