import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-admin-opdater.ui.json';
import eksempel from '@schemas/forudbetaling-admin-opdater.eksempel.json';
import { visSkema } from '../../test-utils';

type Rettelse = typeof eksempel.data;

// The correction's widgets load lazily (they are the secretariat's only): wait for the table.
async function vis(regelFejl?: { path: string; message: string }[]) {
  const vist = await visSkema<Rettelse>('forudbetaling-admin-opdater', {
    uiSchema: ui,
    formData: eksempel.data,
    formContext: eksempel.kontekst,
    visFejl: true,
    ...(regelFejl ? { regelFejl } : {}),
  });
  await screen.findByRole('region', { name: 'Ansøgninger' });
  return vist;
}
const raekke = () => screen.getByRole('row', { name: /A-2026-001001/ });

describe('deltagelse-rettelse', () => {
  it('shows each participation beside its application’s valid period, fund and fee, and the total', async () => {
    await vis();
    expect(raekke()).toHaveTextContent('Svejsning efter EN ISO 9606-1');
    expect(raekke()).toHaveTextContent('01.09.2026 – 30.06.2027');
    expect(raekke()).toHaveTextContent('Industriens Uddannelsesfond');
    expect(within(raekke()).getByLabelText('Startdato')).toHaveValue('2026-11-02');
    expect(within(raekke()).getByRole('textbox', { name: 'Pris' })).toHaveValue('18.500,00');
    expect(screen.getByRole('row', { name: /I alt/ })).toHaveTextContent('18.500,00 kr.');
  });

  it('bounds the dates by the schema’s years 2000 to 2100 where the other date does not', async () => {
    await vis();
    const start = within(raekke()).getByLabelText('Startdato');
    const slut = within(raekke()).getByLabelText('Slutdato');
    expect(start).toHaveAttribute('min', '2000-01-01');
    expect(start).toHaveAttribute('max', eksempel.data.deltagelser[0]!.periodeSlut);
    expect(slut).toHaveAttribute('min', eksempel.data.deltagelser[0]!.periodeStart);
    expect(slut).toHaveAttribute('max', '2100-12-31');
  });

  it('takes a price typed the Danish way, and says so when one is missing or no amount', async () => {
    const { bruger, onChange } = await vis();
    const pris = within(raekke()).getByRole('textbox', { name: 'Pris' });
    await bruger.clear(pris);
    expect(pris).toHaveAccessibleDescription(/Pris er ikke angivet korrekt\./);
    await bruger.type(pris, '17.250,50');
    expect(onChange.mock.lastCall?.[0].deltagelser?.[0]?.pris).toBe(17250.5);
    expect(pris).not.toHaveAccessibleDescription(/Pris er ikke angivet korrekt\./);
    expect(screen.getByRole('row', { name: /I alt/ })).toHaveTextContent('17.250,50 kr.');
    await bruger.clear(pris);
    await bruger.type(pris, 'gratis');
    expect(pris).toHaveAccessibleDescription(/Pris er ikke angivet korrekt\./);
  });

  it('shows the messages of rules the schema cannot state at their fields', async () => {
    await vis([{ path: '/deltagelser/0/periodeStart', message: 'Perioden ligger uden for ansøgningens gældende periode.' }]);
    expect(within(raekke()).getByLabelText('Slutdato')).toHaveAccessibleDescription(/uden for ansøgningens gældende periode/);
  });
});
