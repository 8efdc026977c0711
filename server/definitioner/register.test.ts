import { describe, expect, it } from 'vitest';
import type { ArbejdsgangVersioner } from '../../contract/definitioner';
import arbejdsgang from '../../workflows/arbejdsmangel-ansoegning.machine.json';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';
import type { VersioneretSag } from './sager';
import { definitionsversion, laesDefinitioner } from './version';

// An older version of the work-shortage flow: 'Indsendt' could be put on hold then.
const gammel = structuredClone(arbejdsgang) as unknown as { states: Record<string, { on?: object; meta?: object }> };
gammel.states['Indsendt']!.on = { ...gammel.states['Indsendt']!.on, SaetIBero: { target: 'SatIBero', meta: { label: 'Sæt i bero' } } };
gammel.states['SatIBero'] = { meta: { label: 'Sat i bero' }, on: { Genoptag: { target: 'Indsendt', meta: { label: 'Genoptag' } } } };
const GAMMEL = definitionsversion(gammel);
const aktuel = (navn: string) => laesDefinitioner(process.cwd()).find((d) => d.navn === navn)!.version;

async function opsaetning() {
  const api = testApp();
  const virksomhed = await api.citizenLogin('virksomhed', '31245001');
  const opret = async () => {
    const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
    return ((await res.json()) as { id: number }).id;
  };
  const { accessToken } = await api.adminLogin();
  const admin = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Authorization: `Bearer ${accessToken}` });
  const sager = api.deps.store.collection<VersioneretSag>('arbejdsmangel');
  return { ...api, opret, admin, sager };
}

describe('definitions versioned per case', () => {
  it('a new case records the versions of its workflow and its form schema', async () => {
    const { opret, sager } = await opsaetning();
    const id = await opret();
    expect((await sager.get(String(id)))?.definitionsversioner).toEqual({
      arbejdsgang: aktuel('arbejdsmangel-ansoegning'),
      skema: aktuel('arbejdsmangel-opret'),
    });
  });

  it('a case started on an older version keeps its handlings, and the server allows them, until migrated', async () => {
    const { opret, admin, sager, deps } = await opsaetning();
    await deps.store.definitioner.gem(
      { art: 'arbejdsgang', navn: 'arbejdsmangel-ansoegning', version: GAMMEL, indhold: gammel },
      '2026-01-01T00:00:00.000Z',
    );
    const ny = await opret();
    const gl = await opret();
    await sager.update(String(gl), (a) => ({ ...a!, definitionsversioner: { ...a!.definitionsversioner!, arbejdsgang: GAMMEL } }));
    const handlinger = async (id: number) =>
      (
        (await (await admin('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`)).json()) as {
          tilladteHandlinger: { type: string }[];
        }
      ).tilladteHandlinger.map((h) => h.type);
    expect(await handlinger(gl)).toContain('SaetIBero');
    expect(await handlinger(ny)).not.toContain('SaetIBero');

    const udfoer = (id: number, handling: string) =>
      admin('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`, { handling });
    expect((await udfoer(ny, 'SaetIBero')).status).toBe(400);
    const sat = await udfoer(gl, 'SaetIBero');
    expect(sat.status).toBe(200);
    expect(await sat.json()).toMatchObject({ status: 'SatIBero', tilladteHandlinger: [{ type: 'Genoptag', label: 'Genoptag' }] });
    expect((await udfoer(gl, 'RegistrerAccepteretAfMedarbejdere')).status).toBe(409);
    expect((await udfoer(gl, 'Genoptag')).status).toBe(200);
  });

  it('GET /api/Arbejdsgange/Versioner names per workflow its stored versions and the cases on each', async () => {
    const { opret, admin, sager, deps } = await opsaetning();
    await deps.store.definitioner.gem(
      { art: 'arbejdsgang', navn: 'arbejdsmangel-ansoegning', version: GAMMEL, indhold: gammel },
      '2020-01-01T00:00:00.000Z',
    );
    await opret();
    const gl = await opret();
    await sager.update(String(gl), (a) => ({ ...a!, definitionsversioner: { ...a!.definitionsversioner!, arbejdsgang: GAMMEL } }));
    const res = await admin('GET', '/api/Arbejdsgange/Versioner');
    expect(res.status).toBe(200);
    const svar = (await res.json()) as ArbejdsgangVersioner[];
    expect(svar.find((a) => a.id === 'arbejdsmangel-ansoegning')?.versioner).toEqual([
      { version: GAMMEL, gemt: '2020-01-01T00:00:00.000Z', aktuel: false, antal: 1 },
      { version: aktuel('arbejdsmangel-ansoegning'), gemt: '2026-11-22T09:00:00.000Z', aktuel: true, antal: 1 },
    ]);
    expect(svar.find((a) => a.id === 'forudbetaling-anmodning')?.versioner).toEqual([
      { version: aktuel('forudbetaling-anmodning'), gemt: '2026-11-22T09:00:00.000Z', aktuel: true, antal: 0 },
    ]);
  });
});
