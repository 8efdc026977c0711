import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Kvittering } from './kvittering';

const vis = (anmodningId: number | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Kvittering anmodningId={anmodningId} />
    </MemoryRouter>,
  );

// Issue 36: the receipt said nothing a person could quote when they call the secretariat.
describe('the prepayment wizard’s receipt', () => {
  it("shows the request's number in the success alert, and asks to quote it", () => {
    const html = vis(42);
    document.body.innerHTML = html;
    const alert = document.querySelector('[role="alert"]')?.textContent ?? '';
    expect(alert).toContain('Din anmodning er modtaget');
    expect(alert).toContain('Anmodningsnummer: 42');
    expect(alert).toContain('Oplys anmodningsnummeret, hvis du kontakter sekretariatet om anmodningen.');
    expect(html).toContain('href="/app/forudbetaling/anmodning/42"');
  });

  it('claims no number when it does not know one', () => {
    const html = vis(null);
    expect(html).toContain('Din anmodning er modtaget');
    expect(html).not.toMatch(/Anmodningsnummer|anmodningsnummeret/);
  });
});
