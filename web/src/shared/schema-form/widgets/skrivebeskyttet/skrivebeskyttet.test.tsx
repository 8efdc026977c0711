import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/tekst-rediger.ui.json';
import { visSkema } from '../../test-utils';

const tekst = { key: 'forside:velkommen', type: 'text', indhold: 'Velkommen' };

describe('skrivebeskyttet', () => {
  it('shows the value as read-only text, still named by its label and described by the schema', async () => {
    await visSkema('tekst', { uiSchema: ui, formData: tekst, formContext: { tekstType: 'text' } });
    const noegle = screen.getByRole('textbox', { name: 'Nøgle*' });
    expect(noegle).toHaveValue('forside:velkommen');
    expect(noegle).toHaveAttribute('readonly');
    expect(noegle).not.toBeDisabled();
    expect(noegle).toHaveClass('form-control-plaintext');
    expect(noegle).toHaveAccessibleDescription('Små bogstaver (også æ, ø og å), tal, bindestreg, understreg og kolon.');
  });

  it('cannot be changed from the keyboard, and the value is sent as it was', async () => {
    const { bruger, onSubmit } = await visSkema('tekst', { uiSchema: ui, formData: tekst, formContext: { tekstType: 'text' } });
    const noegle = screen.getByRole('textbox', { name: 'Nøgle*' });
    await bruger.type(noegle, 'andet');
    expect(noegle).toHaveValue('forside:velkommen');
    await bruger.click(screen.getByRole('button', { name: 'Gem ændringer' }));
    expect(onSubmit).toHaveBeenCalledWith(tekst);
  });
});
