import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-faktura.ui.json';
import { visSkema } from '../../test-utils';

interface Faktura {
  fakturaoplysninger: { betalingsoplysninger?: Record<string, string> };
}

/** The invoice step (schemas/forudbetaling-faktura), whose payment details are the betalingsmetode field. */
const visFaktura = (formData?: Faktura) => visSkema<Faktura>('forudbetaling-faktura', { uiSchema: ui, formData });
const metode = () => screen.getByRole('group', { name: 'Hvordan skal fakturaen betales?*' });
const betaling = (onChange: { mock: { lastCall?: [Partial<Faktura>] } }) =>
  onChange.mock.lastCall?.[0].fakturaoplysninger?.betalingsoplysninger;

describe('betalingsmetode', () => {
  it('offers the methods by the uiSchema’s names, none chosen, and no method’s fields yet', async () => {
    await visFaktura();
    const radioer = within(metode()).getAllByRole('radio');
    expect(radioer.map((r) => r.closest('.form-check')!.textContent)).toEqual(['Indbetalingskort (FI-kort)', 'Bankoverførsel']);
    radioer.forEach((r) => expect(r).not.toBeChecked());
    expect(screen.queryByRole('textbox', { name: /Registreringsnummer|Betalings-id/ })).not.toBeInTheDocument();
  });

  it('is chosen with the keyboard: space chooses, arrows move between the methods, each shows its own fields, required ones marked', async () => {
    const { bruger, onChange } = await visFaktura();
    within(metode()).getByRole('radio', { name: 'Indbetalingskort (FI-kort)' }).focus();
    await bruger.keyboard(' ');
    expect(betaling(onChange)).toEqual({ betalingsmetode: 'indbetalingskort', kortart: '71' });
    // The card type is a choice with the schema's default preselected.
    expect(screen.getByRole('combobox', { name: 'Kortart*' })).toHaveValue('71');
    expect(screen.getByRole('textbox', { name: 'Betalings-id*' })).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('textbox', { name: 'Kreditornummer*' })).toHaveAttribute('maxlength', '12');

    await bruger.keyboard('{ArrowDown}');
    expect(within(metode()).getByRole('radio', { name: 'Bankoverførsel' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Betalings-id*' })).not.toBeInTheDocument();
    await bruger.tab();
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer*' })).toHaveFocus();
    await bruger.keyboard('1234');
    await bruger.tab();
    expect(screen.getByRole('textbox', { name: 'Kontonummer*' })).toHaveFocus();
    await bruger.keyboard('0001234567');
    expect(betaling(onChange)).toEqual({
      betalingsmetode: 'bankoverfoersel',
      kortart: '71',
      registreringsnummer: '1234',
      kontonummer: '0001234567',
    });
  });

  it('asks for a method when the form is sent without one', async () => {
    const { bruger, onSubmit } = await visFaktura();
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(metode()).getByText('Betalingsmetode skal vælges.')).toBeInTheDocument();
    within(metode())
      .getAllByRole('radio')
      .forEach((r) => expect(r).toHaveClass('is-invalid'));
  });

  it('marks a wrong account at its field, in Danish', async () => {
    const { bruger } = await visFaktura({ fakturaoplysninger: { betalingsoplysninger: { betalingsmetode: 'bankoverfoersel' } } });
    await bruger.type(screen.getByRole('textbox', { name: 'Registreringsnummer*' }), '12');
    await bruger.type(screen.getByRole('textbox', { name: 'Kontonummer*' }), '123456789012');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    const reg = screen.getByRole('textbox', { name: 'Registreringsnummer*' });
    expect(reg).toHaveClass('is-invalid');
    expect(reg).toHaveAccessibleDescription(/Registreringsnummeret skal være 4 cifre\./);
    expect(screen.getByRole('textbox', { name: 'Kontonummer*' })).toHaveAccessibleDescription(/Kontonummeret må højst have 10 cifre\./);
  });

  it('keeps the fields a method reveals after a refused attempt quiet until they are touched', async () => {
    const { bruger } = await visFaktura();
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    await bruger.click(within(metode()).getByRole('radio', { name: 'Bankoverførsel' }));
    const reg = screen.getByRole('textbox', { name: 'Registreringsnummer*' });
    expect(reg).not.toHaveClass('is-invalid');
    expect(screen.queryByText('Kontooplysninger er ikke angivet korrekt.', { selector: 'small' })).not.toBeInTheDocument();
    await bruger.click(reg);
    await bruger.tab();
    expect(reg).toHaveClass('is-invalid');
    expect(reg).toHaveAccessibleDescription('Kontooplysninger er ikke angivet korrekt.');
  });
});
