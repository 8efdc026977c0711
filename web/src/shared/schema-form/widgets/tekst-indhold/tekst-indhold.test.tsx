import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/tekst-rediger.ui.json';
import { visSkema } from '../../test-utils';

interface Tekst {
  key: string;
  type: string;
  indhold?: string;
}

/** Editing a site text (schemas/tekst with tekst-rediger.ui.json): its content is a tekst-indhold field. */
const visTekst = (tekst: Tekst) => visSkema<Tekst>('tekst', { uiSchema: ui, formData: tekst, formContext: { tekstType: tekst.type } });

describe('tekst-indhold', () => {
  it('edits a plain text in the theme’s textarea of the ui’s rows, with no preview', async () => {
    const { bruger, onChange } = await visTekst({ key: 'sidefod:kontakt', type: 'text', indhold: 'Ring' });
    const indhold = screen.getByRole('textbox', { name: 'Indhold*' });
    expect(indhold.tagName).toBe('TEXTAREA');
    expect(indhold).toHaveAttribute('rows', '12');
    await bruger.type(indhold, ' til os');
    expect(onChange.mock.lastCall?.[0].indhold).toBe('Ring til os');
    expect(screen.queryByRole('heading', { name: 'Forhåndsvisning' })).not.toBeInTheDocument();
  });

  it('edits HTML as rich text, with a preview of the page’s cleaned body that follows the typing', async () => {
    const indhold = '<html><head><title>x</title></head><body><p>Hej</p><script>alert(1)</script></body></html>';
    const { bruger } = await visTekst({ key: 'forside:velkommen', type: 'html', indhold });
    const editor = await screen.findByRole('textbox', { name: 'Indhold' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    const forhaandsvisning = screen.getByRole('region', { name: 'Forhåndsvisning' });
    expect(forhaandsvisning).toHaveTextContent(/^ForhåndsvisningHej$/);
    expect(forhaandsvisning.querySelector('script, title')).toBeNull();
    editor.focus();
    await bruger.keyboard('{Control>}a{/Control}Velkommen');
    await waitFor(() => expect(within(forhaandsvisning).getByText('Velkommen')).toBeInTheDocument());
  });

  it('asks for content, in Danish, when a plain text is emptied', async () => {
    const { bruger, onSubmit } = await visTekst({ key: 'sidefod:kontakt', type: 'text', indhold: 'Ring' });
    await bruger.clear(screen.getByRole('textbox', { name: 'Indhold*' }));
    await bruger.click(screen.getByRole('button', { name: 'Gem ændringer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Indhold*' })).toHaveAccessibleDescription('Indhold skal angives.');
  });
});
