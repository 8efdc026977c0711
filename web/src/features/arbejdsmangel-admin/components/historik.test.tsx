import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Status } from '../api/hent-ansoegning';
import { Historik } from './historik';
import { StatusMaerke } from './status-maerke';

// A status the live workflow (and the bundle) no longer has: only the server knows its label.
const I_BERO = 'SatIBero' as Status;

describe("the admin detail's status and history by the server's labels", () => {
  it("shows the status by the label of the case's own workflow version", () => {
    const html = renderToStaticMarkup(<StatusMaerke status={I_BERO} label="Sat i bero" />);
    expect(html).toContain('Sat i bero');
    expect(html).not.toContain('SatIBero');
  });

  it('shows a status change by the labels the server gives, also for a removed status', () => {
    const html = renderToStaticMarkup(
      <Historik
        historik={[
          {
            tidspunkt: '2026-11-20T09:00:00.000Z',
            af: 'Sara',
            handling: 'Sæt i bero',
            detaljer: { fra: 'Indsendt', til: 'SatIBero' },
            statusLabels: { fra: 'Modtaget', til: 'Sat i bero' },
          },
        ]}
      />,
    );
    expect(html).toContain('Status: Modtaget → Sat i bero');
    expect(html).not.toContain('SatIBero');
  });

  it('falls back to the bundled labels for an answer without them', () => {
    const html = renderToStaticMarkup(
      <Historik
        historik={[
          { tidspunkt: '2026-11-20T09:00:00.000Z', af: 'Sara', handling: 'Godkend', detaljer: { fra: 'Indsendt', til: 'Godkendt' } },
        ]}
      />,
    );
    expect(html).toContain('Status: Afventer attestering → Godkendt');
  });
});
