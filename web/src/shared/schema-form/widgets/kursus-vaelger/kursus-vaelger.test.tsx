import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-tilskud.ui.json';
import { visSkema } from '../../test-utils';
import type { Tilskud } from '../kontekst';

const tilskud: Tilskud[] = [
  { id: 11, ansoegningsnummer: 'A-1001', uddannelse: { navn: 'Svejsning, grundforløb' } },
  { id: 12, ansoegningsnummer: 'A-1002', uddannelse: { navn: 'Truckcertifikat' } },
];

interface Valg {
  deltagelser: { tilskud: Tilskud; pris?: number }[];
}

/** The first step (schemas/forudbetaling-tilskud): the kursus-vaelger over the employee's applications. */
const visValg = (formData?: Valg) => visSkema<Valg>('forudbetaling-tilskud', { uiSchema: ui, formContext: { tilskud }, formData });
const kurser = () => screen.getByRole('group', { name: 'Kurser*' });

describe('kursus-vaelger', () => {
  it('offers one checkbox per application, named by course and application number', async () => {
    await visValg();
    const felter = within(kurser()).getAllByRole('checkbox');
    expect(felter.map((f) => f.closest('.form-check')!.textContent)).toEqual([
      'Svejsning, grundforløbAnsøgningsnr. A-1001',
      'TruckcertifikatAnsøgningsnr. A-1002',
    ]);
    felter.forEach((f) => expect(f).not.toBeChecked());
  });

  it('names a course already requested, with why, and offers no box for it', async () => {
    const alleredeAnmodet: Tilskud[] = [{ id: 13, ansoegningsnummer: 'A-1003', uddannelse: { navn: 'Kranfører' } }];
    await visSkema<Valg>('forudbetaling-tilskud', { uiSchema: ui, formContext: { tilskud, alleredeAnmodet } });
    expect(within(kurser()).getAllByRole('checkbox')).toHaveLength(2);
    const kran = within(kurser()).getByText('Kranfører').closest('li')!;
    expect(kran.textContent).toBe('KranførerAnsøgningsnr. A-1003Der er allerede anmodet om forudbetaling for dette kursus');
    expect(within(kran).queryByRole('checkbox')).toBeNull();
  });

  it('adds and removes participations with the keyboard, in the list’s order, keeping what was entered', async () => {
    const { bruger, onChange } = await visValg({ deltagelser: [{ tilskud: tilskud[1]!, pris: 4500 }] });
    const [svejsning, truck] = within(kurser()).getAllByRole('checkbox') as [HTMLElement, HTMLElement];
    expect(truck).toBeChecked();
    await bruger.tab();
    expect(svejsning).toHaveFocus();
    await bruger.keyboard(' ');
    expect(onChange.mock.lastCall?.[0].deltagelser).toEqual([{ tilskud: tilskud[0] }, { tilskud: tilskud[1], pris: 4500 }]);
    await bruger.tab();
    expect(truck).toHaveFocus();
    await bruger.keyboard(' ');
    expect(onChange.mock.lastCall?.[0].deltagelser).toEqual([{ tilskud: tilskud[0] }]);
    expect(truck).not.toBeChecked();
  });

  it('asks for at least one course when the step is sent without one', async () => {
    const { bruger, onSubmit } = await visValg();
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    within(kurser())
      .getAllByRole('checkbox')
      .forEach((f) => expect(f).toHaveClass('is-invalid'));
    expect(screen.getAllByText('Der skal vælges mindst ét kursus.')).toHaveLength(2);
    await bruger.click(screen.getByRole('link', { name: 'Der skal vælges mindst ét kursus.' }));
    expect(within(kurser()).getAllByRole('checkbox')[0]).toHaveFocus();
  });
});
