import { describe, expect, it } from 'vitest';
import { haendelseTitel } from './haendelser';

describe('haendelseTitel', () => {
  it("names an event by its schema's Danish title", () => {
    expect(haendelseTitel('anmodning.status-aendret')).toBe('En anmodning om forudbetaling har skiftet status');
    expect(haendelseTitel('tekst.aendret')).toBe('En tekst på sitet er oprettet eller rettet');
  });
});
