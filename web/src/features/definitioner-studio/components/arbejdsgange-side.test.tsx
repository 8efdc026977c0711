import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import arbejdsmangel from '@workflows/arbejdsmangel-ansoegning.machine.json';
import { ArbejdsgangeSide } from './arbejdsgange-side';

const STI = 'workflows/arbejdsmangel-ansoegning.machine.json';
const gem = vi.fn();
let revision = 0;
vi.mock('../api/gem-fil', () => ({
  gemFil: (...args: unknown[]) => {
    gem(...args);
    revision += 1;
    return Promise.resolve({ sti: args[1], version: revision });
  },
}));
// The draft as it was read once: this test never lets it be read anew, as a slow answer would not be yet.
// Each answer is one object, as useHent keeps its answer until it is read again.
vi.mock('../api/hent-udkast', () => {
  const svar = {
    data: {
      id: 'u1',
      titel: 'Udkast',
      forfatter: 'analytiker',
      oprettet: '',
      grundversion: 1,
      filer: [],
      historik: [],
      udgivesAfAnden: true,
    },
    indlaeser: false,
  };
  return { useUdkast: () => svar };
});
vi.mock('../api/hent-live', async () => {
  const { default: maskine } = await import('@workflows/arbejdsmangel-ansoegning.machine.json');
  const svar = { data: { version: 1, filer: { 'workflows/arbejdsmangel-ansoegning.machine.json': maskine } }, indlaeser: false };
  return { useLive: () => svar };
});
vi.mock('../api/hent-udkast-arbejdsgange', () => {
  const svar = {
    data: [{ id: 'arbejdsmangel-ansoegning', fil: 'arbejdsmangel-ansoegning.machine.json', titel: 'Arbejdsmangel', diagram: null }],
    indlaeser: false,
  };
  return { useUdkastArbejdsgange: () => svar };
});
// The saved draft has no problem; unsaved edits of the machine give one at an action (its pointer) that names no state,
// and one in another file.
const tjek = vi.fn();
vi.mock('../api/tjek-udkast', () => ({
  tjekUdkast: (_id: string, ugemte?: Record<string, unknown>) => {
    tjek(ugemte);
    return Promise.resolve(
      ugemte
        ? [
            {
              fil: 'workflows/arbejdsmangel-ansoegning.machine.json',
              sti: '/states/Afvist/on/RegistrerGodkendtAfSekretariatet',
              besked: 'Knappen er forkert',
            },
            // Elsewhere in the draft: not shown on this page, so counted apart.
            { fil: 'content/tekster.json', sti: '', besked: 'Andet sted' },
          ]
        : [],
    );
  },
}));

/** The workflow editor of draft u1, as its route draws it. */
const visSiden = () =>
  render(
    <MemoryRouter initialEntries={['/u/u1']}>
      <Routes>
        <Route path="/u/:id" element={<ArbejdsgangeSide />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the workflow editor page', () => {
  it('builds each change on the one it saved before, with that revision, before the draft is read anew', async () => {
    visSiden();
    const ny = within(await screen.findByRole('region', { name: 'Ny status' }));
    for (const [navn, label] of [
      ['AfventerDokumentation', 'Afventer dokumentation'],
      ['SatIBero', 'Sat i bero'],
    ]) {
      await userEvent.type(ny.getByLabelText('Navn (kun bogstaver a-z og tal)'), navn!);
      await userEvent.type(ny.getByLabelText('Label'), label!);
      await userEvent.click(ny.getByRole('button', { name: 'Tilføj status' }));
      await screen.findByText('Ændringen er gemt i udkastet.');
    }
    expect(gem).toHaveBeenCalledTimes(2);
    const [, sti, maskine, version] = gem.mock.calls[1] as [string, string, { states: object }, number];
    expect(sti).toBe(STI);
    expect(Object.keys(maskine.states)).toEqual([...Object.keys(arbejdsmangel.states), 'AfventerDokumentation', 'SatIBero']);
    expect(version).toBe(1);
  });

  it("checks an action's unsaved edits while the analyst types and shows the problem at the action its pointer names, before any save", async () => {
    gem.mockReset();
    visSiden();
    const knap = await screen.findByRole('button', { name: 'Handling Godkend ansøgning (Afvist → Godkendt)' });
    await userEvent.click(knap);
    await userEvent.selectOptions(screen.getByLabelText('Knappens farve'), 'danger');
    // What is said counts what the page shows; the problem in another file is counted apart, not shown here.
    await screen.findByText(
      'Tjekket af dine ugemte ændringer fandt 1 fejl her og 1 fejl et andet sted i udkastet. Fejlene her står ved det, de handler om.',
    );
    expect(screen.queryByText('Andet sted')).toBeNull();
    // At the action in the list (its count) and in its panel.
    expect(within(screen.getByRole('button', { name: /^Handling Godkend ansøgning \(Afvist → Godkendt\)/ })).getByText('1')).toBeVisible();
    expect(within(screen.getByRole('region', { name: /RegistrerGodkendtAfSekretariatet/ })).getByText('Knappen er forkert')).toBeVisible();
    expect(tjek).toHaveBeenLastCalledWith({ [STI]: expect.objectContaining({ states: expect.any(Object) }) });
    expect(gem).not.toHaveBeenCalled();
  });

  it('says the saved check and then the check of the unsaved edits in one live region that stays (the same node, live all along)', async () => {
    visSiden();
    const region = (await screen.findByText('Tjekket fandt ingen fejl.')).closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(await screen.findByRole('button', { name: 'Handling Godkend ansøgning (Afvist → Godkendt)' }));
    await userEvent.selectOptions(screen.getByLabelText('Knappens farve'), 'danger');
    const svar = await screen.findByText(
      'Tjekket af dine ugemte ændringer fandt 1 fejl her og 1 fejl et andet sted i udkastet. Fejlene her står ved det, de handler om.',
    );
    // The region it is said in is the one that said the saved check, and it is still live.
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(svar.closest('[aria-live]')).toBe(region);
    expect(screen.queryByText('Tjekket fandt ingen fejl.')).toBeNull();
  });
});
