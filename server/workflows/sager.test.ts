import { describe, expect, it } from 'vitest';
import arbejdsgang from '../../workflows/arbejdsmangel-ansoegning.machine.json';
import type { VersioneretSag } from '../definitioner/sager';
import { definitionsversion, laesDefinitioner } from '../definitioner/version';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

const GAMMEL = definitionsversion({ ...arbejdsgang, meta: { titel: 'Ældre' } });
const AKTUEL = laesDefinitioner(process.cwd()).find((d) => d.navn === 'arbejdsmangel-ansoegning')!.version;

async function opsaetning() {
  const api = testApp();
  const virksomhed = await api.citizenLogin('virksomhed', '31245001');
  const opret = async () => {
    const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
    return ((await res.json()) as { id: number }).id;
  };
  const bearer = async (bruger: string) => ({ Authorization: `Bearer ${(await api.adminLogin(bruger)).accessToken}` });
  const analytiker = await bearer('analytiker');
  const kald = async (method: string, sti: string, body?: unknown, headers = analytiker) => {
    const res = await api.json(method, sti, body, headers);
    return { status: res.status, type: res.headers.get('content-type'), krop: (await res.json()) as Record<string, unknown> };
  };
  return { ...api, opret, kald, analytiker, sager: api.deps.store.collection<VersioneretSag>('arbejdsmangel') };
}

describe('GET /api/Arbejdsgange/Sager: the cases in a status, by version (the studio asks before removing a status)', () => {
  it('counts the cases standing in the status on each version, and none in a status no case is in', async () => {
    const { opret, kald, sager, deps } = await opsaetning();
    await deps.store.definitioner.gem(
      { art: 'arbejdsgang', navn: 'arbejdsmangel-ansoegning', version: GAMMEL, indhold: arbejdsgang },
      '2026-01-01T00:00:00.000Z',
    );
    await opret();
    await opret();
    const gl = await opret();
    await sager.update(String(gl), (a) => ({ ...a!, definitionsversioner: { ...a!.definitionsversioner!, arbejdsgang: GAMMEL } }));
    expect(await kald('GET', '/api/Arbejdsgange/Sager?workflow=arbejdsmangel-ansoegning&tilstand=Indsendt')).toMatchObject({
      status: 200,
      krop: {
        workflow: 'arbejdsmangel-ansoegning',
        tilstand: 'Indsendt',
        antal: 3,
        versioner: expect.arrayContaining([
          { version: AKTUEL, antal: 2 },
          { version: GAMMEL, antal: 1 },
        ]) as unknown,
      },
    });
    expect((await kald('GET', '/api/Arbejdsgange/Sager?workflow=arbejdsmangel-ansoegning&tilstand=Godkendt')).krop).toEqual({
      workflow: 'arbejdsmangel-ansoegning',
      tilstand: 'Godkendt',
      antal: 0,
      versioner: [],
    });
  });

  it('answers a workflow without cases and a bad status name with a Danish problem at the field', async () => {
    const { kald } = await opsaetning();
    const ukendt = await kald('GET', '/api/Arbejdsgange/Sager?workflow=forudbetaling-wizard&tilstand=Indsendt');
    expect(ukendt.status).toBe(400);
    expect(ukendt.type).toContain('application/problem+json');
    expect(JSON.stringify(ukendt.krop)).toContain('Vælg en arbejdsgang med sager: forudbetaling-anmodning, arbejdsmangel-ansoegning.');
    const tom = await kald('GET', '/api/Arbejdsgange/Sager?workflow=arbejdsmangel-ansoegning&tilstand=');
    expect(tom.status).toBe(400);
    expect(JSON.stringify(tom.krop)).toContain('/tilstand');
    expect(JSON.stringify(tom.krop)).toContain('Skriv navnet på en status');
  });
});

describe('GET /api/Definitioner/Udkast/:id/Arbejdsgange: the draft’s case workflows drawn', () => {
  it('draws a status the draft adds, and answers an unknown draft 404', async () => {
    const { kald } = await opsaetning();
    const { krop } = await kald('POST', '/api/Definitioner/Udkast', { titel: 'Ny status' });
    const id = String(krop['id']);
    const ny = structuredClone(arbejdsgang) as unknown as { states: Record<string, unknown> };
    ny.states['AfventerDokumentation'] = { meta: { label: 'Afventer dokumentation' } };
    const sti = 'workflows/arbejdsmangel-ansoegning.machine.json';
    expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold: ny })).status).toBe(200);
    const res = await kald('GET', `/api/Definitioner/Udkast/${id}/Arbejdsgange`);
    expect(res.status).toBe(200);
    const liste = res.krop as unknown as { id: string; diagram: { tilstande: { id: string; label: string }[] } }[];
    expect(liste.map((a) => a.id)).toEqual(['arbejdsmangel-ansoegning', 'forudbetaling-anmodning']);
    expect(liste[0]!.diagram.tilstande).toContainEqual(
      expect.objectContaining({ id: 'AfventerDokumentation', label: 'Afventer dokumentation' }),
    );
    const ukendt = await kald('GET', '/api/Definitioner/Udkast/findes-ikke/Arbejdsgange');
    expect(ukendt.status).toBe(404);
    expect(ukendt.type).toContain('application/problem+json');
  });
});
