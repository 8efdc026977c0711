import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROD } from '../config';
import { LowdbStore } from '../store/lowdb-store';
import { createPool, PgStore } from '../store/postgres/pg-store';
import type { Store } from '../store/types';
import { nyDatabase } from '../testing/postgres';
import { migrer } from './migrer';
import { createDefinitionsregister } from './register';
import { laesSaet } from './saet/filer';
import { medSaet } from './saet/kontekst';
import type { VersioneretSag } from './sager';
import { tjekSager } from './tjek-sager';

const lukkes: Store[] = [];
afterAll(async () => {
  await Promise.all(lukkes.map((s) => s.close()));
});

const opstillinger: { navn: string; ny(): Promise<Store> }[] = [
  { navn: 'lowdb', ny: async () => new LowdbStore(mkdtempSync(join(tmpdir(), 'fond-migrer-'))) },
  {
    navn: 'postgres',
    async ny() {
      const s = new PgStore(createPool(await nyDatabase(inject('databaseUrl')), 2));
      lukkes.push(s);
      return s;
    },
  },
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an edited JSON file
const WORKFLOW = 'workflows/arbejdsmangel-ansoegning.machine.json';
const nu = () => new Date('2026-11-22T09:00:00.000Z');

/** A copy of the definitions whose versions are stored, with two applications: one 'Attesteret', one 'Afvist'. */
async function opsaetning(ny: () => Promise<Store>) {
  const store = await ny();
  const dir = mkdtempSync(join(tmpdir(), 'fond-definitioner-'));
  for (const mappe of ['workflows', 'schemas']) cpSync(join(REPO_ROD, mappe), join(dir, mappe), { recursive: true });
  const register = createDefinitionsregister({ store, now: nu });
  const versioner = await medSaet({ version: 0, filer: laesSaet(dir) }, () =>
    register.tilNySag('arbejdsmangel-ansoegning', 'arbejdsmangel-opret'),
  );
  const sager = store.collection<VersioneretSag>('arbejdsmangel');
  await sager.put('1', { id: 1, status: 'EnighedAttesteret', version: 3, definitionsversioner: versioner, historik: [] });
  // Stored before versions were: on the first stored version.
  await sager.put('2', { id: 2, status: 'Afvist', version: 2, historik: [] });
  const rediger = (fil: string, aendr: (json: Json) => void) => {
    const json = JSON.parse(readFileSync(join(dir, fil), 'utf8')) as Json;
    aendr(json);
    writeFileSync(join(dir, fil), JSON.stringify(json));
  };
  const migrering = (navn: string, indhold: unknown) => {
    mkdirSync(join(dir, 'workflows/migreringer'), { recursive: true });
    writeFileSync(join(dir, 'workflows/migreringer', navn), typeof indhold === 'string' ? indhold : JSON.stringify(indhold));
  };
  // The analysts' change: 'Attesteret' goes, its handlings move to 'Indsendt'.
  const fjernAttesteret = () =>
    rediger(WORKFLOW, (w) => {
      w['states'].Indsendt.on = { ...w['states'].EnighedAttesteret.on };
      delete w['states'].EnighedAttesteret;
    });
  return { store, dir, sager, gammel: versioner.arbejdsgang, rediger, migrering, fjernAttesteret };
}

describe.each(opstillinger)('the definitions check and migration against stored cases: $navn', ({ ny }) => {
  it('pass a change that leaves no case in a missing state', async () => {
    const { store, dir, rediger } = await opsaetning(ny);
    rediger(WORKFLOW, (w) => {
      w['states'].Udbetalt.meta.label = 'Sendt til udbetaling';
    });
    expect(await tjekSager(dir, store)).toEqual([]);
  });

  it('refuse removing a state a case is in, naming the state, the count and the version', async () => {
    const { store, dir, gammel, fjernAttesteret } = await opsaetning(ny);
    fjernAttesteret();
    const fejl = await tjekSager(dir, store);
    expect(fejl).toHaveLength(1);
    expect(fejl[0]!.fil).toBe(WORKFLOW);
    expect(fejl[0]!.problem).toContain(`tilstanden "EnighedAttesteret" findes ikke længere, men 1 sag på version ${gammel} står i den`);
    expect((await migrer(dir, store, nu)).fejl).toEqual(fejl);
  });

  it('name every problem of a bad migration file in Danish', async () => {
    const { store, dir, gammel, migrering, fjernAttesteret } = await opsaetning(ny);
    fjernAttesteret();
    migrering('a.json', '{ ikke json');
    migrering('b.json', { workflow: 'arbejdsmangel-ansoegning', fra: 'abc', ekstra: 1 });
    migrering('c.json', { workflow: 'ukendt-flow', fra: gammel, tilstande: {} });
    migrering('d.json', {
      workflow: 'arbejdsmangel-ansoegning',
      fra: gammel,
      tilstande: { EnighedAttesteret: 'Findesikke', Ingen: 'Indsendt' },
    });
    const fejl = await tjekSager(dir, store);
    const problemer = (fil: string) => fejl.filter((f) => f.fil === join('workflows/migreringer', fil)).map((f) => f.problem);
    expect(problemer('a.json')[0]).toMatch(/^ugyldig JSON/);
    expect(problemer('b.json')).toEqual(
      expect.arrayContaining([
        '/: "tilstande" mangler (skriv {} når ingen tilstand er fjernet).',
        '/: Migreringen må kun have felterne workflow, fra og tilstande.',
        '/fra: "fra" skal være en version på 12 tegn (0-9 og a-f), som den vises på /app/admin/arbejdsgange.',
      ]),
    );
    expect(problemer('c.json')).toEqual([
      'arbejdsgangen "ukendt-flow" har ingen sager, der kan migreres (kendte: forudbetaling-anmodning, arbejdsmangel-ansoegning)',
    ]);
    expect(problemer('d.json')).toEqual([
      '"EnighedAttesteret" flyttes til "Findesikke", som ikke er en tilstand i den nuværende version af arbejdsmangel-ansoegning',
      `"Ingen" er ikke en tilstand i version ${gammel} af arbejdsmangel-ansoegning`,
    ]);
    // Each at the state it maps, for the studio's workflow editor.
    expect(fejl.filter((f) => f.fil === join('workflows/migreringer', 'd.json')).map((f) => f.sti)).toEqual([
      '/tilstande/EnighedAttesteret',
      '/tilstande/Ingen',
    ]);
    // The stranded case is still named: no valid migration maps it.
    expect(fejl.some((f) => f.fil === WORKFLOW)).toBe(true);
  });

  it('accept the change with a migration, move every case on the old version with a history entry, and move none the second time', async () => {
    const { store, dir, sager, gammel, migrering, fjernAttesteret } = await opsaetning(ny);
    const foer2 = await sager.get('2');
    fjernAttesteret();
    migrering('fjern-attesteret.json', { workflow: 'arbejdsmangel-ansoegning', fra: gammel, tilstande: { EnighedAttesteret: 'Indsendt' } });
    expect(await tjekSager(dir, store)).toEqual([]);

    const { fejl, linjer } = await migrer(dir, store, nu);
    expect(fejl).toEqual([]);
    // The version the cases moved to is stored with them.
    expect((await store.definitioner.versioner('arbejdsgang', 'arbejdsmangel-ansoegning')).map((d) => d.version)).toEqual([
      gammel,
      (await sager.get('1'))!.definitionsversioner!.arbejdsgang,
    ]);
    expect(linjer).toHaveLength(1);
    expect(linjer[0]).toMatch(
      new RegExp(`^workflows/migreringer/fjern-attesteret.json: 2 sager flyttet fra version ${gammel} til [0-9a-f]{12}\\.$`),
    );

    const sag1 = await sager.get('1');
    const tilVersion = sag1!.definitionsversioner!.arbejdsgang;
    expect(tilVersion).not.toBe(gammel);
    expect(sag1).toMatchObject({ status: 'Indsendt', version: 4 });
    expect(sag1!.historik).toEqual([
      {
        tidspunkt: '2026-11-22T09:00:00.000Z',
        af: 'Migrering af definitioner',
        handling: `Flyttet fra "Attesteret" til "Afventer attestering" ved migrering til en ny version af arbejdsgangen (${gammel} → ${tilVersion}, workflows/migreringer/fjern-attesteret.json)`,
        detaljer: {
          fra: 'EnighedAttesteret',
          til: 'Indsendt',
          fraVersion: gammel,
          tilVersion,
          migrering: 'workflows/migreringer/fjern-attesteret.json',
        },
      },
    ]);
    // The case from before versions keeps its state and gets the versions it now works on.
    const sag2 = await sager.get('2');
    expect(sag2).toMatchObject({
      status: 'Afvist',
      version: 3,
      definitionsversioner: { arbejdsgang: tilVersion, skema: expect.stringMatching(/^[0-9a-f]{12}$/) },
    });
    expect(sag2!.historik[0]!.detaljer).toMatchObject({ fra: 'Afvist', til: 'Afvist' });
    expect(foer2!.historik).toEqual([]);

    expect(await migrer(dir, store, nu)).toEqual({ fejl: [], linjer: ['Ingen sager at migrere.'] });
    expect(await sager.get('1')).toEqual(sag1);
  });
});
