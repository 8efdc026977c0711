import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import deltagelseUi from '@schemas/forudbetaling-deltagelse.ui.json';
import fakturaUi from '@schemas/forudbetaling-faktura.ui.json';
import opdaterUi from '@schemas/forudbetaling-admin-opdater.ui.json';
import eksempel from '@schemas/forudbetaling-admin-opdater.eksempel.json';
import { visSkema } from '../test-utils';

// A zero-width space shows nothing: the widgets that read a text as empty ask the one blank rule
// (engine/trim.ts udenBlanke), as the server does, not String.trim, which keeps it.
const NULBREDDE = '\u200B';
type Sidste = { mock: { lastCall?: [unknown] } };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's data, read by path
const sidste = (onChange: Sidste) => onChange.mock.lastCall?.[0] as any;

describe('a text of blanks alone is no value', () => {
  it('in the price field (pris)', async () => {
    const tilskud = { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } };
    const { bruger, onChange } = await visSkema('forudbetaling-deltagelse', {
      uiSchema: deltagelseUi,
      formData: { deltagelser: [{ tilskud, periode: { startdato: '2026-03-02', afslutningsdato: '2026-03-06' } }] },
    });
    await bruger.type(screen.getByRole('textbox', { name: 'Pris*' }), NULBREDDE);
    expect(sidste(onChange).deltagelser[0]).toHaveProperty('pris', undefined);
  });

  it('in the supplier CVR (cvr-opslag)', async () => {
    const { bruger, onChange } = await visSkema('forudbetaling-faktura', { uiSchema: fakturaUi, formContext: { findVirksomhed: vi.fn() } });
    await bruger.type(screen.getByRole('textbox', { name: 'Leverandørens CVR-nummer*' }), NULBREDDE);
    expect(sidste(onChange).fakturaoplysninger.leverandoer).toHaveProperty('cvr', undefined);
  });

  it('in a payment field (betalingsmetode)', async () => {
    const { bruger, onChange } = await visSkema('forudbetaling-faktura', {
      uiSchema: fakturaUi,
      formData: { fakturaoplysninger: { betalingsoplysninger: { betalingsmetode: 'bankoverfoersel' } } },
    });
    await bruger.type(screen.getByRole('textbox', { name: 'Registreringsnummer*' }), NULBREDDE);
    expect(sidste(onChange).fakturaoplysninger.betalingsoplysninger).toHaveProperty('registreringsnummer', undefined);
  });

  it("in the secretariat's correction: the supplier CVR (faktura-rettelse) and a price (deltagelse-rettelse)", async () => {
    const { bruger, onChange } = await visSkema('forudbetaling-admin-opdater', {
      uiSchema: opdaterUi,
      formData: eksempel.data,
      formContext: eksempel.kontekst,
      visFejl: true,
    });
    const faktura = await screen.findByRole('region', { name: 'Faktura' });
    const cvr = within(faktura).getByRole('textbox', { name: 'Leverandør CVR-nummer' });
    await bruger.clear(cvr);
    await bruger.type(cvr, NULBREDDE);
    expect(sidste(onChange).faktura).toHaveProperty('cvr', undefined);

    await screen.findByRole('region', { name: 'Ansøgninger' });
    const pris = within(screen.getByRole('row', { name: /A-2026-001001/ })).getByRole('textbox', { name: 'Pris' });
    await bruger.clear(pris);
    await bruger.type(pris, NULBREDDE);
    expect(sidste(onChange).deltagelser[0]).toHaveProperty('pris', undefined);
  });
});
