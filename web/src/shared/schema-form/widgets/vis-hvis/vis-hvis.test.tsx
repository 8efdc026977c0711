import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/arbejdsmangel-admin-omfang.ui.json';
import { visSkema } from '../../test-utils';

interface Omfang {
  omfang?: string;
  ansoegningsNavn?: string;
}

/** The secretariat's 'Rediger omfang' dialog (schemas/arbejdsmangel-admin-omfang): the unit's name shows by ui:visHvis. */
const visOmfang = (formData?: Omfang) => visSkema<Omfang>('arbejdsmangel-admin-omfang', { uiSchema: ui, formData });
const navn = () => screen.queryByRole('textbox', { name: /^Navn på afdeling \/ produktionsenhed/ });

describe('vis-hvis', () => {
  it('shows a property only while its sibling holds one of the listed values, chosen with the keyboard', async () => {
    const { bruger } = await visOmfang();
    expect(navn()).not.toBeInTheDocument();
    screen.getByRole('radio', { name: 'Hele virksomheden' }).focus();
    await bruger.keyboard(' ');
    expect(navn()).not.toBeInTheDocument();
    await bruger.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Afdeling' })).toBeChecked();
    expect(navn()).toBeInTheDocument();
    await bruger.tab();
    expect(navn()).toHaveFocus();
  });

  it('drops the hidden property’s data, so it is neither validated nor sent', async () => {
    const { bruger, onSubmit, onChange } = await visOmfang({ omfang: 'Afdeling', ansoegningsNavn: 'Lager Vest' });
    expect(navn()).toHaveValue('Lager Vest');
    await bruger.click(screen.getByRole('radio', { name: 'Hele virksomheden' }));
    expect(navn()).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ omfang: 'HeleVirksomheden' });
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledWith({ omfang: 'HeleVirksomheden' });
  });

  it('validates the shown property with its Danish message', async () => {
    const { bruger, onSubmit } = await visOmfang({ omfang: 'Produktionsenhed' });
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(navn()).toHaveAccessibleDescription('Navn på afdeling / produktionsenhed skal angives.');
  });
});
