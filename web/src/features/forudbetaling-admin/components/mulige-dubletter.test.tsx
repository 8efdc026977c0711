import type { AnmodningStatus } from '@contract/forudbetaling';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MuligeDubletter } from './mulige-dubletter';
import type { MuligDublet } from '../api/hent-anmodning';

const vis = (dubletter: MuligDublet[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MuligeDubletter dubletter={dubletter} />
    </MemoryRouter>,
  );

describe('MuligeDubletter', () => {
  it('warns with a link to each possible duplicate and its status', () => {
    const html = vis([
      { anmodningId: 7, oprettetDen: '2026-11-20T09:00:00.000Z', status: 'Oprettet' as AnmodningStatus },
      { anmodningId: 9, oprettetDen: '2026-11-21T13:30:00.000Z', status: 'Godkendt' as AnmodningStatus },
    ]);
    expect(html).toContain('alert-warning');
    expect(html).toContain('Mulig dublet');
    expect(html).toContain('href="/app/admin/forudbetaling/anmodning/7"');
    expect(html).toContain('href="/app/admin/forudbetaling/anmodning/9"');
    expect(html).toMatch(/Anmodning nr\. 7 fra 20\.11\.2026/);
    expect(html).toContain('Godkendt');
  });

  it('warns in red of other live requests with the same invoice, each linked', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MuligeDubletter
          art="faktura"
          dubletter={[{ anmodningId: 4, oprettetDen: '2026-11-20T09:00:00.000Z', status: 'Oprettet' as AnmodningStatus }]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('alert-danger');
    expect(html).toContain('Samme faktura');
    expect(html).toContain('En faktura må kun betales én gang.');
    expect(html).toContain('href="/app/admin/forudbetaling/anmodning/4"');
  });

  it('shows nothing when there are none', () => {
    expect(vis([])).toBe('');
  });
});
