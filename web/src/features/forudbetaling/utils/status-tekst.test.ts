import { describe, expect, it } from 'vitest';
import { statusFarve, statusTekst } from './status-tekst';

describe("a request's status as the employee reads it", () => {
  it("uses the text the state names in meta.loenmodtagerTekst: 'Modtaget' for Oprettet", () => {
    expect(statusTekst('Oprettet')).toBe('Modtaget');
    expect(statusTekst('Godkendt')).toBe('Godkendt');
  });

  it('falls back to the name of a status the workflow does not have, in grey', () => {
    expect(statusTekst('Arkiveret')).toBe('Arkiveret');
    expect(statusFarve('Arkiveret')).toBe('secondary');
    expect(statusFarve('Afvist')).toBe('danger');
  });
});
