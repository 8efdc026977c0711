import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { Kvittering } from './kvittering';

const ansoegning = {
  omfang: 'Afdeling',
  ansoegningsNavn: 'Svejseafdelingen',
  periode: { fra: '2027-03-01', til: '2027-04-04' },
  enighed: 'Tillidsrepraesentant',
  medarbejderRepraesentant: {
    navn: 'Bo Holm',
    cpr: '010170-1235',
    jobTitel: 'Tillidsrepræsentant',
    email: 'bo@example.dk',
    telefon: '20304050',
  },
  medarbejdere: [{ navn: 'Anna Krogh', cpr: '020290-1234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 9, timerPerUge: 37 }] }],
} as ArbejdsmangelAnsoegning;

// Issue 36: the receipt is what a person quotes when they call; SPEC fixes the alert's beginning, the number follows it.
describe("the employer form's receipt", () => {
  it("shows the application's number in the success alert 'Ansøgning er indsendt...'", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <MemoryRouter>
        <Kvittering id={17} ansoegning={ansoegning} />
      </MemoryRouter>,
    );
    const alert = document.querySelector('[role="alert"]')?.textContent ?? '';
    expect(alert).toMatch(/^Ansøgning er indsendt/);
    expect(alert).toContain('Ansøgningsnummer: 17');
    expect(alert).toContain('Oplys ansøgningsnummeret');
  });
});
