import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-admin-opdater.ui.json';
import eksempel from '@schemas/forudbetaling-admin-opdater.eksempel.json';
import { visSkema } from '../../test-utils';

type Rettelse = typeof eksempel.data & { faktura: Record<string, unknown> };

/** The secretariat's correction (schemas/forudbetaling-admin-opdater), whose invoice is the faktura-rettelse field. */
// The correction's widgets load lazily (they are the secretariat's only): wait for the section.
async function vis(valg: Parameters<typeof visSkema<Rettelse>>[1] = {}) {
  const vist = await visSkema<Rettelse>('forudbetaling-admin-opdater', {
    uiSchema: ui,
    formData: eksempel.data,
    formContext: eksempel.kontekst,
    visFejl: true,
    ...valg,
  });
  await screen.findByRole('region', { name: 'Faktura' });
  return vist;
}
const sidste = (onChange: { mock: { lastCall?: [Partial<Rettelse>] } }) => onChange.mock.lastCall?.[0].faktura;
const faktura = () => screen.getByRole('region', { name: 'Faktura' });

describe('faktura-rettelse', () => {
  it('shows the invoice under the schema’s titles, with the chosen method’s fields only', async () => {
    await vis();
    expect(within(faktura()).getByRole('textbox', { name: 'Leverandør CVR-nummer' })).toHaveValue('35124004');
    expect(within(faktura()).getByRole('textbox', { name: 'Fakturanummer' })).toHaveAttribute('maxlength', '32');
    expect(within(faktura()).getByRole('radio', { name: 'Bankoverførsel' })).toBeChecked();
    expect(within(faktura()).getByRole('textbox', { name: 'Kontonummer' })).toHaveValue('0012345678');
    expect(within(faktura()).queryByRole('combobox', { name: 'Kortart' })).not.toBeInTheDocument();
  });

  it('switches to a payment card with the ui’s preselected card type, and back to the bank details kept', async () => {
    const { bruger, onChange } = await vis();
    await bruger.click(within(faktura()).getByRole('radio', { name: 'Indbetalingskort' }));
    expect(sidste(onChange)).toEqual({ cvr: '35124004', fakturaNummer: 'KN-2026-118', indbetalingskort: { kortArt: '71' } });
    expect(within(faktura()).getByRole('combobox', { name: 'Kortart' })).toHaveValue('71');
    await bruger.click(within(faktura()).getByRole('radio', { name: 'Bankoverførsel' }));
    expect(sidste(onChange)).toEqual(eksempel.data.faktura);
  });

  it('shows the schema’s message at a wrong CVR and the shared one under the payment details', async () => {
    const { bruger } = await vis();
    const cvr = within(faktura()).getByRole('textbox', { name: 'Leverandør CVR-nummer' });
    await bruger.clear(cvr);
    await bruger.type(cvr, '123');
    expect(cvr).toHaveAccessibleDescription('Leverandør CVR-nummer er ikke angivet korrekt.');
    await bruger.clear(within(faktura()).getByRole('textbox', { name: 'Reg.nr.' }));
    expect(within(faktura()).getByRole('textbox', { name: 'Kontonummer' })).toHaveAccessibleDescription(
      'Betalingsoplysninger er ikke angivet korrekt.',
    );
  });

  it('shows what the registers call the supplier beside the CVR, from the screen’s lookups', async () => {
    await vis({
      formContext: {
        ...eksempel.kontekst,
        leverandoer: {
          cvr: '35124004',
          navn: 'Kursuscenter Nord ApS',
          oekonomi: [{ ansoegningsnummer: 'A-2026-001001', leverandoer: null }],
        },
      },
    });
    expect(within(faktura()).getByText('Kursuscenter Nord ApS')).toBeInTheDocument();
    expect(within(faktura()).getByRole('textbox', { name: 'Leverandør CVR-nummer' })).toHaveAccessibleDescription(/Kursuscenter Nord ApS/);
  });
});
