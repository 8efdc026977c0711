import { describe, expect, it } from 'vitest';
import { vaelgTilskud } from './vaelg-tilskud';

const svejsning = { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' } };
const truck = { id: 1002, ansoegningsnummer: 'A-2026-001002', uddannelse: { navn: 'Truckcertifikat B' } };
const valg = [svejsning, truck];

describe('vaelgTilskud', () => {
  it('adds a participation for a ticked application, in the order of the list', () => {
    const foer = [{ tilskud: truck, pris: 9200 }];

    expect(vaelgTilskud(valg, foer, 1001, true)).toEqual([{ tilskud: svejsning }, { tilskud: truck, pris: 9200 }]);
  });

  it('keeps what was entered on the participations that stay chosen', () => {
    const foer = [
      { tilskud: svejsning, pris: 18500, periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-05' } },
      { tilskud: truck, pris: 9200 },
    ];

    const efter = vaelgTilskud(valg, foer, 1002, false);

    expect(efter).toEqual([foer[0]]);
    expect(efter[0]).toBe(foer[0]);
  });

  it('drops nothing and adds nothing twice when an application is ticked again', () => {
    const foer = [{ tilskud: svejsning, pris: 1 }];

    expect(vaelgTilskud(valg, foer, 1001, true)).toEqual(foer);
  });
});
