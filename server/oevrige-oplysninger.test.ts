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
    // The secretariat's added correction field stored beside them is not the employee's to see.
    expect(oevrigeOplysninger({ status: 'Oprettet', internBemaerkning: 'kun til os' }, 'forudbetaling-opret').map((o) => o.felt)).toEqual([
      'status',
    ]);
  });

  it("shows a chosen option by its title, and leaves out what the form's schema does not name (another form's fields)", () => {
    expect(oevrigeOplysninger({ deltagelser: [true, false] }, 'forudbetaling-opret')[0]?.vaerdi).toBe('Ja, Nej');
    expect(oevrigeOplysninger({ omfang: 'HeleVirksomheden', ukendt: true }, 'arbejdsmangel-opret').map((o) => o.felt)).toEqual(['omfang']);
    expect(oevrigeOplysninger({ omfang: 'Afdeling' }, 'arbejdsmangel-opret')[0]?.vaerdi).toBe('Afdeling');
  });
});
