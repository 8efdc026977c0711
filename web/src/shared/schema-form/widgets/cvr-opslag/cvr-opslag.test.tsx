import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ui from '@schemas/forudbetaling-faktura.ui.json';
import { visSkema } from '../../test-utils';

type FindVirksomhed = (cvr: string, signal: AbortSignal) => Promise<string | null>;
interface Faktura {
  fakturaoplysninger: { leverandoer?: { cvr?: string; navn?: string } };
}

/** The invoice step (schemas/forudbetaling-faktura), whose supplier is the cvr-opslag field. */
const visFaktura = (findVirksomhed: FindVirksomhed, formData?: Faktura) =>
  visSkema<Faktura>('forudbetaling-faktura', { uiSchema: ui, formContext: { findVirksomhed }, formData });

const cvrFelt = () => screen.getByRole('textbox', { name: 'Leverandørens CVR-nummer*' });
const leverandoer = () => screen.getByLabelText('Leverandør', { selector: 'div' });
const sidsteLeverandoer = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0]?.fakturaoplysninger?.leverandoer;

describe('cvr-opslag', () => {
  it('shows the CVR input from the schema, at most 8 digits, and asks for a CVR until one is typed', async () => {
    await visFaktura(vi.fn());
    expect(cvrFelt()).toHaveAttribute('maxlength', '8');
    expect(cvrFelt()).toHaveAttribute('inputmode', 'numeric');
    expect(leverandoer()).toHaveTextContent('Angiv et CVR-nummer');
  });

  it('looks the company up once the CVR is valid, and shows its name', async () => {
    const findVirksomhed = vi.fn<FindVirksomhed>().mockResolvedValue('Kursuscenter Nord ApS');
    const { bruger, onChange } = await visFaktura(findVirksomhed);
    await bruger.type(cvrFelt(), '3512400');
    expect(findVirksomhed).not.toHaveBeenCalled();
    await bruger.type(cvrFelt(), '4');
    expect(await screen.findByText('Kursuscenter Nord ApS')).toBeInTheDocument();
    expect(findVirksomhed).toHaveBeenCalledExactlyOnceWith('35124004', expect.any(AbortSignal));
    expect(sidsteLeverandoer(onChange)).toEqual({ cvr: '35124004', navn: 'Kursuscenter Nord ApS' });
  });

  it('clears the name when the CVR changes', async () => {
    const { bruger, onChange } = await visFaktura(vi.fn(), {
      fakturaoplysninger: { leverandoer: { cvr: '35124004', navn: 'Kursuscenter Nord ApS' } },
    });
    expect(leverandoer()).toHaveTextContent('Kursuscenter Nord ApS');
    await bruger.type(cvrFelt(), '{Backspace}');
    expect(sidsteLeverandoer(onChange)).toEqual({ cvr: '3512400' });
    expect(leverandoer()).toHaveTextContent('Angiv et CVR-nummer');
  });

  it('says at the CVR when the register does not know it', async () => {
    const { bruger } = await visFaktura(vi.fn<FindVirksomhed>().mockResolvedValue(null));
    await bruger.type(cvrFelt(), '35124004');
    await waitFor(() => expect(cvrFelt()).toHaveAccessibleDescription('Leverandør ikke fundet ud fra angivet CVR-nummer.'));
    expect(cvrFelt()).toHaveClass('is-invalid');
  });

  it('says so when the register cannot answer', async () => {
    const { bruger } = await visFaktura(vi.fn<FindVirksomhed>().mockRejectedValue(new Error('503')));
    await bruger.type(cvrFelt(), '35124004');
    await waitFor(() => expect(cvrFelt()).toHaveAccessibleDescription('CVR-registeret kunne ikke svare lige nu. Prøv igen om lidt.'));
  });

  it('gives the schema’s message for a CVR whose check digit is wrong, once the form is sent', async () => {
    const findVirksomhed = vi.fn<FindVirksomhed>();
    const { bruger, onSubmit } = await visFaktura(findVirksomhed);
    await bruger.type(cvrFelt(), '35124005');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(findVirksomhed).not.toHaveBeenCalled();
    expect(cvrFelt()).toHaveAccessibleDescription(
      'Der skal angives CVR-nummer for leverandør. CVR-nummeret er ikke gyldigt (kontrolcifferet passer ikke).',
    );
  });
});
