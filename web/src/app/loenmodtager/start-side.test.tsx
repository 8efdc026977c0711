import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartSide } from './start-side';

/** The API as the start page meets it: who is logged in, the welcome text as an admin saved it, nothing else. */
function api(login: { type: 'loenmodtager' | null; navn: string | null }) {
  return vi.fn<typeof fetch>((input) => {
    const sti = String(input);
    const svar = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (sti.startsWith('/api/loginStatus.aspx')) return svar({ data: login });
    if (sti === `/api/Tekst/${encodeURIComponent('forside:velkomst')}`)
      return svar({ noegle: 'forside:velkomst', type: 'html', indhold: '<p>Redaktørens velkomst til lønmodtagere.</p>' });
    return svar({ title: 'Ikke fundet', status: 404 }, 404);
  });
}

beforeEach(() => vi.stubGlobal('fetch', api({ type: 'loenmodtager', navn: 'Mette Jensen' })));
afterEach(() => vi.unstubAllGlobals());

// Issue 36: forside:velkomst could be edited at /app/admin/tekst but no page showed it.
describe('the start page /app', () => {
  it('shows an employee the text forside:velkomst as it is saved', async () => {
    render(
      <MemoryRouter initialEntries={['/app']}>
        <StartSide />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Redaktørens velkomst til lønmodtagere.')).toBeInTheDocument();
  });
});
