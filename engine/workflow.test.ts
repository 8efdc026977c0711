import { describe, expect, it } from 'vitest';
import arbejdsmangelConfig from '../workflows/arbejdsmangel-ansoegning.machine.json';
import anmodningConfig from '../workflows/forudbetaling-anmodning.machine.json';
import {
  behandlesStatusser,
  erSluttilstand,
  kendteHaendelser,
  kendtTilstand,
  loadWorkflow,
  naesteTilstand,
  starttilstand,
  statusEtiket,
  tilladteHaendelser,
  tilstand,
  tilstande,
} from './workflow';

const anmodning = loadWorkflow(anmodningConfig);
const arbejdsmangel = loadWorkflow(arbejdsmangelConfig);

describe('forudbetaling-anmodning workflow', () => {
  it('lets an Oprettet request be approved, rejected or changed by hand', () => {
    expect(tilladteHaendelser(anmodning, 'Oprettet').map((h) => h.type)).toEqual([
      'GodkendAnmodning',
      'AfvisAnmodning',
      'SkiftTilGodkendtManuelt',
      'SkiftTilAfvistManuelt',
    ]);
    expect(naesteTilstand(anmodning, 'Oprettet', 'GodkendAnmodning')).toBe('Godkendt');
    expect(naesteTilstand(anmodning, 'Oprettet', 'SkiftTilAfvistManuelt')).toBe('Afvist');
  });

  it('refuses every event once the request is handled', () => {
    expect(naesteTilstand(anmodning, 'Godkendt', 'AfvisAnmodning')).toBeNull();
    expect(naesteTilstand(anmodning, 'Afvist', 'GodkendAnmodning')).toBeNull();
    expect(tilladteHaendelser(anmodning, 'Godkendt')).toEqual([]);
    expect(erSluttilstand(anmodning, 'Godkendt')).toBe(true);
  });

  it('refuses an event no state knows', () => {
    expect(naesteTilstand(anmodning, 'Oprettet', 'SletAlt')).toBeNull();
  });

  it('marks the manual status changes (meta.manuel) with the status each sets, and no other handling', () => {
    const handlinger = tilladteHaendelser(anmodning, 'Oprettet');
    expect(handlinger.filter((h) => h.manuel)).toEqual([
      { type: 'SkiftTilGodkendtManuelt', label: 'Godkendt', farve: 'success', manuel: { status: 'Godkendt' } },
      { type: 'SkiftTilAfvistManuelt', label: 'Afvist', farve: 'danger', manuel: { status: 'Afvist' } },
    ]);
    expect(handlinger.find((h) => h.type === 'GodkendAnmodning')).toEqual({ type: 'GodkendAnmodning', label: 'Godkend anmodning' });
  });

  it("lists every status with its meta in the file's order: only Oprettet waits for the secretariat", () => {
    const statusser = tilstande(anmodningConfig);
    expect(statusser.map((s) => s.status)).toEqual(['Oprettet', 'Godkendt', 'Afvist']);
    expect(statusser.filter((s) => s.behandles).map((s) => s.status)).toEqual(['Oprettet']);
    expect(statusser[0]).toMatchObject({ label: 'Oprettet', loenmodtagerTekst: 'forudbetalingWeb.status.Oprettet' });
  });
});

describe('arbejdsmangel-ansoegning workflow', () => {
  it('has the secretariat wait on an application until it is paid out or rejected (meta.behandles)', () => {
    const statusser = tilstande(arbejdsmangelConfig);
    expect(statusser.filter((s) => s.behandles).map((s) => s.status)).toEqual(['Indsendt', 'EnighedAttesteret', 'Godkendt']);
    expect(statusser.filter((s) => erSluttilstand(arbejdsmangel, s.status)).map((s) => s.status)).toEqual(['Udbetalt']);
  });

  it('offers the actions of SPEC §4.3 with their Danish labels and, for those asked first, the confirmation text', () => {
    expect(tilladteHaendelser(arbejdsmangel, 'Indsendt')).toEqual([
      { type: 'RegistrerAccepteretAfMedarbejdere', label: 'Attester ansøgning på vegner af medarbejdere' },
      {
        type: 'RegistrerAfvistAfMedarbejdere',
        label: 'Afvis ansøgning på vegne af medarbejdere',
        bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvistAfMedarbejdere',
        farve: 'outline-danger',
      },
      {
        type: 'RegistrerAfvistAfSekretariatet',
        label: 'Afvis ansøgning (sekretariat)',
        bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvis',
        farve: 'outline-danger',
      },
    ]);
    expect(tilladteHaendelser(arbejdsmangel, 'Godkendt').map((h) => h.bekraeft)).toEqual([
      'arbejdsmangelAdminWeb.bekraeft.udbetaling',
      'arbejdsmangelAdminWeb.bekraeft.afvis',
    ]);
    expect(tilladteHaendelser(arbejdsmangel, 'Afvist')).toEqual([{ type: 'RegistrerGodkendtAfSekretariatet', label: 'Godkend ansøgning' }]);
    expect(tilladteHaendelser(arbejdsmangel, 'Udbetalt')).toEqual([]);
  });

  it('moves through attest, approval and payment, and stops at Udbetalt', () => {
    expect(naesteTilstand(arbejdsmangel, 'Indsendt', 'RegistrerAccepteretAfMedarbejdere')).toBe('EnighedAttesteret');
    expect(naesteTilstand(arbejdsmangel, 'EnighedAttesteret', 'RegistrerGodkendtAfSekretariatet')).toBe('Godkendt');
    expect(naesteTilstand(arbejdsmangel, 'Godkendt', 'SendTilUdbetaling')).toBe('Udbetalt');
    expect(erSluttilstand(arbejdsmangel, 'Udbetalt')).toBe(true);
  });

  it('refuses payment before approval', () => {
    expect(naesteTilstand(arbejdsmangel, 'Indsendt', 'SendTilUdbetaling')).toBeNull();
    expect(naesteTilstand(arbejdsmangel, 'Udbetalt', 'RegistrerAfvistAfSekretariatet')).toBeNull();
  });
});

describe('state names the code needs', () => {
  it("takes a new case's status from the workflow's initial state", () => {
    expect(starttilstand(anmodning)).toBe('Oprettet');
    expect(starttilstand(arbejdsmangel)).toBe('Indsendt');
    expect(starttilstand(loadWorkflow({ ...arbejdsmangelConfig, initial: 'Godkendt' }))).toBe('Godkendt');
  });

  it('checks a fixed name against the machine and refuses one it does not have', () => {
    expect(tilstand(anmodning, 'Godkendt')).toBe('Godkendt');
    expect(() => tilstand(anmodning, 'Udbetalt')).toThrow('The workflow forudbetaling-anmodning has no state Udbetalt');
    expect(() => tilstand(anmodning, 'toString')).toThrow('has no state toString');
  });

  it('gives a state added by data with no code: the new state is known, reached and left by its events', () => {
    const { Indsendt, ...oevrige } = arbejdsmangelConfig.states;
    const config = {
      ...arbejdsmangelConfig,
      states: {
        ...oevrige,
        Indsendt: { ...Indsendt, on: { ...Indsendt.on, SendTilHoering: { target: 'IHoering', meta: { label: 'Send i høring' } } } },
        IHoering: { meta: { label: 'I høring' }, on: { Tilbage: { target: 'Indsendt', meta: { label: 'Tilbage' } } } },
      },
    };
    const udvidet = loadWorkflow<'arbejdsmangel-ansoegning'>(config);
    expect(naesteTilstand(udvidet, 'Indsendt', 'SendTilHoering')).toBe('IHoering');
    expect(tilstand(udvidet, 'IHoering')).toBe('IHoering');
    expect(tilladteHaendelser(udvidet, 'IHoering')).toEqual([{ type: 'Tilbage', label: 'Tilbage' }]);
  });
});

describe('a stored status the workflow no longer has', () => {
  const machine = loadWorkflow(arbejdsmangelConfig);

  it('allows nothing and is not final, instead of failing', () => {
    expect(kendtTilstand(machine, 'SatIBero')).toBe(false);
    expect(tilladteHaendelser(machine, 'SatIBero')).toEqual([]);
    expect(naesteTilstand(machine, 'SatIBero', 'RegistrerGodkendtAfSekretariatet')).toBeNull();
    expect(erSluttilstand(machine, 'SatIBero')).toBe(false);
  });

  it('leaves the known events known', () => {
    expect(kendteHaendelser(machine)).toEqual(
      new Set([
        'RegistrerAccepteretAfMedarbejdere',
        'RegistrerAfvistAfMedarbejdere',
        'RegistrerAfvistAfSekretariatet',
        'RegistrerGodkendtAfSekretariatet',
        'SendTilUdbetaling',
      ]),
    );
  });
});

describe("a status's label and the statuses to be handled, as the lists and the exports read them", () => {
  it("names a status by the workflow's label, and one it does not have by itself", () => {
    expect(statusEtiket(arbejdsmangelConfig, 'Indsendt')).toBe('Afventer attestering');
    expect(statusEtiket(anmodningConfig, 'Godkendt')).toBe('Godkendt');
    expect(statusEtiket(arbejdsmangelConfig, 'SatIBero')).toBe('SatIBero');
  });

  it('lists the statuses marked meta.behandles in the order the workflow gives them', () => {
    expect(behandlesStatusser(anmodningConfig)).toEqual(['Oprettet']);
    expect(behandlesStatusser(arbejdsmangelConfig)).toEqual(['Indsendt', 'EnighedAttesteret', 'Godkendt']);
    const config = {
      states: { B: { meta: { behandles: true } }, A: {}, C: { meta: { behandles: false } }, D: { meta: { behandles: true } } },
    };
    expect(behandlesStatusser(config)).toEqual(['B', 'D']);
  });
});

// tilladteHaendelser reads XState's public getNextTransitions (not the snapshot's private nodes).
describe('tilladteHaendelser on a machine with guards and nested states', () => {
  const machine = loadWorkflow(
    {
      id: 'proeve',
      initial: 'Aaben',
      states: {
        Aaben: {
          initial: 'Ny',
          on: { Luk: { target: 'Lukket', meta: { label: 'Luk sagen' } } },
          states: {
            Ny: {
              on: {
                Start: { target: 'IGang', meta: { label: 'Start' } },
                Spring: { target: 'IGang', guard: 'aldrig', meta: { label: 'Spring over' } },
              },
            },
            IGang: { on: { Pause: { target: 'Ny' } } },
          },
        },
        Lukket: { on: { Genaabn: { target: 'Aaben' } } },
      },
    },
    { guards: { aldrig: () => false } },
  );

  it("lists the state's own events before its parent's, leaves out what a guard refuses, and labels each", () => {
    expect(tilladteHaendelser(machine, 'Aaben')).toEqual([
      { type: 'Start', label: 'Start' },
      { type: 'Luk', label: 'Luk sagen' },
    ]);
  });

  it('falls back to the event name where the transition has no label', () => {
    expect(tilladteHaendelser(machine, 'Lukket')).toEqual([{ type: 'Genaabn', label: 'Genaabn' }]);
  });
});
