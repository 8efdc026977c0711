import { describe, expect, it } from 'vitest';
import type { Definitionsversioner } from '../contract/definitioner';
import type { Historikpost } from '../contract/historik';
import { loadWorkflow, starttilstand, type Tilstand } from '../engine/workflow';
import { anvendHaendelse, type Sagsart } from './haendelse';
import { ProblemFejl, VersionKonflikt } from './problem';
import { testApp } from './testing/app';

// A workflow of its own, so the function is shown to serve any kind of case.
const workflow = loadWorkflow<'proeve'>({
  id: 'proeve',
  initial: 'Ny',
  states: {
    Ny: {
      on: {
        Godkend: { target: 'Godkendt', meta: { label: 'Godkend sagen' } },
        Afvis: { target: 'Afvist', meta: { label: 'Afvis sagen' } },
      },
    },
    Godkendt: { type: 'final' },
    Afvist: { on: { Genaabn: { target: 'Ny', meta: { label: 'Genåbn' } } } },
  },
});

interface ProeveSag {
  id: number;
  status: Tilstand<'proeve'>;
  version: number;
  historik: Historikpost[];
  begrundelse?: string;
  definitionsversioner?: Definitionsversioner;
}

function opsaetning() {
  const { deps, clock } = testApp();
  const sager = deps.store.collection<ProeveSag>('proevesager');
  const noter = deps.store.collection<{ tekst: string }>('proevenoter');
  const art: Sagsart<'proeve', ProeveSag> = {
    workflow,
    arbejdsgangFor: async () => workflow,
    hent: (id) => sager.get(String(id)),
    opdater: (id, change) =>
      sager.update(String(id), (s) => {
        if (!s) throw new Error(`Ukendt sag ${id}`);
        return change(s);
      }),
    webhook: 'anmodning',
    beskeder: {
      ikkeFundet: 'arbejdsmangel.ikkeFundet',
      ukendt: 'arbejdsmangel.handlingUkendt',
      ikkeTilladt: 'arbejdsmangel.handlingIkkeTilladt',
      forAeldet: 'problem.konflikt',
    },
  };
  const ny = (id = 1) => sager.put(String(id), { id, status: starttilstand(workflow), version: 1, historik: [] });
  return { deps, clock, sager, noter, art, ny };
}

/** The problem a refused call threw, to compare its answer. */
async function problem(kald: Promise<unknown>) {
  const fejl = await kald.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(fejl instanceof ProblemFejl)) throw new Error(`ventede en ProblemFejl, fik ${String(fejl)}`);
  return fejl.problem;
}

describe('anvendHaendelse', () => {
  it("sets the workflow's next status and when it changed, raises the version and writes the event's label with the change of status", async () => {
    const { deps, sager, art, ny } = opsaetning();
    await ny();
    const sag = await anvendHaendelse(deps, art, { id: 1, haendelse: 'Godkend', version: 1, af: 'Sara Sagsbehandler' });
    const forventet = {
      id: 1,
      status: 'Godkendt',
      senesteStatusSkift: '2026-11-22T09:00:00.000Z',
      version: 2,
      historik: [
        {
          tidspunkt: '2026-11-22T09:00:00.000Z',
          af: 'Sara Sagsbehandler',
          handling: 'Godkend sagen',
          detaljer: { fra: 'Ny', til: 'Godkendt' },
        },
      ],
    };
    expect(sag).toEqual(forventet);
    expect(await sager.get('1')).toEqual(forventet);
  });

  it("takes the caller's history wording, its further fields, and runs its work in the change's transaction", async () => {
    const { deps, sager, noter, art, ny } = opsaetning();
    await ny();
    const sag = await anvendHaendelse(deps, art, {
      id: 1,
      haendelse: 'Afvis',
      version: undefined,
      af: 'Sara',
      historik: { handling: 'Anmodningen er afvist' },
      felter: () => ({ begrundelse: 'Kurset er aflyst.' }),
      efter: async (afvist) => {
        await noter.put('1', { tekst: `mail om ${afvist.status}` });
      },
    });
    expect(sag).toMatchObject({ status: 'Afvist', version: 2, begrundelse: 'Kurset er aflyst.' });
    // No details are written when the caller gives none.
    expect(sag.historik).toEqual([{ tidspunkt: '2026-11-22T09:00:00.000Z', af: 'Sara', handling: 'Anmodningen er afvist' }]);
    expect(await noter.get('1')).toEqual({ tekst: 'mail om Afvist' });
    expect(await sager.get('1')).toEqual(sag);
  });

  it('answers an event the workflow does not know with 400 at /handling, before it looks for the case', async () => {
    const { deps, sager, art, ny } = opsaetning();
    await ny();
    for (const [id, haendelse] of [
      [1, 'SletAlt'],
      [99, 'SletAlt'],
      [1, ''],
      [1, 'toString'],
    ] as const) {
      expect(await problem(anvendHaendelse(deps, art, { id, haendelse, version: 1, af: 'Sara' }))).toEqual({
        status: 400,
        title: 'Oplysningerne er ikke udfyldt korrekt.',
        detail: 'Handlingen er ukendt.',
        errors: [{ path: '/handling', message: 'Handlingen er ukendt.' }],
      });
    }
    expect((await sager.get('1'))?.version).toBe(1);
  });

  it('answers 404 for a case that does not exist', async () => {
    const { deps, art } = opsaetning();
    expect(await problem(anvendHaendelse(deps, art, { id: 99, haendelse: 'Godkend', version: 1, af: 'Sara' }))).toEqual({
      status: 404,
      title: 'Ansøgningen findes ikke.',
    });
  });

  it('answers 409 for an event the status does not allow, and changes nothing', async () => {
    const { deps, sager, noter, art, ny } = opsaetning();
    await ny();
    await anvendHaendelse(deps, art, { id: 1, haendelse: 'Godkend', version: 1, af: 'Sara' });
    const foer = await sager.get('1');
    const efter = async () => {
      await noter.put('1', { tekst: 'må ikke skrives' });
    };
    expect(await problem(anvendHaendelse(deps, art, { id: 1, haendelse: 'Afvis', version: 2, af: 'Sara', efter }))).toEqual({
      status: 409,
      title: 'Handlingen kan ikke udføres på en ansøgning med status Godkendt.',
    });
    expect(await sager.get('1')).toEqual(foer);
    expect(await noter.get('1')).toBeUndefined();
  });

  it('answers 409 for an outdated version, and changes nothing', async () => {
    const { deps, sager, art, ny } = opsaetning();
    await ny();
    await anvendHaendelse(deps, art, { id: 1, haendelse: 'Afvis', version: 1, af: 'Sara' });
    await anvendHaendelse(deps, art, { id: 1, haendelse: 'Genaabn', version: 2, af: 'Sara' });
    const foer = await sager.get('1');
    // Version 1 was read before the rejection; Godkend is allowed again, but on a case changed since.
    expect(await problem(anvendHaendelse(deps, art, { id: 1, haendelse: 'Godkend', version: 1, af: 'Sara' }))).toEqual({
      status: 409,
      title: 'Sagen er ændret i mellemtiden.',
    });
    expect(await sager.get('1')).toEqual(foer);
  });

  it('refuses as an outdated version a case migrated to another workflow version while the event was read', async () => {
    const { deps, sager, art } = opsaetning();
    const definitionsversioner = (arbejdsgang: string) => ({ arbejdsgang, skema: 's1' });
    await sager.put('1', {
      id: 1,
      status: starttilstand(workflow),
      version: 1,
      historik: [],
      definitionsversioner: definitionsversioner('a1'),
    });
    // The migration lands between the read of the case's workflow and the update.
    const migreret: typeof art = {
      ...art,
      arbejdsgangFor: async (sag) => {
        await sager.put('1', { ...sag, definitionsversioner: definitionsversioner('a2') });
        return workflow;
      },
    };
    const foer = { id: 1, status: 'Ny', version: 1, historik: [], definitionsversioner: definitionsversioner('a2') };
    const fejl = await anvendHaendelse(deps, migreret, { id: 1, haendelse: 'Godkend', version: 1, af: 'Sara' }).catch((e: unknown) => e);
    // A version conflict, so a caller who sent If-Match is answered 412 as for any other stale version.
    expect(fejl).toBeInstanceOf(VersionKonflikt);
    expect((fejl as VersionKonflikt).problem).toEqual({ status: 409, title: 'Sagen er ændret i mellemtiden.' });
    expect(await sager.get('1')).toEqual(foer);
  });

  it('says the status first: an outdated version of a case that cannot take the event is told why not', async () => {
    const { deps, art, ny } = opsaetning();
    await ny();
    await anvendHaendelse(deps, art, { id: 1, haendelse: 'Godkend', version: 1, af: 'Sara' });
    expect(await problem(anvendHaendelse(deps, art, { id: 1, haendelse: 'Afvis', version: 1, af: 'Sara' }))).toEqual({
      status: 409,
      title: 'Handlingen kan ikke udføres på en ansøgning med status Godkendt.',
    });
  });

  it('refuses every event on a stored status the workflow no longer has', async () => {
    const { deps, sager, art } = opsaetning();
    await sager.put('1', { id: 1, status: 'SatIBero' as Tilstand<'proeve'>, version: 1, historik: [] });
    expect(await problem(anvendHaendelse(deps, art, { id: 1, haendelse: 'Godkend', version: 1, af: 'Sara' }))).toEqual({
      status: 409,
      title: 'Handlingen kan ikke udføres på en ansøgning med status SatIBero.',
    });
  });

  it('lets exactly one of two staff members acting on the same version through', async () => {
    const { deps, sager, art, ny } = opsaetning();
    for (let id = 1; id <= 5; id++) {
      await ny(id);
      const svar = await Promise.allSettled([
        anvendHaendelse(deps, art, { id, haendelse: 'Godkend', version: 1, af: 'Sara' }),
        anvendHaendelse(deps, art, { id, haendelse: 'Afvis', version: 1, af: 'Jens' }),
      ]);
      expect(svar.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
      const sag = await sager.get(String(id));
      expect(sag?.version).toBe(2);
      expect(sag?.historik).toHaveLength(1);
    }
  });
});
