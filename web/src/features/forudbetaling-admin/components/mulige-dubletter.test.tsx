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
      { anmodningId: 7, oprettetDen: '2026-11-20T09:00:00.000Z', status: 'Oprettet' as AnmodningStatus, statusLabel: 'Oprettet' },
      { anmodningId: 9, oprettetDen: '2026-11-21T13:30:00.000Z', status: 'Godkendt' as AnmodningStatus, statusLabel: 'Godkendt' },
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
          dubletter={[
            { anmodningId: 4, oprettetDen: '2026-11-20T09:00:00.000Z', status: 'Oprettet' as AnmodningStatus, statusLabel: 'Oprettet' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('alert-danger');
    expect(html).toContain('Samme faktura');
    expect(html).toContain('En faktura må kun betales én gang.');
    expect(html).toContain('href="/app/admin/forudbetaling/anmodning/4"');
  });

  it("labels each status as the server gives it, from that request's own workflow version", () => {
    const html = vis([
      {
        anmodningId: 5,
        oprettetDen: '2026-11-20T09:00:00.000Z',
        status: 'VenterPaaFond' as AnmodningStatus,
        statusLabel: 'Venter på fonden',
      },
    ]);
    expect(html).toContain('Venter på fonden');
    // Not the status's name, which the bundled workflow lacks.
    expect(html).not.toContain('VenterPaaFond');
  });

  it('shows nothing when there are none', () => {
    expect(vis([])).toBe('');
  });
});
