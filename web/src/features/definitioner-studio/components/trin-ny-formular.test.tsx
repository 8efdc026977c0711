import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrinNyFormular } from './trin-ny-formular';

const MASKINE = 'workflows/forudbetaling-wizard.machine.json';
const tjek = vi.fn();
vi.mock('../api/tjek-udkast', () => ({
  tjekUdkast: (_id: string, ugemte: Record<string, unknown>) => {
    tjek(ugemte);
    return Promise.resolve([
      { fil: MASKINE, sti: '/states/kontakt', besked: 'Trinnet mangler noget' },
      { fil: 'content/tekster.json', sti: '', besked: 'Andet' },
    ]);
  },
}));

describe("'Nyt trin' while the analyst types", () => {
  it('checks the step as it would be added and shows the problems in its files at the form, before anything is saved', async () => {
    const onTilfoej = vi.fn();
    const filerAf = vi.fn((nyt: { titel: string }) => ({ [MASKINE]: { states: { [nyt.titel.toLowerCase()]: {} } } }));
    render(<TrinNyFormular udkastId="u1" revision="0:0" faelles={[]} gemmer={false} onTilfoej={onTilfoej} filerAf={filerAf} />);
    // Nothing typed: nothing to check.
    await new Promise((r) => setTimeout(r, 700));
    expect(tjek).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Trinnets titel'), 'Kontakt');
    expect(await screen.findByText(/Trinnet mangler noget/)).toBeVisible();
    // What is said counts what the form shows; the problem elsewhere in the draft is counted apart.
    expect(
      screen.getByText(
        'Tjekket af dine ugemte ændringer fandt 1 fejl her og 1 fejl et andet sted i udkastet. Fejlene her står ved det, de handler om.',
      ),
    ).toBeVisible();
    // Only the problems in the files the step would save are shown at it.
    expect(screen.queryByText(/Andet/)).toBeNull();
    expect(tjek).toHaveBeenLastCalledWith({ [MASKINE]: { states: { kontakt: {} } } });
    expect(onTilfoej).not.toHaveBeenCalled();
  });
});
