import type { AnmodningStatus } from '@contract/forudbetaling';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnmodningOplysninger } from './anmodning-oplysninger';
import { Historik } from './historik';

describe("the prepayment admin detail's status and history by the server's labels", () => {
  it("shows the status by the label of the request's own workflow version", () => {
    const html = renderToStaticMarkup(
      <AnmodningOplysninger
        detalje={{
          id: 7,
          created: '2026-11-20T09:00:00.000Z',
          status: 'Venter' as AnmodningStatus,
          statusLabel: 'Venter på fonden',
          fond: 'Fonden',
          beloebIalt: 100,
        }}
      />,
    );
    expect(html).toContain('Venter på fonden');
  });

  it('shows a status change by the labels the server gives, not the raw names', () => {
    const html = renderToStaticMarkup(
      <Historik
        detalje={{
          historik: [
            {
              tidspunkt: '2026-11-20T09:00:00.000Z',
              af: 'Sara',
              handling: 'Sæt på venteliste',
              detaljer: { fra: 'Oprettet', til: 'Venter' },
              statusLabels: { fra: 'Oprettet', til: 'Venter på fonden' },
            },
          ],
          journal: [],
          sendteEmails: [],
        }}
      />,
    );
    expect(html).toContain('Status: Oprettet → Venter på fonden');
    expect(html).not.toContain('til: Venter');
  });
});
