import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '@schemas/arbejdsmangel-opret.ui.json';
import { stubTekster, visSkema } from '../../test-utils';

// The part on the period shows an editable text the server gives.
const vejledning = 'Perioden skal være på mindst fire og højst tolv uger.';
beforeEach(() => stubTekster({ 'arbejdsmangel:periode-vejledning': vejledning }));
afterEach(() => vi.unstubAllGlobals());

/** The company's application (schemas/arbejdsmangel-opret), laid out in numbered parts by "sektioner". */
const visAnsoegning = () => visSkema('arbejdsmangel-opret', { uiSchema: ui, formContext: {} });

describe('sektioner', () => {
  it('lays the form out in numbered parts named in Danish, each a region with its fields in order', async () => {
    await visAnsoegning();
    const dele = screen.getAllByRole('region');
    const navne = ['1 Omfang', '2 Periode', '3 Enighed med medarbejdere', '4 Medarbejdere'];
    expect(dele).toHaveLength(navne.length);
    navne.forEach((navn, i) => expect(dele[i]).toHaveAccessibleName(navn));
    expect(within(dele[0]!).getByRole('radio', { name: 'Hele virksomheden' })).toBeInTheDocument();
    expect(within(dele[1]!).getByLabelText('Fra')).toBeInTheDocument();
    expect(within(dele[3]!).getByRole('button', { name: 'Tilføj medarbejder' })).toBeInTheDocument();
  });

  it('shows a part’s editable text under its heading', async () => {
    await visAnsoegning();
    const periode = screen.getByRole('region', { name: '2 Periode' });
    expect(await within(periode).findByText(vejledning)).toBeInTheDocument();
  });

  it('leaves out of a part the fields a visHvis hides', async () => {
    const { bruger } = await visAnsoegning();
    const enighed = screen.getByRole('region', { name: '3 Enighed med medarbejdere' });
    expect(within(enighed).queryByRole('textbox')).not.toBeInTheDocument();
    await bruger.click(within(enighed).getByRole('radio', { name: 'Tillidsrepræsentant' }));
    expect(within(enighed).getAllByRole('textbox').length).toBeGreaterThan(0);
  });
});
