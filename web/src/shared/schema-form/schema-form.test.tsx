import type { UiSchema } from '@rjsf/utils';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ui from '@schemas/tekst-opret.ui.json';
import { loaders } from 'virtual:validators';
import { skemaOgValidator } from './validator';
import { forberedRegister, navneI } from './register';
import { SchemaForm } from './schema-form';
import { visSkema } from './test-utils';

interface Tekst {
  key: string;
  type: string;
  indhold: string;
  beskrivelse?: string;
}

/** The form for a new site text (schemas/tekst.schema.json with tekst-opret.ui.json), as the editor gets it. */
const visFormular = (valg: Parameters<typeof visSkema<Tekst>>[1] = {}) =>
  visSkema<Tekst>('tekst', { uiSchema: ui, formContext: { tekstType: 'text' }, ...valg });

/** A screen that fills a field itself, as the wizard's invoice scan does. */
function UdfyldendeSkaerm() {
  const [data, setData] = useState<Partial<Tekst>>({ type: 'text' });
  return (
    <>
      <button type="button" onClick={() => setData((d) => ({ ...d, indhold: 'Velkommen' }))}>
        Udfyld indhold
      </button>
      <SchemaForm<Tekst>
        schemaId="tekst"
        uiSchema={ui as UiSchema<Tekst>}
        formContext={{ tekstType: 'text' }}
        formData={data}
        onChange={setData}
        onSubmit={vi.fn()}
      />
    </>
  );
}

describe('SchemaForm, the generic renderer', () => {
  it('renders each property from the schema in the uiSchema’s order, its widget, and marks the required ones', async () => {
    await visFormular();
    const noegle = screen.getByRole('textbox', { name: 'Nøgle*' });
    const indhold = screen.getByRole('textbox', { name: 'Indhold*' });
    const beskrivelse = screen.getByRole('textbox', { name: 'Beskrivelse' });
    expect(noegle).toHaveFocus();
    expect(indhold.tagName).toBe('TEXTAREA');
    expect(indhold).toHaveAttribute('rows', '12');
    expect(beskrivelse).toHaveAttribute('rows', '3');
    expect(screen.getByText('Interne noter; vises ikke for brugerne.')).toBeInTheDocument();
    // The schema's oneOf titles are the radios' labels; its default is chosen.
    expect(screen.getAllByRole('radio').map((r) => r.closest('.form-check')!.textContent)).toEqual([
      'Tekst',
      'HTML',
      'Forformateret tekst',
    ]);
    expect(screen.getByRole('radio', { name: 'Tekst' })).toBeChecked();
    // The radios are a group named by the field's title, as a screen reader announces them.
    expect(within(screen.getByRole('group', { name: 'Type*' })).getAllByRole('radio')).toHaveLength(3);
    // The root schema's title is the page's business, not the form's.
    expect(screen.queryByText('Tekst', { selector: 'legend, h5, label.form-label' })).not.toBeInTheDocument();
    const felter = [noegle, screen.getByRole('radio', { name: 'Tekst' }), indhold, beskrivelse];
    const position = (a: Element, b: Element) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    felter.slice(1).forEach((felt, i) => expect(position(felter[i]!, felt)).toBeTruthy());
  });

  it('refuses a submit of invalid data: no onSubmit, a summary that takes the focus, each message at its field in Danish', async () => {
    const { onSubmit, onAfvist, bruger } = await visFormular();
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(onAfvist).toHaveBeenCalledOnce();
    const opsummering = screen.getByRole('heading', { name: 'Der er 2 fejl' }).parentElement!;
    expect(opsummering).toHaveFocus();
    expect(
      within(opsummering)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Nøgle har ikke korrekt format.', 'Indhold skal angives.']);
    const noegle = screen.getByRole('textbox', { name: 'Nøgle*' });
    // At the field: what a screen reader reads with it.
    expect(noegle).toHaveAccessibleDescription(/^Nøgle har ikke korrekt format\. Små bogstaver/);
    expect(screen.getByRole('textbox', { name: 'Indhold*' })).toHaveAccessibleDescription('Indhold skal angives.');
    expect(screen.getByRole('textbox', { name: 'Beskrivelse' })).toHaveAccessibleDescription('Interne noter; vises ikke for brugerne.');
    expect(noegle).toHaveClass('is-invalid');
    expect(screen.getByRole('textbox', { name: 'Beskrivelse' })).not.toHaveClass('is-invalid');
  });

  it('lists the messages in the order the layout shows the fields, not the schema’s', async () => {
    const { bruger } = await visFormular({ uiSchema: { ...ui, 'ui:order': ['indhold', 'key', 'type', 'beskrivelse'] } });
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));
    const opsummering = screen.getByRole('heading', { name: 'Der er 2 fejl' }).parentElement!;
    expect(
      within(opsummering)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Indhold skal angives.', 'Nøgle har ikke korrekt format.']);
  });

  it('moves the focus to the field when its message in the summary is followed', async () => {
    const { bruger } = await visFormular();
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));
    await bruger.click(screen.getByRole('link', { name: 'Indhold skal angives.' }));
    expect(screen.getByRole('textbox', { name: 'Indhold*' })).toHaveFocus();
  });

  it('shrinks the summary and clears a field’s message as the person corrects it', async () => {
    const { bruger } = await visFormular();
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));
    await bruger.type(screen.getByRole('textbox', { name: 'Indhold*' }), 'Velkommen');
    expect(screen.getByRole('heading', { name: 'Der er 1 fejl' })).toBeInTheDocument();
    expect(screen.queryByText('Indhold skal angives.')).not.toBeInTheDocument();
    await bruger.type(screen.getByRole('textbox', { name: 'Nøgle*' }), 'Forkert nøgle');
    expect(screen.getAllByText('Nøgle har ikke korrekt format.')).toHaveLength(2);
  });

  it('drops a corrected field from the summary also when the screen corrects it (a scan, a lookup)', async () => {
    await Promise.all([loaders.tekst!(), forberedRegister(navneI(ui))]);
    const bruger = userEvent.setup();
    render(<UdfyldendeSkaerm />);
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));
    expect(screen.getByRole('heading', { name: 'Der er 2 fejl' })).toBeInTheDocument();
    await bruger.click(screen.getByRole('button', { name: 'Udfyld indhold' }));
    expect(screen.queryByText('Indhold skal angives.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Der er 1 fejl' })).toBeInTheDocument();
    expect(screen.getAllByText('Nøgle har ikke korrekt format.')).toHaveLength(2);
  });

  it('validates once per keystroke while the summary shows: the data the form itself sent back is not checked again', async () => {
    await Promise.all([loaders.tekst!(), forberedRegister(navneI(ui))]);
    const bruger = userEvent.setup();
    render(<UdfyldendeSkaerm />);
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));
    const valider = vi.spyOn(skemaOgValidator('tekst').validator, 'validateFormData');
    try {
      // rjsf's live validation checks the keystroke; the same data coming back as formData is not checked again.
      await bruger.type(screen.getByRole('textbox', { name: 'Nøgle*' }), 'a');
      expect(valider).toHaveBeenCalledTimes(1);
    } finally {
      valider.mockRestore();
    }
  });

  it('is filled and sent with the keyboard alone, the data trimmed as the server trims it', async () => {
    const { onSubmit, bruger } = await visFormular();
    await bruger.keyboard('forside:velkommen');
    await bruger.tab();
    expect(screen.getByRole('radio', { name: 'Tekst' })).toHaveFocus();
    await bruger.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'HTML' })).toBeChecked();
    await bruger.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Tekst' })).toBeChecked();
    // The radios are a group named by the field's title, as a screen reader announces them.
    expect(within(screen.getByRole('group', { name: 'Type*' })).getAllByRole('radio')).toHaveLength(3);
    await bruger.tab();
    expect(screen.getByRole('textbox', { name: 'Indhold*' })).toHaveFocus();
    await bruger.keyboard('  Velkommen til portalen.  ');
    await bruger.tab();
    expect(screen.getByRole('textbox', { name: 'Beskrivelse' })).toHaveFocus();
    await bruger.tab();
    expect(screen.getByRole('button', { name: 'Opret tekst' })).toHaveFocus();
    await bruger.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ key: 'forside:velkommen', type: 'text', indhold: 'Velkommen til portalen.' });
  });

  it('refuses a text of spaces only, as the server would', async () => {
    const { onSubmit, bruger } = await visFormular();
    await bruger.type(screen.getByRole('textbox', { name: 'Nøgle*' }), 'forside');
    await bruger.type(screen.getByRole('textbox', { name: 'Indhold*' }), '   ');
    await bruger.click(screen.getByRole('button', { name: 'Opret tekst' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Der er 1 fejl' })).toBeInTheDocument();
  });

  it('shows the server’s field errors in the summary and at the field until the person changes the form', async () => {
    const { bruger } = await visFormular({
      formData: { key: 'forside', type: 'text', indhold: 'Hej' },
      serverFejl: [{ path: '/key', message: 'Der findes allerede en tekst med nøglen.' }],
    });
    const noegle = screen.getByRole('textbox', { name: 'Nøgle*' });
    expect(screen.getByRole('heading', { name: 'Der er 1 fejl' })).toBeInTheDocument();
    expect(noegle).toHaveAccessibleDescription(/^Der findes allerede en tekst med nøglen\./);
    await bruger.type(noegle, '-ny');
    expect(screen.queryByText('Der findes allerede en tekst med nøglen.')).not.toBeInTheDocument();
  });

  it('names the submit button "Gem" when the uiSchema does not', async () => {
    render(<SchemaForm schemaId="tekst" onSubmit={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Gem' })).toHaveAttribute('type', 'submit');
  });
});
