import { describe, expect, it } from 'vitest';
import { oevrigeFelter, oevrigeOplysninger } from './oevrige-oplysninger';

describe('fields an analyst added to a form', () => {
  it('keeps only the fields the schema names, and nothing when there are none', () => {
    expect(oevrigeFelter({ status: 'Oprettet', ukendt: 'x' }, 'forudbetaling-opret')).toEqual({ status: 'Oprettet' });
    expect(oevrigeFelter({ ukendt: 'x' }, 'forudbetaling-opret')).toBeUndefined();
    expect(oevrigeFelter({}, 'forudbetaling-opret')).toBeUndefined();
  });

  it('shows each as text under its name when the schema gives it no title', () => {
    expect(oevrigeOplysninger({ status: 'Oprettet', deltagelser: [1, 2], faktura: { cvr: '1' } }, 'forudbetaling-opret')).toEqual([
      { felt: 'status', titel: 'status', vaerdi: 'Oprettet' },
      { felt: 'deltagelser', titel: 'deltagelser', vaerdi: '1, 2' },
      { felt: 'faktura', titel: 'faktura', vaerdi: '{"cvr":"1"}' },
    ]);
    expect(oevrigeOplysninger(undefined, 'forudbetaling-opret')).toEqual([]);
  });

  it('shows a yes/no field in Danish and a chosen option by its title', () => {
    expect(oevrigeOplysninger({ ja: true, nej: false }, 'forudbetaling-opret').map((o) => o.vaerdi)).toEqual(['Ja', 'Nej']);
    expect(oevrigeOplysninger({ omfang: 'Afdeling' }, 'arbejdsmangel-opret')[0]?.vaerdi).toBe('Afdeling');
  });
});
