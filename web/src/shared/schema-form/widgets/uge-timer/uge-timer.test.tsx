import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/arbejdsmangel-medarbejder.ui.json';
import { visSkema } from '../../test-utils';
import type { UgeTimer } from './timer';

interface Medarbejder {
  navn?: string;
  cpr?: string;
  kursusTimerPerUge?: UgeTimer[];
}

// Monday of week 10 to Sunday of week 11, 2026.
const periode = { fra: '2026-03-02', til: '2026-03-15' };

/** The employee dialog (schemas/arbejdsmangel-medarbejder): the hours are a uge-timer field over the application's period. */
const visMedarbejder = (formData?: Medarbejder, formContext: object = { periode }) =>
  visSkema<Medarbejder>('arbejdsmangel-medarbejder', { uiSchema: ui, formContext, formData });
const timer = () => screen.getByRole('group', { name: 'Kursustimer' });
const uge = (nr: number) => within(timer()).getByRole('textbox', { name: `Uge ${nr}, 2026` });
const sidsteTimer = (onChange: { mock: { lastCall?: [Partial<Medarbejder>] } }) => onChange.mock.lastCall?.[0].kursusTimerPerUge;

describe('uge-timer', () => {
  it('has one hours input per week of the period, with guidance and a total', async () => {
    await visMedarbejder();
    expect(
      within(timer())
        .getAllByRole('textbox')
        .map((t) => t.getAttribute('inputmode')),
    ).toEqual(['decimal', 'decimal']);
    expect(uge(10)).toBeInTheDocument();
    expect(uge(11)).toBeInTheDocument();
    expect(within(timer()).getByText(/Angiv kursustimer for hver uge/)).toBeInTheDocument();
    expect(within(timer()).getByText('Samlet: 0,00 timer')).toBeInTheDocument();
  });

  it('takes hours typed the Danish way, week after week with the keyboard, and adds them up', async () => {
    const { bruger, onChange } = await visMedarbejder({ navn: 'Mette Jensen', cpr: '010190-1234' });
    uge(10).focus();
    await bruger.keyboard('7,5');
    await bruger.tab();
    expect(uge(11)).toHaveFocus();
    await bruger.keyboard('30');
    expect(sidsteTimer(onChange)).toEqual([
      { aar: 2026, ugeNr: 10, timerPerUge: 7.5 },
      { aar: 2026, ugeNr: 11, timerPerUge: 30 },
    ]);
    expect(within(timer()).getByText('Samlet: 37,50 timer')).toBeInTheDocument();
    await bruger.clear(uge(10));
    expect(sidsteTimer(onChange)).toEqual([{ aar: 2026, ugeNr: 11, timerPerUge: 30 }]);
  });

  it('gives the schema’s Danish message at the week whose hours are wrong', async () => {
    const { bruger, onSubmit } = await visMedarbejder({ navn: 'Mette Jensen', cpr: '0101901234' });
    await bruger.type(uge(11), '40');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(uge(11)).toHaveClass('is-invalid');
    // The week's own message first, then the field's guidance, which describes every week's input.
    expect(uge(11)).toHaveAccessibleDescription(
      'Der kan højst angives 37 kursustimer om ugen. Angiv kursustimer for hver uge, medarbejderen er på kursus. Lad feltet stå tomt, eller skriv 0, for uger uden kursus.',
    );
    expect(uge(10)).not.toHaveClass('is-invalid');
  });

  it('asks for hours when none are given', async () => {
    const { bruger } = await visMedarbejder({ navn: 'Mette Jensen', cpr: '0101901234' });
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(screen.getByRole('link', { name: 'Kursustimer skal angives.' })).toBeInTheDocument();
  });

  it('asks for a period first when there is none', async () => {
    await visMedarbejder(undefined, {});
    expect(within(timer()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(timer()).getByText('Angiv først en gyldig periode.')).toBeInTheDocument();
  });

  it('draws no week for a period longer than allowed (year 0027 would be 104,000 inputs), asking for a valid period', async () => {
    await visMedarbejder(undefined, { periode: { fra: '0027-04-01', til: '2026-05-01' } });
    expect(within(timer()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(timer()).getByText('Angiv først en gyldig periode.')).toBeInTheDocument();
  });

  it('lists hours left in weeks outside the period without counting them', async () => {
    await visMedarbejder({
      kursusTimerPerUge: [
        { aar: 2026, ugeNr: 10, timerPerUge: 8 },
        { aar: 2026, ugeNr: 20, timerPerUge: 7.5 },
      ],
    });
    expect(uge(10)).toHaveValue('8');
    expect(within(timer()).getByText('Uge 20, 2026: 7,5 timer')).toBeInTheDocument();
    expect(within(timer()).getByText('Samlet: 8,00 timer')).toBeInTheDocument();
  });
});
