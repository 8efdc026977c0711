import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Genudgivelsessvar } from '@contract/definitioner';
import { GenudgivKnap } from './genudgiv-knap';

const genudgiv = vi.fn();
let svar: Genudgivelsessvar = { version: 4 };
vi.mock('../api/genudgiv-version', () => ({
  genudgivVersion: (...args: unknown[]) => {
    genudgiv(...args);
    return Promise.resolve(svar);
  },
}));

/** The draft's page as far as this test needs it: where the rollback's draft opens, with the state it was sent. */
function Udkast() {
  const state = useLocation().state as { genudgivelse?: number } | null;
  return <h1>{`Udkast åbnet efter genudgivelse af ${state?.genudgivelse}`}</h1>;
}

function side(fireOejne: boolean, onGenudgivet = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/app/admin/definitioner/versioner']}>
      <Routes>
        <Route
          path="/app/admin/definitioner/versioner"
          element={<GenudgivKnap version={2} fireOejne={fireOejne} onGenudgivet={onGenudgivet} />}
        />
        <Route path="/app/admin/definitioner/udkast/:id" element={<Udkast />} />
      </Routes>
    </MemoryRouter>,
  );
  return onGenudgivet;
}

async function genudgivMedNote() {
  await userEvent.click(screen.getByRole('button', { name: 'Genudgiv version 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Genudgiv version 2' });
  return dialog;
}

describe("'Genudgiv'", () => {
  beforeEach(() => genudgiv.mockReset());

  it('with four eyes says the rollback becomes a draft another publishes, and opens that draft', async () => {
    svar = { udkast: { id: 'u-7', titel: 'Genudgiv version 2' }, fejl: [] };
    const onGenudgivet = side(true);
    const dialog = await genudgivMedNote();
    expect(dialog).toHaveTextContent('En anden analytiker eller administrator ser det igennem og udgiver det (fire øjne).');
    await userEvent.type(screen.getByLabelText('Note om ændringen'), 'Reglen var forkert');
    await userEvent.click(screen.getByRole('button', { name: 'Genudgiv' }));
    expect(genudgiv).toHaveBeenCalledWith(2, { note: 'Reglen var forkert' });
    expect(await screen.findByRole('heading', { name: 'Udkast åbnet efter genudgivelse af 2' })).toBeInTheDocument();
    expect(onGenudgivet).not.toHaveBeenCalled();
  });

  it('without four eyes publishes at once and says which version it became', async () => {
    svar = { version: 4 };
    const onGenudgivet = side(false);
    const dialog = await genudgivMedNote();
    expect(dialog).toHaveTextContent('Version 2s filer udgives igen som en ny version, med samme tjek.');
    await userEvent.type(screen.getByLabelText('Note om ændringen'), 'Tilbage');
    await userEvent.click(screen.getByRole('button', { name: 'Genudgiv' }));
    await vi.waitFor(() => expect(onGenudgivet).toHaveBeenCalledWith(4));
  });

  it('asks for the note in Danish and sends nothing without it', async () => {
    side(true);
    await genudgivMedNote();
    await userEvent.click(screen.getByRole('button', { name: 'Genudgiv' }));
    expect(await screen.findByText('Skriv en note om ændringen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note om ændringen')).toHaveAttribute('aria-invalid', 'true');
    expect(genudgiv).not.toHaveBeenCalled();
  });
});
