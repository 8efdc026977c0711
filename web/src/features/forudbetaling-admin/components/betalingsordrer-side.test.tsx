import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Betalingsordre } from '../api/hent-betalingsordrer';
import { BetalingsordrerSide } from './betalingsordrer-side';

const ordre = (anmodningId: number, eksporteret?: string): Betalingsordre => ({
  id: `${anmodningId}-fond`,
  anmodningId,
  fondId: 'fond',
  fondNavn: 'Industriens Fond',
  leverandoerCvr: '12345678',
  leverandoerNavn: 'Kursus ApS',
  kreditorNummer: '1001',
  fakturaNummer: `F-${anmodningId}`,
  beloeb: 1200,
  oprettet: '2026-11-20T09:00:00.000Z',
  ...(eksporteret && { eksporteret }),
});

const hentet = <T,>(data: T) => ({ data, fejl: undefined, indlaeser: false, genindlaes: () => {} });
vi.mock('../api/hent-betalingsordrer', async (original) => ({
  ...(await original()),
  useBetalingsordrer: () => hentet([ordre(7, '2026-11-21T13:30:00.000Z'), ordre(9)]),
}));
vi.mock('../api/hent-fonde', () => ({ useFonde: () => hentet([]) }));

describe('BetalingsordrerSide', () => {
  it('says an order is exported once, with its time, to the eye and to a screen reader alike', () => {
    render(
      <MemoryRouter>
        <BetalingsordrerSide />
      </MemoryRouter>,
    );
    const [eksporteretCelle, nyCelle] = ['7', '9'].map((id) => screen.getByRole('link', { name: id }).closest('tr')!.lastElementChild!);
    expect(eksporteretCelle!.textContent).toMatch(/^Eksporteret \d{2}\.\d{2}\.2026/);
    expect(eksporteretCelle!.textContent!.match(/eksporteret/gi)).toHaveLength(1);
    // A narrow screen names a cell by its data-etiket; this cell names itself.
    expect(eksporteretCelle).not.toHaveAttribute('data-etiket');
    expect(within(nyCelle as HTMLElement).getByText('Ikke eksporteret')).toBeInTheDocument();
  });
});
