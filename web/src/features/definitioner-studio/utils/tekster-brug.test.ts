import { describe, expect, it } from 'vitest';
import { medTekst, passer, tekstBrug, tekstPoster } from './tekster-brug';

const live = {
  'content/ui/a.json': { 'a.knap': 'Godkend', 'a.titel': 'Overblik' },
  'content/tekster.json': { 'email:godkendt:emne': { type: 'text', beskrivelse: 'Emne', indhold: 'Godkendt' } },
  'workflows/sag.machine.json': {
    id: 'sag',
    states: {
      Ny: { meta: { label: 'Ny', tekst: 'a.titel' }, on: { Godkend: { target: 'Ny', meta: { label: 'Godkend sag', email: 'godkendt' } } } },
    },
  },
  'schemas/x.ui.json': { felt: { 'ui:title': 'a.titel' } },
  'schemas/x.schema.json': { title: 'Formular X' },
};

describe("the wording editor's texts", () => {
  it('lists every fixed and default text with its wording in the draft and the live version (undefined when new)', () => {
    const udkast = { ...live, 'content/ui/a.json': { ...live['content/ui/a.json'], 'a.knap': 'Godkend nu', 'a.ny': 'Ny' } };
    expect(tekstPoster(udkast, live)).toEqual([
      { sti: 'content/tekster.json', noegle: 'email:godkendt:emne', tekst: 'Godkendt', frigivet: 'Godkendt' },
      { sti: 'content/ui/a.json', noegle: 'a.knap', tekst: 'Godkend nu', frigivet: 'Godkend' },
      { sti: 'content/ui/a.json', noegle: 'a.titel', tekst: 'Overblik', frigivet: 'Overblik' },
      { sti: 'content/ui/a.json', noegle: 'a.ny', tekst: 'Ny', frigivet: undefined },
    ]);
    const [post] = tekstPoster(live, live).filter((p) => p.noegle === 'a.knap');
    expect(passer(post!, 'godkend')).toBe(true);
    expect(passer(post!, 'A.KNAP godk')).toBe(true);
    expect(passer(post!, 'afvis')).toBe(false);
  });

  it("says where each text is used: the files that name its key, the button whose e-mail it is, else the portal's screens", () => {
    const brug = tekstBrug(live);
    expect(brug('a.titel')).toEqual(['Opstillingen af formularen "Formular X"', 'Arbejdsgangen "sag"']);
    expect(brug('email:godkendt:emne')).toEqual(['E-mailen, når der trykkes på "Godkend sag" i Arbejdsgangen "sag"']);
    expect(brug('a.knap')).toEqual(['portalens skærmbilleder (koden nævner den)']);
  });

  it("sets one text's wording in its file, a default text keeping its type and description, and removes a new one put back", () => {
    expect(medTekst(live['content/ui/a.json'], 'content/ui/a.json', 'a.knap', 'Ja')).toEqual({ 'a.knap': 'Ja', 'a.titel': 'Overblik' });
    expect(medTekst(live['content/tekster.json'], 'content/tekster.json', 'email:godkendt:emne', 'Hej')).toEqual({
      'email:godkendt:emne': { type: 'text', beskrivelse: 'Emne', indhold: 'Hej' },
    });
    expect(medTekst({ 'a.ny': 'x' }, 'content/ui/a.json', 'a.ny', undefined)).toEqual({});
  });
});
