import { describe, expect, it } from 'vitest';
import { emneAf } from './leveringer';

describe('emneAf', () => {
  it("keys a case's events by kind and id and a text's by its key, and names them as the page shows them", () => {
    expect(emneAf({ sag: 'anmodning', id: 12, status: 'Godkendt' })).toEqual({ emne: 'anmodning:12', tekst: 'Anmodning 12' });
    expect(emneAf({ sag: 'ansoegning', id: 7, status: 'Indsendt' })).toEqual({
      emne: 'ansoegning:7',
      tekst: 'Ansøgning om arbejdsmangel 7',
    });
    expect(emneAf({ noegle: 'forside:intro' })).toEqual({ emne: 'tekst:forside:intro', tekst: 'Tekst forside:intro' });
  });
});
