import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFejl } from '../../../shared/api/client';
import { FilEditor } from './fil-editor';
import { UdgivFormular } from './udgiv-formular';

// The calls are recorded apart from the answer: vitest's tracking of a mock's rejected promise fails the test itself.
const gem = vi.fn();
let svar: () => Promise<unknown> = () => Promise.resolve({ sti: STI, version: 3 });
vi.mock('../api/gem-fil', () => ({
  gemFil: (...args: unknown[]) => {
    gem(...args);
    return svar();
  },
}));

const STI = 'schemas/felter.schema.json';

// The check of the unsaved text: a problem at /definitions/x while the text has it.
const tjek = vi.fn();
vi.mock('../api/tjek-udkast', () => ({
  tjekUdkast: (id: string, ugemte: Record<string, { definitions?: Record<string, unknown> }>) => {
    tjek(id, ugemte);
    const fil = Object.values(ugemte)[0];
    return Promise.resolve(fil?.definitions?.['x'] === 1 ? [{ fil: STI, sti: '/definitions/x', besked: 'x skal være et schema' }] : []);
  },
}));

function editor(onGemt = vi.fn()) {
  render(<FilEditor udkastId="u1" revision="0:0" sti={STI} indhold={{ definitions: {} }} version={2} onGemt={onGemt} />);
  return { felt: screen.getByLabelText('Filens JSON'), knap: screen.getByRole('button', { name: 'Gem fil' }), onGemt };
}

describe('the raw JSON editor', () => {
  beforeEach(() => gem.mockReset());

  it('shows the file pretty-printed and saves its JSON with the revision it began from (If-Match)', async () => {
    svar = () => Promise.resolve({ sti: STI, version: 3 });
    const { felt, knap, onGemt } = editor();
    expect(felt).toHaveValue('{\n  "definitions": {}\n}\n');
    await userEvent.clear(felt);
    await userEvent.type(felt, '{{"a": 1}');
    await userEvent.click(knap);
    expect(gem).toHaveBeenCalledWith('u1', STI, { a: 1 }, 2);
    expect(onGemt).toHaveBeenCalledWith(STI);
  });

  it('refuses text that is not JSON at the field, in Danish, and sends nothing', async () => {
    const { felt, knap, onGemt } = editor();
    await userEvent.type(felt, ',');
    await userEvent.click(knap);
    expect(gem).not.toHaveBeenCalled();
    expect(onGemt).not.toHaveBeenCalled();
    expect(felt).toHaveAttribute('aria-invalid', 'true');
    expect(felt).toHaveAccessibleDescription(expect.stringContaining('Filen er ikke gyldig JSON og er ikke gemt: '));
  });

  it("says in Danish that another saved the file meanwhile (412), and keeps the analyst's text", async () => {
    svar = () => Promise.reject(new ApiFejl(412, { status: 412, title: 'Sagen er ændret, siden den blev hentet.' }));
    const { felt, knap, onGemt } = editor();
    await userEvent.clear(felt);
    await userEvent.type(felt, '{{}');
    await userEvent.click(knap);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Filen er gemt af en anden, siden du åbnede den, og din ændring er ikke gemt. Genindlæs siden for at se den gemte fil, og gør din ændring igen.',
    );
    expect(onGemt).not.toHaveBeenCalled();
    expect(felt).toHaveValue('{}');
  });
});

describe('the raw JSON editor while the analyst types', () => {
  it('checks the unsaved text and shows its problem at the field with its place, and it goes when fixed; nothing is saved', async () => {
    gem.mockReset();
    tjek.mockReset();
    const { felt } = editor();
    await userEvent.clear(felt);
    await userEvent.type(felt, '{{"definitions": {{"x": 1}}');
    await waitFor(() => expect(felt).toHaveAccessibleDescription(expect.stringContaining('ved /definitions/x: x skal være et schema')));
    expect(felt).toHaveAttribute('aria-invalid', 'true');
    expect(tjek).toHaveBeenLastCalledWith('u1', { [STI]: { definitions: { x: 1 } } });
    expect(screen.getByText('Tjekket af dine ugemte ændringer fandt 1 fejl. De står ved det, de handler om.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.clear(felt);
    await userEvent.type(felt, '{{"definitions": {{"x": {{}}}');
    await screen.findByText('Tjekket af dine ugemte ændringer fandt ingen fejl.');
    expect(felt).not.toHaveAttribute('aria-invalid');
    expect(gem).not.toHaveBeenCalled();
  });
});

describe("the draft's Udgiv", () => {
  it('is shown disabled, with the reason, to its own author under four eyes', () => {
    render(
      <MemoryRouter>
        <UdgivFormular udkastId="u1" udgivesAfAnden />
      </MemoryRouter>,
    );
    const knap = screen.getByRole('button', { name: 'Udgiv' });
    expect(knap).toBeDisabled();
    expect(knap).toHaveAccessibleDescription(
      'Du har selv lavet eller ændret udkastet. En anden analytiker eller administrator udgiver det (fire øjne).',
    );
    expect(screen.queryByLabelText('Note om ændringen')).toBeNull();
  });
});
