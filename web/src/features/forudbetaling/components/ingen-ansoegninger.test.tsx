import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IngenAnsoegninger } from './ingen-ansoegninger';

describe('IngenAnsoegninger', () => {
  it('says there is no approved, attested application when there is none', () => {
    render(<IngenAnsoegninger alleredeAnmodet={[]} />);
    expect(screen.getByText(/^Du har ingen ansøgninger, som er bevilget af fonden/)).toBeInTheDocument();
  });

  it('names each course left out for a request already made, instead of saying there is none', () => {
    render(<IngenAnsoegninger alleredeAnmodet={[{ id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' } }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Svejsning (ansøgningsnr. A-2026-001001): Der er allerede anmodet om forudbetaling for dette kursus.',
    );
    expect(screen.queryByText(/^Du har ingen ansøgninger/)).toBeNull();
  });
});
