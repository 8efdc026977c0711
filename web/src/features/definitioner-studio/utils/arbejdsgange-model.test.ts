import { describe, expect, it } from 'vitest';
import arbejdsmangel from '@workflows/arbejdsmangel-ansoegning.machine.json';
import {
  bekraeftelsesSted,
  emailSkabeloner,
  fejlSted,
  fjernHandling,
  fjernTilstand,
  medEmailSkabelon,
  medMigrering,
  omdoebTilstand,
  saetHandling,
  saetTilstand,
  tilfoejHandling,
  tilfoejTilstand,
  type Maskine,
  type Resultat,
} from './arbejdsgange-model';

const maskine = () => structuredClone(arbejdsmangel) as unknown as Maskine;
const ok = (r: Resultat): Maskine => {
  if ('fejl' in r) throw new Error(r.fejl.besked);
  return r.maskine;
};

describe('the workflow editor’s model (machine JSON in, machine JSON out)', () => {
  it('adds "Afventer dokumentation" with an action into it that sends an e-mail, writing what the portal reads', () => {
    const m = maskine();
    let ny = ok(tilfoejTilstand(m, 'AfventerDokumentation', ' Afventer dokumentation '));
    ny = ok(saetTilstand(ny, 'AfventerDokumentation', { label: 'Afventer dokumentation', farve: 'warning', behandles: true, slut: false }));
    ny = ok(tilfoejHandling(ny, 'Indsendt', 'AnmodOmDokumentation', 'AfventerDokumentation', 'Anmod om dokumentation'));
    ny = ok(
      saetHandling(ny, 'Indsendt', 'AnmodOmDokumentation', {
        label: 'Anmod om dokumentation',
        til: 'AfventerDokumentation',
        farve: 'outline-warning',
        manuel: false,
        email: 'arbejdsmangel-afventer-dokumentation',
      }),
    );
    expect(ny.states['AfventerDokumentation']).toEqual({ meta: { label: 'Afventer dokumentation', farve: 'warning', behandles: true } });
    expect(ny.states['Indsendt']!.on!['AnmodOmDokumentation']).toEqual({
      target: 'AfventerDokumentation',
      meta: { label: 'Anmod om dokumentation', farve: 'outline-warning', email: 'arbejdsmangel-afventer-dokumentation' },
    });
    // The machine given is not touched.
    expect(m).toEqual(arbejdsmangel);
  });

  it('changes an action’s label and colour, removes what is cleared, keeps the rest, and sets a final status', () => {
    const m = maskine();
    const ny = ok(
      saetHandling(m, 'Indsendt', 'RegistrerAfvistAfSekretariatet', {
        label: 'Afvis straks',
        til: 'Afvist',
        manuel: true,
        bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvis',
      }),
    );
    expect(ny.states['Indsendt']!.on!['RegistrerAfvistAfSekretariatet']).toEqual({
      target: 'Afvist',
      // The colour and the e-mail, not chosen, are gone; the label keeps its place.
      meta: { label: 'Afvis straks', bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvis', manuel: true },
    });
  });

  it('refuses an empty label, a bad name and a status name that exists, in Danish, changing nothing', () => {
    const m = maskine();
    expect(tilfoejTilstand(m, 'Godkendt', 'Igen')).toEqual({
      fejl: { felt: 'navn', besked: 'Der er allerede en status med navnet Godkendt.' },
    });
    expect(tilfoejTilstand(m, 'Ny status', 'Ny')).toMatchObject({ fejl: { felt: 'navn' } });
    expect(saetHandling(m, 'Indsendt', 'RegistrerAfvistAfSekretariatet', { label: '  ', til: 'Afvist', manuel: false })).toEqual({
      fejl: { felt: 'label', besked: 'Skriv en label.' },
    });
    expect(omdoebTilstand(m, 'Afvist', 'Godkendt')).toMatchObject({ fejl: { felt: 'navn' } });
    expect(tilfoejHandling(m, 'Indsendt', 'RegistrerAfvistAfSekretariatet', 'Afvist', 'X')).toMatchObject({ fejl: { felt: 'navn' } });
    expect(m).toEqual(arbejdsmangel);
  });

  it('renames a status with the actions into it and the start; removes one with the actions into it, never the start', () => {
    const m = maskine();
    const omdoebt = ok(omdoebTilstand(m, 'Indsendt', 'Modtaget'));
    expect(Object.keys(omdoebt.states)[0]).toBe('Modtaget');
    expect(omdoebt.initial).toBe('Modtaget');
    const fjernet = ok(fjernTilstand(m, 'EnighedAttesteret'));
    expect(fjernet.states['EnighedAttesteret']).toBeUndefined();
    expect(fjernet.states['Indsendt']!.on!['RegistrerAccepteretAfMedarbejdere']).toBeUndefined();
    expect(Object.keys(fjernet.states['Indsendt']!.on!)).toEqual(['RegistrerAfvistAfMedarbejdere', 'RegistrerAfvistAfSekretariatet']);
    expect(fjernTilstand(m, 'Indsendt')).toEqual({ fejl: { felt: 'tilstand', besked: 'Startstatussen kan ikke fjernes.' } });
    const udenHandling = ok(fjernHandling(m, 'Afvist', 'RegistrerGodkendtAfSekretariatet'));
    expect(udenHandling.states['Afvist']).toEqual({ meta: { label: 'Afvist', farve: 'danger' } });
    expect(ok(saetTilstand(m, 'Afvist', { label: 'Afvist', behandles: false, slut: true })).states['Afvist']!.type).toBe('final');
    expect(ok(saetTilstand(m, 'Udbetalt', { label: 'Udbetalt', behandles: false, slut: false })).states['Udbetalt']).toEqual({
      meta: { label: 'Udbetalt' },
    });
  });

  it('writes a migration, merged into the one the set has for the version', () => {
    expect(medMigrering(undefined, 'arbejdsmangel-ansoegning', '1d355902e86e', 'EnighedAttesteret', 'Indsendt')).toEqual({
      workflow: 'arbejdsmangel-ansoegning',
      fra: '1d355902e86e',
      tilstande: { EnighedAttesteret: 'Indsendt' },
    });
    const foer = { workflow: 'arbejdsmangel-ansoegning', fra: '1d355902e86e', tilstande: { SatIBero: 'EnighedAttesteret' } };
    expect(medMigrering(foer, 'arbejdsmangel-ansoegning', '1d355902e86e', 'EnighedAttesteret', 'Indsendt').tilstande).toEqual({
      SatIBero: 'Indsendt',
      EnighedAttesteret: 'Indsendt',
    });
  });

  it('makes an e-mail template as the others are, refusing a bad or taken name', () => {
    const r = medEmailSkabelon(
      {},
      'arbejdsmangel-mangler',
      'Vi mangler dokumentation ({{ansoegningId}})',
      'Kære {{virksomhedsNavn}}\n\nSend <bilag>.',
      'b',
    );
    if ('fejl' in r) throw new Error(r.fejl.besked);
    expect(r.tekster['email:arbejdsmangel-mangler:emne']).toEqual({
      type: 'text',
      beskrivelse: 'b',
      indhold: 'Vi mangler dokumentation ({{ansoegningId}})',
    });
    expect((r.tekster['email:arbejdsmangel-mangler:indhold'] as { indhold: string }).indhold).toContain(
      '<body><p>Kære {{virksomhedsNavn}}</p><p>Send &lt;bilag&gt;.</p></body>',
    );
    expect(emailSkabeloner(r.tekster)).toEqual(['arbejdsmangel-mangler']);
    expect(medEmailSkabelon(r.tekster, 'arbejdsmangel-mangler', 'a', 'b', '')).toMatchObject({ fejl: { felt: 'emailNavn' } });
    expect(medEmailSkabelon({}, 'Stort Navn', 'a', 'b', '')).toMatchObject({ fejl: { felt: 'emailNavn' } });
    expect(medEmailSkabelon({}, 'ok', ' ', 'b', '')).toMatchObject({ fejl: { felt: 'emailEmne' } });
  });

  it('places a check problem at its status and action, by pointer or by the names it quotes', () => {
    const m = maskine();
    expect(fejlSted(m, { sti: '/states/Indsendt/on/RegistrerAfvistAfSekretariatet/meta/email', besked: '' })).toEqual({
      tilstand: 'Indsendt',
      handling: 'RegistrerAfvistAfSekretariatet',
    });
    // The pointer first: a message that quotes other names does not move it.
    expect(fejlSted(m, { sti: '/states/Afvist/on/RegistrerGodkendtAfSekretariatet', besked: '"Godkendt" og "Indsendt"' })).toEqual({
      tilstand: 'Afvist',
      handling: 'RegistrerGodkendtAfSekretariatet',
    });
    expect(fejlSted(m, { sti: '', besked: 'Handlingen "RegistrerAfvistAfSekretariatet" i "Godkendt" har ingen label.' })).toEqual({
      tilstand: 'Godkendt',
      handling: 'RegistrerAfvistAfSekretariatet',
    });
    expect(fejlSted(m, { sti: '', besked: 'tilstanden "EnighedAttesteret" findes ikke længere' })).toEqual({
      tilstand: 'EnighedAttesteret',
    });
  });

  it('finds where the workflow keeps its confirmations', () => {
    expect(bekraeftelsesSted(maskine(), { 'content/ui/a.json': { 'arbejdsmangelAdminWeb.bekraeft.afvis': 'x' } })).toEqual({
      fil: 'content/ui/a.json',
      prefix: 'arbejdsmangelAdminWeb.bekraeft.',
    });
  });
});
