import { describe, expect, it } from 'vitest';
import { findSagsreferencer } from './emne';

describe('findSagsreferencer', () => {
  it.each([
    ['SV: Din anmodning om forudbetaling er godkendt (Anmodning 12)', [{ type: 'anmodning', reference: '12' }]],
    ['Spørgsmål til anmodning nr. 7', [{ type: 'anmodning', reference: '7' }]],
    ['VS: Kvittering for ansøgning om støtte ved midlertidig arbejdsmangel (Ansøgning 3)', [{ type: 'arbejdsmangel', reference: '3' }]],
    ['Ansoegning #41 – rettelse', [{ type: 'arbejdsmangel', reference: '41' }]],
    ['Kursus A-2026-001001 er aflyst', [{ type: 'kursusansoegning', reference: 'A-2026-001001' }]],
  ])('finds the reference in %j', (emne, forventet) => {
    expect(findSagsreferencer(emne)).toEqual(forventet);
  });

  it('answers nothing when no case is named', () => {
    expect(findSagsreferencer('Mødeindkaldelse til bestyrelsen')).toEqual([]);
    expect(findSagsreferencer('Anmodningen er modtaget')).toEqual([]);
  });

  it('lists several references in the order of the subject, each once', () => {
    expect(findSagsreferencer('A-2026-001002 og Anmodning 5, jf. anmodning 5 og Ansøgning 2')).toEqual([
      { type: 'kursusansoegning', reference: 'A-2026-001002' },
      { type: 'anmodning', reference: '5' },
      { type: 'arbejdsmangel', reference: '2' },
    ]);
  });
});
