import { describe, expect, it } from 'vitest';
import { iRettelsen, medRettelse, tilfoejede } from './oevrige';

const felter = ['internBemaerkning'];

describe("the correction's added fields", () => {
  it('are none in the repository’s schema: every property there is one code handles', () => {
    expect(tilfoejede()).toEqual([]);
  });

  it('are stored as sent, beside the other fields a request has (e.g. the employee’s), which stay', () => {
    const rettelse = { faktura: {}, deltagelser: [], internBemaerkning: 'Tjekket' };
    expect(medRettelse({ telefon: '12345678' }, rettelse, felter)).toEqual({ telefon: '12345678', internBemaerkning: 'Tjekket' });
    expect(medRettelse(undefined, rettelse, felter)).toEqual({ internBemaerkning: 'Tjekket' });
  });

  it('are emptied when left out, and nothing is kept when nothing is left', () => {
    expect(medRettelse({ internBemaerkning: 'Tjekket', telefon: '1' }, {}, felter)).toEqual({ telefon: '1' });
    expect(medRettelse({ internBemaerkning: 'Tjekket' }, {}, felter)).toBeUndefined();
  });

  it('are the only other fields a correction’s history compares', () => {
    expect(iRettelsen({ internBemaerkning: 'Tjekket', telefon: '1' }, felter)).toEqual({ internBemaerkning: 'Tjekket' });
    expect(iRettelsen(undefined, felter)).toEqual({});
  });
});
