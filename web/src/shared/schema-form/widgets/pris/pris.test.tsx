import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-deltagelse.ui.json';
import { visSkema } from '../../test-utils';

interface Deltagelser {
  deltagelser: { tilskud: object; pris?: number | string; periode?: object }[];
}

const tilskud = { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } };
const periode = { startdato: '2026-03-02', afslutningsdato: '2026-03-06' };

/** The participation step (schemas/forudbetaling-deltagelse): each participation's price is a pris field. */
const visDeltagelse = (pris?: number, advarsler?: Record<string, string[]>) =>
  visSkema<Deltagelser>('forudbetaling-deltagelse', {
    uiSchema: ui,
    formData: { deltagelser: [{ tilskud, pris, periode }] },
    formContext: { advarsler },
  });
const prisFelt = () => screen.getByRole('textbox', { name: 'Pris*' });
const sidstePris = (onChange: { mock: { lastCall?: [Partial<Deltagelser>] } }) => onChange.mock.lastCall?.[0].deltagelser?.[0]?.pris;

describe('pris', () => {
  it('is a text input in kroner, described by the schema', async () => {
    await visDeltagelse();
    expect(prisFelt()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('kr.')).toBeInTheDocument();
    expect(prisFelt()).toHaveAccessibleDescription('Kursusgebyret for din deltagelse, som det står på fakturaen.');
  });

  it('reads an amount typed the Danish way, keeping the text as typed', async () => {
    const { bruger, onChange, onSubmit } = await visDeltagelse();
    await bruger.type(prisFelt(), '9.200,50');
    expect(sidstePris(onChange)).toBe(9200.5);
    expect(prisFelt()).toHaveValue('9.200,50');
    await bruger.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ deltagelser: [{ tilskud, pris: 9200.5, periode }] });
  });

  it('shows a stored amount in the Danish format with two decimals, and submits it unchanged', async () => {
    const { bruger, onSubmit } = await visDeltagelse(1234.5);
    expect(prisFelt()).toHaveValue('1.234,50');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledWith({ deltagelser: [{ tilskud, pris: 1234.5, periode }] });
  });

  it('refuses what is no amount, or none above 0, with the schema’s Danish message', async () => {
    const { bruger, onSubmit } = await visDeltagelse();
    await bruger.type(prisFelt(), 'atten');
    await bruger.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(prisFelt()).toHaveClass('is-invalid');
    expect(screen.getAllByText('Pris er ikke angivet korrekt.')).toHaveLength(2);
    await bruger.clear(prisFelt());
    await bruger.type(prisFelt(), '0');
    await bruger.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(prisFelt()).toHaveClass('is-invalid');
  });

  it('shows a warning from the screen with the field, without stopping the form', async () => {
    const { bruger, onSubmit } = await visDeltagelse(250000, { '/deltagelser/0/pris': ['Prisen er højere end den bevilgede.'] });
    expect(prisFelt()).toHaveAccessibleDescription(
      'Kursusgebyret for din deltagelse, som det står på fakturaen. Bemærk: Prisen er højere end den bevilgede.',
    );
    expect(prisFelt()).not.toHaveClass('is-invalid');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
