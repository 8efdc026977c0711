import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';

const FELTER = 'schemas/felter.schema.json';
const MELLEMRUM = 'Fakturanummer må ikke indeholde mellemrum.';

/** A fresh app, an analyst's draft with README's rule (no spaces in an invoice number), and the analyst's try-out cookie. */
async function opsaet() {
  const api = testApp({ demoSager: true });
  const analytiker = { Authorization: `Bearer ${(await api.adminLogin('analytiker')).accessToken}` };
  const live = (await (await api.json('GET', '/api/Definitioner/Live', undefined, analytiker)).json()) as {
    filer: Record<string, { definitions: Record<string, object> }>;
  };
  const felter = live.filer[FELTER]!;
  const { id } = (await (await api.json('POST', '/api/Definitioner/Udkast', { titel: 'Ingen mellemrum' }, analytiker)).json()) as {
    id: string;
  };
  const indhold = {
    ...felter,
    definitions: {
      ...felter.definitions,
      fakturanummer: { ...felter.definitions['fakturanummer'], pattern: '^\\S+$', errorMessage: { pattern: MELLEMRUM } },
    },
  };
  expect((await api.json('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: FELTER, indhold }, analytiker)).status).toBe(200);
  const start = await api.json('POST', `/api/Definitioner/Udkast/${id}/Proev`, undefined, analytiker);
  expect(start.status).toBe(201);
  const saetCookie = start.headers.get('Set-Cookie')!;
  expect(saetCookie).toMatch(/HttpOnly/i);
  const proeve = saetCookie.split(';')[0]!;
  const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
  /** Mette's request with this invoice number, from a browser with these cookies. */
  const opret = async (fakturaNummer: string, cookies: string) => {
    const krop = gyldigAnmodning(dataUri(await fakturaPdf()));
    return api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      { ...krop, faktura: { ...krop.faktura, fakturaNummer } },
      { Cookie: cookies },
    );
  };
  const reelle = async () => ({
    anmodninger: (await api.deps.store.collection('anmodninger').all()).length,
    udbakke: (await api.deps.store.collection('udbakke').all()).length,
    mails: (await api.deps.store.collection('mails').all()).length,
    dokumenter: (await api.dokumenter()).length,
  });
  return { ...api, id, analytiker, proeve, mette, opret, reelle };
}

describe("'Prøv udkastet'", () => {
  it("validates a submission in a try-out against the draft: the draft's rule refuses it with 400 at the field", async () => {
    const { opret, proeve, mette, reelle } = await opsaet();
    const foer = await reelle();
    const svar = await opret('AB 12', `${mette}; ${proeve}`);
    expect(svar.status).toBe(400);
    const krop = (await svar.json()) as { errors: { path: string; message: string }[] };
    expect(krop.errors).toContainEqual({ path: '/faktura/fakturaNummer', message: MELLEMRUM });
    expect(await reelle()).toEqual(foer);
  }, 60_000);

  it('takes a valid submission in the sandbox: it answers, and the real store, documents and outbox are unchanged, no e-mail sent', async () => {
    const { opret, proeve, mette, reelle, json } = await opsaet();
    const foer = await reelle();
    const svar = await opret('AB12', `${mette}; ${proeve}`);
    expect(svar.status, await svar.clone().text()).toBe(201);
    const { id } = (await svar.json()) as { id: number };
    // The try-out sees its request (in the sandbox, beside the demo cases) ...
    const mine = (await (await json('GET', '/api/Forudbetaling/MineAnmodninger', undefined, { Cookie: `${mette}; ${proeve}` })).json()) as {
      id: number;
    }[];
    expect(mine.map((a) => a.id)).toContain(id);
    // ... the real portal does not, and nothing real was written or sent.
    expect(await reelle()).toEqual(foer);
    expect(await (await json('GET', '/api/Forudbetaling/MineAnmodninger', undefined, { Cookie: mette })).json()).toEqual([]);
    // Without the try-out the live rule holds: a space is allowed.
    expect((await opret('AB 13', mette)).status).toBe(201);
  }, 60_000);

  it('ignores a forged or tampered cookie: the live set answers, never an error', async () => {
    const { opret, proeve, mette, json } = await opsaet();
    const [navn, vaerdi] = proeve.split('=') as [string, string];
    const [data, signatur] = [vaerdi.slice(0, vaerdi.lastIndexOf('.')), vaerdi.slice(vaerdi.lastIndexOf('.') + 1)];
    const falsk = `${navn}=${Buffer.from(JSON.stringify({ udkast: 'x', af: 'analytiker', udloeber: 9e15 })).toString('base64url')}.${signatur}`;
    for (const cookie of [falsk, `${navn}=${data}.AAAA`, `${navn}=noget`])
      expect((await json('GET', '/api/Proeve', undefined, { Cookie: cookie })).status).toBe(204);
    // The draft's rule would refuse the space; the live one takes it.
    expect((await opret('AB 14', `${mette}; ${falsk}`)).status).toBe(201);
    expect((await json('GET', '/api/Proeve', undefined, { Cookie: proeve })).status).toBe(200);
  }, 60_000);

  it('is started only by those who work on definitions: a citizen is refused (401), a case handler gets a 403 problem', async () => {
    const { id, json, adminLogin, mette } = await opsaet();
    const borger = await json('POST', `/api/Definitioner/Udkast/${id}/Proev`, undefined, { Cookie: mette });
    expect(borger.status).toBe(401);
    expect(borger.headers.get('Set-Cookie')).toBeNull();
    const sagsbehandler = await json('POST', `/api/Definitioner/Udkast/${id}/Proev`, undefined, {
      Authorization: `Bearer ${(await adminLogin('sagsbehandler')).accessToken}`,
    });
    expect(sagsbehandler.status).toBe(403);
    expect(sagsbehandler.headers.get('Content-Type')).toMatch(/problem\+json/);
    expect(sagsbehandler.headers.get('Set-Cookie')).toBeNull();
    const ukendt = await json('POST', '/api/Definitioner/Udkast/findes-ikke/Proev', undefined, {
      Authorization: `Bearer ${(await adminLogin('analytiker')).accessToken}`,
    });
    expect(ukendt.status).toBe(404);
    expect(ukendt.headers.get('Set-Cookie')).toBeNull();
  }, 60_000);

  it("'Stop prøven' clears the cookie", async () => {
    const { json, proeve } = await opsaet();
    const stop = await json('DELETE', '/api/Proeve', undefined, { Cookie: proeve });
    expect(stop.status).toBe(204);
    expect(stop.headers.get('Set-Cookie')).toMatch(/fondproeve=;.*Max-Age=0/i);
  }, 60_000);
});

describe("a try-out's sandbox", () => {
  it("is kept for the same draft and staff member across clicks, in the data dir, and goes with 'Stop prøven'", async () => {
    const { opret, proeve, mette, json, id, analytiker, dataDir } = await opsaet();
    const mine = async (cookie: string) =>
      (
        (await (await json('GET', '/api/Forudbetaling/MineAnmodninger', undefined, { Cookie: `${mette}; ${cookie}` })).json()) as {
          id: number;
        }[]
      ).map((a) => a.id);
    const igen = async () =>
      (await json('POST', `/api/Definitioner/Udkast/${id}/Proev`, undefined, analytiker)).headers.get('Set-Cookie')!.split(';')[0]!;
    const svar = await opret('AB12', `${mette}; ${proeve}`);
    expect(svar.status).toBe(201);
    const { id: sag } = (await svar.json()) as { id: number };
    expect(readdirSync(join(dataDir, 'proever'))).toHaveLength(1);
    // Pressed again: a new cookie, the same sandbox.
    const anden = await igen();
    expect(await mine(anden)).toContain(sag);
    expect(readdirSync(join(dataDir, 'proever'))).toHaveLength(1);
    // Stopped: the sandbox and its folder go; the next try-out starts afresh.
    expect((await json('DELETE', '/api/Proeve', undefined, { Cookie: anden })).status).toBe(204);
    await vi.waitFor(() => expect(readdirSync(join(dataDir, 'proever'))).toHaveLength(0));
    expect(await mine(await igen())).not.toContain(sag);
  }, 60_000);
});

describe("the try-out's banner", () => {
  it("is drawn first in every web app page of a try-out, with 'Stop prøven', which ends it and goes back", async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'fond-web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html lang="da"><head><title>F</title></head><body><div id="root"></div></body></html>',
    );
    const api = testApp({ webDir });
    const analytiker = { Authorization: `Bearer ${(await api.adminLogin('analytiker')).accessToken}` };
    const { id } = (await (await api.json('POST', '/api/Definitioner/Udkast', { titel: 'Ingen mellemrum' }, analytiker)).json()) as {
      id: string;
    };
    const proeve = (await api.json('POST', `/api/Definitioner/Udkast/${id}/Proev`, undefined, analytiker)).headers
      .get('Set-Cookie')!
      .split(';')[0]!;
    const side = await (await api.app.request('/app', { headers: { Cookie: proeve } })).text();
    expect(side).toContain('Prøver udkastet &#34;Ingen mellemrum&#34; — intet gemmes i rigtige sager, og der sendes ingen e-mails');
    expect(side).toMatch(/<body>\n<div class="alert[^>]*role="region"[\s\S]*Stop prøven[\s\S]*<div id="root">/);
    expect(await (await api.app.request('/app')).text()).not.toContain('Prøver udkastet');
    // Stop: first a page of its own (the left page's draft is saved in the try-out), then the address that ends it.
    const stop = await api.app.request('/proeve/stop', {
      method: 'POST',
      headers: { Cookie: proeve, Referer: 'http://localhost/app/forudbetaling/anmod' },
    });
    expect(stop.status).toBe(200);
    expect(stop.headers.get('Set-Cookie')).toBeNull();
    const videre = '/proeve/stoppet?til=%2Fapp%2Fforudbetaling%2Fanmod';
    expect(await stop.text()).toContain(`<meta http-equiv="refresh" content="0;url=${videre}">`);
    const stoppet = await api.app.request(videre, { headers: { Cookie: proeve } });
    expect(stoppet.status).toBe(303);
    expect(stoppet.headers.get('Location')).toBe('/app/forudbetaling/anmod');
    expect(stoppet.headers.get('Set-Cookie')).toMatch(/fondproeve=;.*Max-Age=0/i);
    // Only back into the portal, never elsewhere.
    for (const til of ['https://example.com/app', '//example.com/app', '/api/Forudbetaling'])
      expect((await api.app.request(`/proeve/stoppet?til=${encodeURIComponent(til)}`)).headers.get('Location')).toBe('/app');
  }, 60_000);
});

describe("the studio's own routes from a browser in a try-out", () => {
  it('publish on the real cases and the live set: removing a status a real case stands in is refused 422, as without the cookie', async () => {
    const api = testApp();
    const bearer = async (bruger: string) => ({ Authorization: `Bearer ${(await api.adminLogin(bruger)).accessToken}` });
    const [analytiker, admin] = [await bearer('analytiker'), await bearer('admin')];
    const kald = async (method: string, sti: string, body?: unknown, headers: Record<string, string> = admin) => {
      const res = await api.json(method, sti, body, headers);
      return { status: res.status, krop: (await res.json().catch(() => null)) as Record<string, unknown> };
    };
    // A new status, published, and a real case put in it.
    const sti = 'workflows/arbejdsmangel-ansoegning.machine.json';
    type Json = Record<string, Record<string, Record<string, unknown>>>;
    const workflow = ((await kald('GET', '/api/Definitioner/Live')).krop['filer'] as Record<string, Json>)[sti]!;
    const states = workflow['states']!;
    const medIBero = {
      ...workflow,
      states: {
        ...states,
        Indsendt: {
          ...states['Indsendt'],
          on: { ...(states['Indsendt']!['on'] as object), SaetIBero: { target: 'SatIBero', meta: { label: 'Sæt i bero' } } },
        },
        SatIBero: {
          meta: { label: 'Sat i bero', farve: 'warning' },
          on: { GenoptagAnsoegning: { target: 'Indsendt', meta: { label: 'Genoptag ansøgning' } } },
        },
      },
    };
    const { id: ny } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Sæt i bero' })).krop as { id: string };
    expect((await kald('PUT', `/api/Definitioner/Udkast/${ny}/Filer`, { sti, indhold: medIBero })).status).toBe(200);
    expect((await kald('POST', `/api/Definitioner/Udkast/${ny}/Udgiv`, { note: 'Ny' }, analytiker)).status).toBe(201);
    const virksomhed = await api.citizenLogin('virksomhed', '31245001');
    const sag = (
      (await (
        await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed })
      ).json()) as { id: number }
    ).id;
    const handling = `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${sag}`;
    expect((await kald('PUT', handling, { handling: 'SaetIBero' })).status).toBe(200);

    // A draft that removes the status again, without a migration, tried out by the one who publishes it.
    const { id: fjern } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Fjern i bero' }, analytiker)).krop as { id: string };
    expect((await kald('PUT', `/api/Definitioner/Udkast/${fjern}/Filer`, { sti, indhold: workflow }, analytiker)).status).toBe(200);
    const start = await api.json('POST', `/api/Definitioner/Udkast/${fjern}/Proev`, undefined, admin);
    const proeve = start.headers.get('Set-Cookie')!.split(';')[0]!;
    const iProeve = { ...admin, Cookie: proeve };
    // The workflows' case counts are the real ones: the case in SatIBero is counted.
    const sager = await kald('GET', '/api/Arbejdsgange/Sager?workflow=arbejdsmangel-ansoegning&tilstand=SatIBero', undefined, iProeve);
    expect(sager).toMatchObject({ status: 200, krop: { antal: 1 } });
    const udgiv = await kald('POST', `/api/Definitioner/Udkast/${fjern}/Udgiv`, { note: 'Fjernet' }, iProeve);
    expect(udgiv.status).toBe(422);
    expect(JSON.stringify(udgiv.krop['fejl'])).toContain('SatIBero');
    expect((await kald('GET', '/api/Definitioner/Live', undefined, iProeve)).krop['version']).toBe(2);
    // The case screens of that browser still run in the try-out: the sandbox has no case in the real one's status.
    const sandkassens = await kald(
      'GET',
      `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${sag}`,
      undefined,
      iProeve,
    );
    expect(sandkassens.krop?.['status']).not.toBe('SatIBero');
    expect((await kald('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${sag}`)).krop['status']).toBe(
      'SatIBero',
    );
  }, 60_000);
});
