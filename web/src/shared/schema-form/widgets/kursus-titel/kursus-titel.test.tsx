import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-deltagelse.ui.json';
import { visSkema } from '../../test-utils';

const deltagelser = [
  { tilskud: { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } } },
  { tilskud: { id: 12, ansoegningsnummer: 'A-1002', uddannelse: { navn: 'Truckcertifikat' } } },
];

describe('kursus-titel', () => {
  it('heads each participation with its course and application number, as text the person cannot change', async () => {
    await visSkema('forudbetaling-deltagelse', { uiSchema: ui, formData: { deltagelser } });
    const overskrifter = screen.getAllByRole('heading', { level: 2 });
    expect(overskrifter.map((h) => h.textContent)).toEqual(['Svejsning, grundforløb', 'Truckcertifikat']);
    const kort = overskrifter[0]!.closest<HTMLElement>('.card')!;
    expect(within(kort).getByText('Ansøgningsnr. A-1001')).toBeInTheDocument();
    expect(within(kort).queryByRole('textbox', { name: /Kursus/ })).not.toBeInTheDocument();
    // Its first field is the price; the title is not a stop for the keyboard.
    expect(within(kort).getAllByRole('textbox')[0]).toHaveAccessibleName('Pris*');
  });
});
