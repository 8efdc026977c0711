import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning } from '../testing/fixtures';

// The workflow as an analyst extends it: a status 'Afventer dokumentation', reached and left by handlings of its own.
vi.mock('../workflows/maskiner', async (importOriginal) => {
  const { loadWorkflow } = await import('../../engine/workflow');
  const config = structuredClone((await import('../../workflows/forudbetaling-anmodning.machine.json')).default) as {
    states: Record<string, { meta?: object; on?: Record<string, object> }>;
  };
  config.states['Oprettet']!.on!['AfventDokumentation'] = { target: 'AfventerDokumentation', meta: { label: 'Afventer dokumentation' } };
  config.states['AfventerDokumentation'] = {
    meta: { label: 'Afventer dokumentation', farve: 'warning', behandles: true },
    on: {
      DokumentationModtaget: { target: 'Oprettet', meta: { label: 'Dokumentation modtaget' } },
      SkiftTilAfvistManuelt: { target: 'Afvist', meta: { label: 'Afvist', manuel: true } },
    },
  };
  return { ...(await importOriginal<object>()), anmodningWorkflow: loadWorkflow(config) };
});

let pdfUri: string;
beforeAll(async () => {
  pdfUri = dataUri(await fakturaPdf());
});

async function medAnmodning() {
  const api = testApp();
  const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
  const oprettet = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdfUri), { Cookie: mette });
  const { id } = (await oprettet.json()) as { id: number };
  const { accessToken } = await api.adminLogin();
  const admin = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Authorization: `Bearer ${accessToken}` });
  const udfoer = (handling: unknown, version?: number) =>
    admin('PUT', `/api/ForudbetalingAdmin/UdfoerHandling?id=${id}`, { handling, ...(version ? { version } : {}) });
  const detalje = async () =>
    (await (await admin('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`)).json()) as {
      status: string;
      version: number;
      historik: { handling: string; af: string; detaljer?: unknown }[];
      tilladteHandlinger: { type: string }[];
    };
  return { ...api, id, mette, admin, udfoer, detalje };
}

type Problem = { title: string; errors?: { path: string; message: string }[] };

describe('PUT /api/ForudbetalingAdmin/UdfoerHandling', () => {
  it("moves a request into a status the workflow added and back, each move in the history by the handling's label", async () => {
    const { udfoer, detalje, json, id, mette } = await medAnmodning();
    const ud = await udfoer('AfventDokumentation');
    expect(ud.status).toBe(200);
    expect(await ud.json()).toMatchObject({ status: 'AfventerDokumentation', tilladteHandlinger: [{ type: 'DokumentationModtaget' }, {}] });
    const egen = await json('GET', `/api/Forudbetaling/HentForudbetalingAnmodning/${id}`, undefined, { Cookie: mette });
    expect(await egen.json()).toMatchObject({ status: 'AfventerDokumentation' });
    expect((await udfoer('DokumentationModtaget', 2)).status).toBe(200);
    const d = await detalje();
    expect(d.status).toBe('Oprettet');
    expect(d.historik.slice(-2)).toMatchObject([
      { handling: 'Afventer dokumentation', af: 'Demo Sekretariat', detaljer: { fra: 'Oprettet', til: 'AfventerDokumentation' } },
      { handling: 'Dokumentation modtaget', af: 'Demo Sekretariat', detaljer: { fra: 'AfventerDokumentation', til: 'Oprettet' } },
    ]);
  });

  it('answers 409 where the status does not allow the handling, and 409 to an outdated version, changing nothing', async () => {
    const { udfoer, detalje } = await medAnmodning();
    const foer = await detalje();
    const res = await udfoer('DokumentationModtaget');
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as Problem).title).toBe('Handlingen kan ikke udføres på en anmodning med status Oprettet.');
    expect((await udfoer('AfventDokumentation', foer.version + 1)).status).toBe(409);
    expect(await detalje()).toEqual(foer);
  });

  it.each([
    ['a handling the workflow does not know', 'SletAnmodning', 'Handlingen er ukendt.'],
    ['a name the API cannot carry', 'Afvent dokumentation', 'Handlingen er ukendt.'],
    [
      'approval, which has its own call with its e-mail',
      'GodkendAnmodning',
      'GodkendAnmodning udføres med sit eget kald, som sender e-mailen til ansøgeren.',
    ],
    [
      'rejection, which has its own call with its e-mail',
      'AfvisAnmodning',
      'AfvisAnmodning udføres med sit eget kald, som sender e-mailen til ansøgeren.',
    ],
  ])('refuses %s with 400 at /handling, changing nothing', async (_navn, handling, message) => {
    const { udfoer, detalje } = await medAnmodning();
    const foer = await detalje();
    const res = await udfoer(handling);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toContainEqual({ path: '/handling', message });
    expect(await detalje()).toEqual(foer);
  });

  it('answers 404 for a request that does not exist', async () => {
    const { admin } = await medAnmodning();
    expect((await admin('PUT', '/api/ForudbetalingAdmin/UdfoerHandling?id=999', { handling: 'AfventDokumentation' })).status).toBe(404);
    expect((await admin('PUT', '/api/ForudbetalingAdmin/UdfoerHandling?id=abc', { handling: 'AfventDokumentation' })).status).toBe(400);
  });
});

describe('the manual status change and the lists follow the workflow', () => {
  it("offers the manual transitions of the request's own status, and sets their status with no e-mail", async () => {
    const { udfoer, admin, id, detalje } = await medAnmodning();
    await udfoer('AfventDokumentation');
    const manuel = (nyStatus: string) => admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id, nyStatus });
    // Godkendt is set by hand only from Oprettet: from here it is not allowed.
    expect((await manuel('Godkendt')).status).toBe(409);
    expect((await manuel('Oprettet')).status).toBe(400);
    const ukendt = await manuel('Arkiveret');
    expect(((await ukendt.json()) as Problem).errors).toContainEqual({ path: '/nyStatus', message: 'Status er ikke valgt.' });
    expect((await manuel('Afvist')).status).toBe(200);
    const d = await detalje();
    expect(d.status).toBe('Afvist');
    expect(d.historik.at(-1)?.handling).toBe('Status ændret manuelt til Afvist');
  });

  it('filters the list by a status the workflow added, and refuses one it does not know with the statuses it does', async () => {
    const { udfoer, admin, id } = await medAnmodning();
    await udfoer('AfventDokumentation');
    const liste = async (status: string) => admin('GET', `/api/ForudbetalingAdmin/FindAnmodninger?status=${status}&pageSize=100`);
    expect(await (await liste('AfventerDokumentation')).json()).toMatchObject({
      data: [{ anmodningId: id, status: 'AfventerDokumentation' }],
    });
    expect(await (await liste('Oprettet')).json()).toEqual({ data: [] });
    const ukendt = await liste('Slettet');
    expect(ukendt.status).toBe(400);
    expect(((await ukendt.json()) as Problem).errors).toEqual([
      { path: '/status', message: 'Status skal være en af arbejdsgangens statusser: Oprettet, Godkendt, Afvist, AfventerDokumentation.' },
    ]);
  });

  it('keeps the applications of a request awaiting documentation from being asked for again', async () => {
    const { udfoer, json, mette } = await medAnmodning();
    await udfoer('AfventDokumentation');
    const mulige = await json('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', undefined, { Cookie: mette });
    expect(await mulige.json()).toEqual([]);
  });
});
