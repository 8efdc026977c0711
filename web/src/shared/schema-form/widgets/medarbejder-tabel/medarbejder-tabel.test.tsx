import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '@schemas/arbejdsmangel-opret.ui.json';
import { stubTekster, visSkema } from '../../test-utils';
import type { SkemaKontekst } from '../kontekst';

beforeEach(() => stubTekster({}));
afterEach(() => vi.unstubAllGlobals());

// Weeks 10 to 13 of 2026.
const periode = { fra: '2026-03-02', til: '2026-03-29' };
const mette = { navn: 'Mette Jensen', cpr: '0101901234', kursusTimerPerUge: [{ aar: 2026, ugeNr: 10, timerPerUge: 7.5 }] };
const lars = {
  navn: 'Lars Nielsen',
  cpr: '0202852345',
  kursusTimerPerUge: [
    { aar: 2026, ugeNr: 11, timerPerUge: 10 },
    { aar: 2026, ugeNr: 20, timerPerUge: 4 },
  ],
};

interface Ansoegning {
  periode?: object;
  medarbejdere?: (typeof mette)[];
}

/** The company's application (schemas/arbejdsmangel-opret): its employees are the medarbejder-tabel field. */
const visAnsoegning = (formData: Ansoegning, kontekst: SkemaKontekst = {}) =>
  visSkema<Ansoegning>('arbejdsmangel-opret', { uiSchema: ui, formData: { periode, ...formData }, formContext: { periode, ...kontekst } });
const tilfoej = () => screen.getByRole('button', { name: 'Tilføj medarbejder' });

describe('medarbejder-tabel', () => {
  it('says there are no employees yet, and opens the screen’s dialog to add one from the keyboard', async () => {
    const aabnMedarbejder = vi.fn();
    const { bruger } = await visAnsoegning({}, { aabnMedarbejder });
    expect(screen.getByText('Der er endnu ingen medarbejdere på ansøgningen.')).toBeInTheDocument();
    tilfoej().focus();
    await bruger.keyboard('{Enter}');
    expect(aabnMedarbejder).toHaveBeenCalledExactlyOnceWith();
  });

  it('needs a valid period before an employee can be added, and says so', async () => {
    await visAnsoegning({ periode: undefined }, { periode: {} });
    expect(tilfoej()).toBeDisabled();
    expect(tilfoej()).toHaveAccessibleDescription('Angiv først en gyldig periode, så I kan angive kursustimer for hver uge.');
  });

  it('lists each employee with name, CPR and hours, and buttons named by the employee', async () => {
    const aabnMedarbejder = vi.fn();
    const fjernMedarbejder = vi.fn();
    const { bruger } = await visAnsoegning({ medarbejdere: [mette, lars] }, { aabnMedarbejder, fjernMedarbejder });
    const tabel = screen.getByRole('table');
    expect(
      within(tabel)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Navn', 'CPR-nummer', 'Kursustimer i alt', 'Handlinger']);
    const [, metteRaekke] = within(tabel).getAllByRole('row');
    expect(
      within(metteRaekke!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Mette Jensen', '010190-1234', '7,50']);

    await bruger.click(screen.getByRole('button', { name: 'Rediger Lars Nielsen' }));
    expect(aabnMedarbejder).toHaveBeenCalledExactlyOnceWith(1);
    screen.getByRole('button', { name: 'Fjern Mette Jensen' }).focus();
    await bruger.keyboard(' ');
    expect(fjernMedarbejder).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('removes the row at once when the screen does not ask first', async () => {
    const { bruger, onChange } = await visAnsoegning({ medarbejdere: [mette, lars] });
    await bruger.click(screen.getByRole('button', { name: 'Fjern Mette Jensen' }));
    expect(onChange.mock.lastCall?.[0].medarbejdere).toEqual([lars]);
    expect(screen.queryByRole('button', { name: 'Fjern Mette Jensen' })).not.toBeInTheDocument();
  });

  it('marks hours outside the period on their row and offers to remove them', async () => {
    const fjernTimerUdenforPerioden = vi.fn();
    const { bruger } = await visAnsoegning({ medarbejdere: [mette, lars] }, { fjernTimerUdenforPerioden });
    const larsRaekke = screen.getByRole('row', { name: /Lars Nielsen/ });
    expect(within(larsRaekke).getByText('+ 4,00 uden for perioden')).toBeInTheDocument();
    expect(within(larsRaekke).getAllByRole('cell')[2]).toHaveTextContent(/^10,00/);
    expect(
      screen.getByText('4,00 kursustimer ligger i uger uden for perioden. De fjernes, når ansøgningen indsendes.'),
    ).toBeInTheDocument();
    await bruger.click(screen.getByRole('button', { name: 'Fjern timerne uden for perioden' }));
    expect(fjernTimerUdenforPerioden).toHaveBeenCalledOnce();
  });

  it('asks for employees when the application is sent without, the summary’s link landing on the add button', async () => {
    const { bruger, onSubmit } = await visAnsoegning({});
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await bruger.click(screen.getByRole('link', { name: 'Ingen medarbejdere angivet.' }));
    expect(tilfoej()).toHaveFocus();
  });

  it('shows an employee’s messages in the row', async () => {
    const { bruger } = await visAnsoegning({ medarbejdere: [{ ...mette, cpr: '12' }] });
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(within(screen.getByRole('row', { name: /Mette Jensen/ })).getByText('CPR-nummer skal angives (10 cifre).')).toBeInTheDocument();
  });

  it.each([
    [
      'a start in year 0027 (a typo the date input lets through)',
      { fra: '0027-04-01', til: '2026-05-01' },
      'Datoen skal ligge i årene 2000 til 2100.',
    ],
    ['a period of ten years', { fra: '2026-03-02', til: '2036-03-01' }, 'Perioden må højst vare 52 uger.'],
  ])('refuses %s with the server’s Danish message, and adds no employee over it', async (_navn, langPeriode, besked) => {
    const { bruger, onSubmit } = await visAnsoegning({ periode: langPeriode, medarbejdere: [mette] }, { periode: langPeriode });
    expect(tilfoej()).toBeDisabled();
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: besked })).toBeInTheDocument();
  });
});
