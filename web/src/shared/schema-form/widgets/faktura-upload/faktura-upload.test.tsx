import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ui from '@schemas/forudbetaling-faktura.ui.json';
import { visSkema } from '../../test-utils';

interface Faktura {
  fakturaoplysninger: { dokument?: { url?: string; filnavn?: string; stoerrelse?: number; filtype?: string } };
}

/** The invoice step (schemas/forudbetaling-faktura), whose document is the faktura-upload field. */
const visFaktura = (formContext = {}) => visSkema<Faktura>('forudbetaling-faktura', { uiSchema: ui, formContext });
const vaelger = () => screen.getByLabelText('Faktura*');
const dokument = (onChange: { mock: { lastCall?: [Partial<Faktura>] } }) => onChange.mock.lastCall?.[0].fakturaoplysninger?.dokument;
const pdf = () => new File(['%PDF-1.7\n%test\n'], 'faktura 12.pdf', { type: 'application/pdf' });

describe('faktura-upload', () => {
  it('is a file input labelled and described from the schema, taking the three file types', async () => {
    await visFaktura();
    expect(vaelger()).toHaveAttribute('type', 'file');
    expect(vaelger()).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg');
    expect(vaelger()).toHaveAccessibleDescription('Pdf, png eller jpeg, højst 10 MB.');
  });

  it('reads a chosen invoice as a data URI of its real type, hands it to the scan, and moves the focus to its remove button', async () => {
    const fakturaValgt = vi.fn();
    const { bruger, onChange } = await visFaktura({ fakturaValgt });
    await bruger.upload(vaelger(), pdf());
    const fjern = await screen.findByRole('button', { name: 'Fjern fil' });
    expect(fjern).toHaveFocus();
    expect(fjern).toHaveAccessibleDescription('faktura 12.pdf');
    const url = 'data:application/pdf;name=faktura%2012.pdf;base64,' + btoa('%PDF-1.7\n%test\n');
    expect(dokument(onChange)).toEqual({ filnavn: 'faktura 12.pdf', stoerrelse: 15, filtype: 'application/pdf', url });
    expect(fakturaValgt).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('is removed with the keyboard, the focus back on the file input', async () => {
    const { bruger, onChange } = await visFaktura();
    await bruger.upload(vaelger(), pdf());
    await screen.findByRole('button', { name: 'Fjern fil' });
    await bruger.keyboard('{Enter}');
    expect(dokument(onChange)).toBeUndefined();
    expect(vaelger()).toHaveFocus();
  });

  it('refuses a file that is not really a pdf, png or jpeg, keeping neither it nor its reading, its message staying', async () => {
    const fakturaValgt = vi.fn();
    const { bruger, onChange } = await visFaktura({ fakturaValgt });
    await bruger.upload(vaelger(), new File(['bare tekst'], 'faktura.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(vaelger()).toHaveClass('is-invalid'));
    expect(vaelger()).toHaveAccessibleDescription('Pdf, png eller jpeg, højst 10 MB. Filen skal være en pdf-, png- eller jpeg-fil.');
    expect(screen.queryByRole('button', { name: 'Fjern fil' })).not.toBeInTheDocument();
    expect(dokument(onChange)).toBeUndefined();
    expect(fakturaValgt).not.toHaveBeenCalled();

    // Still there after the form is sent without an invoice; gone with the next good file.
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(vaelger()).toHaveAccessibleDescription(expect.stringContaining('Filen skal være en pdf-, png- eller jpeg-fil.'));
    await bruger.upload(vaelger(), pdf());
    const fjern = await screen.findByRole('button', { name: 'Fjern fil' });
    expect(fjern).toHaveAccessibleDescription('faktura 12.pdf');
    expect(screen.queryByText('Filen skal være en pdf-, png- eller jpeg-fil.')).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB by its size alone, keeping it not', async () => {
    const { bruger, onChange } = await visFaktura();
    const stor = pdf();
    Object.defineProperty(stor, 'size', { value: 10 * 1024 * 1024 + 1 });
    await bruger.upload(vaelger(), stor);
    await vi.waitFor(() => expect(vaelger()).toHaveAccessibleDescription('Pdf, png eller jpeg, højst 10 MB. Filen må maks være 10 MB.'));
    expect(dokument(onChange)).toBeUndefined();
  });

  it('shows the scan’s note on the fields it filled beside the file', async () => {
    const { bruger } = await visFaktura({ fakturaUdfyldt: 'Udfyldt fra fakturaen: CVR-nummer, fakturanummer' });
    await bruger.upload(vaelger(), pdf());
    expect(await screen.findByRole('status')).toHaveTextContent('Udfyldt fra fakturaen: CVR-nummer, fakturanummer');
  });

  it('asks for an invoice when the form is sent without one', async () => {
    const { bruger, onSubmit } = await visFaktura();
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(vaelger()).toHaveClass('is-invalid');
    expect(vaelger()).toHaveAccessibleDescription('Pdf, png eller jpeg, højst 10 MB. Der skal vedhæftes en faktura.');
  });

  it('says while the chosen invoice is being scanned', async () => {
    const { bruger } = await visFaktura({ fakturaScannes: true });
    await bruger.upload(vaelger(), pdf());
    expect(await screen.findByRole('status')).toHaveTextContent('Læser fakturaen...');
  });
});
