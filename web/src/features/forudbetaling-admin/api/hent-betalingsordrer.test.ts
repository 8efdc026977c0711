import { describe, expect, it } from 'vitest';
import { filterQuery } from './hent-betalingsordrer';

describe("the payment orders list's filter as a query", () => {
  it('sends the parts that are set, eksporteret=false among them, and leaves the empty ones out', () => {
    expect(filterQuery({ fondId: 'fond-industri', eksporteret: 'false', fraDato: '2026-11-20', tilDato: '' }).toString()).toBe(
      'fondId=fond-industri&eksporteret=false&fraDato=2026-11-20',
    );
    expect(filterQuery({ fondId: '', fraDato: '', tilDato: '' }).toString()).toBe('');
  });

  it('encodes what it sends', () => {
    expect(filterQuery({ fondId: 'fond a&b=c' }).toString()).toBe('fondId=fond+a%26b%3Dc');
  });
});
