import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-deltagelse.ui.json';
import { visSkema } from '../../test-utils';

interface Deltagelser {
  deltagelser: { tilskud: object; pris?: number; periode?: { startdato?: string; afslutningsdato?: string } }[];
}

const tilskud = { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } };

/** The participation step (schemas/forudbetaling-deltagelse): each participation's period is a dato-interval with its own names. */
const visDeltagelse = (periode?: object, advarsler?: Record<string, string[]>) =>
  visSkema<Deltagelser>('forudbetaling-deltagelse', {
    uiSchema: ui,
    formData: { deltagelser: [{ tilskud, pris: 4500, periode }] },
    formContext: { advarsler },
  });
const start = () => screen.getByLabelText('Startdato*');
const slut = () => screen.getByLabelText('Slutdato*');
const sidstePeriode = (onChange: { mock: { lastCall?: [Partial<Deltagelser>] } }) => onChange.mock.lastCall?.[0].deltagelser?.[0]?.periode;

describe('dato-interval', () => {
  it('shows two dates under the object’s title, labelled from the schema and marked required', async () => {
    await visDeltagelse();
    const gruppe = screen.getByRole('group', { name: 'Periode' });
    expect(within(gruppe).getByLabelText('Startdato*')).toHaveAttribute('type', 'date');
    expect(within(gruppe).getByLabelText('Slutdato*')).toHaveAttribute('type', 'date');
  });

  it('takes the dates from the keyboard in order, each bounding the other', async () => {
    const { bruger, onChange } = await visDeltagelse();
    start().focus();
    await bruger.type(start(), '2026-03-02');
    expect(sidstePeriode(onChange)).toEqual({ startdato: '2026-03-02' });
    expect(slut()).toHaveAttribute('min', '2026-03-02');
    await bruger.tab();
    expect(slut()).toHaveFocus();
    await bruger.type(slut(), '2026-03-06');
    expect(sidstePeriode(onChange)).toEqual({ startdato: '2026-03-02', afslutningsdato: '2026-03-06' });
    expect(start()).toHaveAttribute('max', '2026-03-06');
  });

  it('bounds both dates by the schema’s years 2000 to 2100 where the other date does not', async () => {
    await visDeltagelse();
    expect(start()).toHaveAttribute('min', '2000-01-01');
    expect(start()).toHaveAttribute('max', '2100-12-31');
    expect(slut()).toHaveAttribute('min', '2000-01-01');
    expect(slut()).toHaveAttribute('max', '2100-12-31');
  });

  it('says once, under the pair, when the end lies before the start', async () => {
    const { bruger, onSubmit } = await visDeltagelse({ startdato: '2026-03-06', afslutningsdato: '2026-03-02' });
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const besked = 'Periode er ikke angivet korrekt. Slutdatoen ligger før startdatoen.';
    expect(start()).toHaveClass('is-invalid');
    expect(slut()).toHaveAccessibleDescription(besked);
    expect(within(screen.getByRole('group', { name: 'Periode' })).getAllByText(besked)).toHaveLength(1);
  });

  it('asks for the dates when they are missing', async () => {
    const { bruger } = await visDeltagelse();
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(start()).toHaveClass('is-invalid');
    expect(slut()).toHaveClass('is-invalid');
    // Under the pair (the field's own template shows it), and in the summary.
    const felt = screen.getByRole('group', { name: 'Periode' }).closest<HTMLElement>('.rjsf-field')!;
    expect(within(felt).getByText('Periode er ikke angivet korrekt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Periode er ikke angivet korrekt.' })).toBeInTheDocument();
  });

  it('shows a warning from the screen under the pair without stopping the form', async () => {
    const periode = { startdato: '2026-03-02', afslutningsdato: '2026-03-06' };
    const { bruger, onSubmit } = await visDeltagelse(periode, { '/deltagelser/0/periode': ['Perioden ligger før ansøgningens.'] });
    expect(start()).toHaveAccessibleDescription('Bemærk: Perioden ligger før ansøgningens.');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
