import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAnsoegning, Status } from '../api/hent-ansoegning';
import { adminAnsoegning } from '../utils/testdata';
import { AnsoegningDetalje } from './ansoegning-detalje';

// The application as the server answers it: in a status the bundled workflow does not have, labelled by its own version.
const svar: AdminAnsoegning = {
  ...adminAnsoegning(),
  status: 'SatIBero' as Status,
  statusLabel: 'Sat i bero',
  historik: [
    {
      tidspunkt: '2026-11-23T10:00:00.000Z',
      af: 'Sara',
      handling: 'Sæt i bero',
      detaljer: { fra: 'Indsendt', til: 'SatIBero' },
      statusLabels: { fra: 'Afventer attestering', til: 'Sat i bero' },
    },
  ],
  tilladteHandlinger: [],
};

vi.mock('../api/hent-ansoegning', async (original) => ({
  ...(await original<object>()),
  useAnsoegning: () => ({ data: svar, fejl: undefined, indlaeser: false, genindlaes: () => undefined }),
}));
vi.mock('../../../shared/admin-konto/admin-konto', async (original) => ({ ...(await original<object>()), useMaa: () => false }));
vi.mock('./journal-ramme', () => ({ JournalRamme: () => null }));
vi.mock('./veu-link', () => ({ VeuLink: () => null }));

describe('AnsoegningDetalje', () => {
  it("shows the status and the history's status change by the server's labels, not the raw name", () => {
    render(
      <MemoryRouter initialEntries={['/7']}>
        <Routes>
          <Route path="/:id" element={<AnsoegningDetalje />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Sat i bero')[0]).toHaveClass('badge');
    expect(screen.getByText('Status: Afventer attestering → Sat i bero')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('SatIBero');
  });
});
