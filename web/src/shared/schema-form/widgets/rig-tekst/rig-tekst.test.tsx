import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ui from '@schemas/forudbetaling-admin-email.ui.json';
import { visSkema } from '../../test-utils';

interface Email {
  anmodningId: number;
  email: { subject?: string; body?: string };
}

/** The approval e-mail (schemas/forudbetaling-admin-email): its text is edited as rich text. */
const visEmail = (body?: string) =>
  visSkema<Email>('forudbetaling-admin-email', {
    uiSchema: ui,
    formData: { anmodningId: 7, email: { subject: 'Din anmodning er godkendt', body } },
  });
const editor = () => screen.findByRole('textbox', { name: 'Tekst' });
const sidsteTekst = (onChange: { mock: { lastCall?: [Partial<Email>] } }) => onChange.mock.lastCall?.[0].email?.body;

describe('rig-tekst', () => {
  it('edits the HTML value as rich text, with a toolbar of Danish-named buttons', async () => {
    await visEmail('<p>Kære <strong>Mette</strong></p>');
    const felt = await editor();
    expect(felt).toHaveAttribute('aria-multiline', 'true');
    expect(within(felt).getByText('Mette').tagName).toBe('STRONG');
    const vaerktoejer = screen.getByRole('toolbar', { name: 'Formatering' });
    const knapper = within(vaerktoejer).getAllByRole('button');
    const navne = ['Fed', 'Kursiv', 'Punktliste', 'Nummereret liste', 'Fortryd', 'Gentag'];
    expect(knapper).toHaveLength(navne.length);
    navne.forEach((navn, i) => expect(knapper[i]).toHaveAccessibleName(navn));
    expect(within(vaerktoejer).getByRole('button', { name: 'Fed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hands back what is typed as HTML, and makes the selection bold with Fed', async () => {
    const { bruger, onChange } = await visEmail('<p>Hej</p>');
    (await editor()).focus();
    await bruger.keyboard('{Control>}a{/Control}Kære Mette');
    await waitFor(() => expect(sidsteTekst(onChange)).toBe('<p>Kære Mette</p>'));
    await bruger.keyboard('{Control>}a{/Control}');
    await bruger.click(screen.getByRole('button', { name: 'Fed' }));
    expect(screen.getByRole('button', { name: 'Fed' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sidsteTekst(onChange)).toBe('<p><strong>Kære Mette</strong></p>'));
  });

  it('keeps a whole document’s head, editing its body only', async () => {
    const dokument = '<html><head><style>p{color:red}</style></head><body><p>Hej</p></body></html>';
    const { bruger, onChange } = await visEmail(dokument);
    const felt = await editor();
    expect(felt).toHaveTextContent(/^Hej$/);
    felt.focus();
    await bruger.keyboard('{Control>}a{/Control}Farvel');
    await waitFor(() =>
      expect(sidsteTekst(onChange)).toBe('<html><head><style>p{color:red}</style></head><body><p>Farvel</p></body></html>'),
    );
  });

  it('asks for the text, in Danish, when it is emptied', async () => {
    const { bruger, onSubmit } = await visEmail('<p>x</p>');
    const felt = await editor();
    felt.focus();
    await bruger.keyboard('{Control>}a{/Control}{Backspace}');
    await bruger.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'E-mailens tekst skal angives.' })).toBeInTheDocument();
  });
});
