import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-deltagelse.ui.json';
import { visSkema } from '../../test-utils';

const deltagelser = [
  { tilskud: { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } } },
  { tilskud: { id: 12, ansoegningsnummer: 'A-1002', uddannelse: { navn: 'Truckcertifikat' } } },
];

describe('liste-element', () => {
  it('shows the items of a list the person cannot change at full width, with no buttons beside them', async () => {
    await visSkema('forudbetaling-deltagelse', { uiSchema: ui, formData: { deltagelser } });
    const priser = screen.getAllByRole('textbox', { name: 'Pris*' });
    expect(priser).toHaveLength(2);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Gem']);
    // The theme keeps a column for the buttons beside each item.
    priser.forEach((pris) => expect(pris.closest('.col-md-9')).toBeNull());
  });

  it('keeps the theme’s buttons, named in Danish, on a list whose items can be removed', async () => {
    const fjernbar = { deltagelser: { ...ui.deltagelser, 'ui:options': { ...ui.deltagelser['ui:options'], removable: true } } };
    const { bruger, onChange } = await visSkema('forudbetaling-deltagelse', { uiSchema: fjernbar, formData: { deltagelser } });
    const fjern = screen.getAllByRole('button', { name: 'Fjern' });
    expect(fjern).toHaveLength(2);
    expect(screen.getAllByRole('textbox', { name: 'Pris*' })[0]!.closest('.col-md-9')).not.toBeNull();
    fjern[0]!.focus();
    await bruger.keyboard('{Enter}');
    expect(onChange.mock.lastCall?.[0]).toEqual({ deltagelser: [deltagelser[1]] });
  });
});
