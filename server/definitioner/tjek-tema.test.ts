import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tjekTema } from './tjek-tema';

const contentDir = resolve(import.meta.dirname, '../../content');
const gyldig = () => ({
  navn: 'Fondsportalen',
  logo: 'tema/logo.svg',
  farver: {
    primaer: '#1b4a7a',
    tekstPaaPrimaer: '#ffffff',
    link: '#17589b',
    tekst: '#212529',
    daempetTekst: '#595f66',
    baggrund: '#ffffff',
    sidefod: '#eef1f4',
    kontrolKant: '#7a8189',
    fokus: '#0b0c0c',
  },
});
const problemer = (tema: unknown, dir = contentDir) => tjekTema(tema, dir).map((f) => f.problem);

const tomMappe = mkdtempSync(join(tmpdir(), 'fond-tema-'));
afterAll(() => rmSync(tomMappe, { recursive: true, force: true }));

describe('tjekTema', () => {
  it('accepts the theme of the repository', () => {
    expect(problemer(gyldig())).toEqual([]);
  });

  it('names a missing file, and a theme that is not an object', () => {
    expect(tjekTema(undefined, contentDir)).toEqual([{ fil: 'content/tema.json', problem: 'filen mangler' }]);
    expect(problemer(null)).toContain('"navn" skal være portalens navn (en tekst)');
  });

  it('refuses an empty name and a logo that is not an svg or png under content/, or not there', () => {
    expect(problemer({ ...gyldig(), navn: ' ' })).toEqual(['"navn" skal være portalens navn (en tekst)']);
    expect(problemer({ ...gyldig(), logo: 'tema/logo.gif' })).toEqual(['"logo" skal være stien til en svg- eller png-fil under content/']);
    expect(problemer({ ...gyldig(), logo: '../../etc/x.svg' })).toEqual([
      '"logo" skal være stien til en svg- eller png-fil under content/',
    ]);
    cpSync(join(contentDir, 'tema.json'), join(tomMappe, 'tema.json'));
    expect(problemer(gyldig(), tomMappe)).toEqual(['logoet "tema/logo.svg" findes ikke under content/']);
  });

  it('refuses a colour that is not #rrggbb, naming it', () => {
    const tema = gyldig();
    Object.assign(tema.farver, { link: 'blue', fokus: '#000' });
    delete (tema.farver as Partial<typeof tema.farver>).sidefod;
    expect(problemer(tema)).toEqual([
      'farven "link" skal angives som #rrggbb',
      'farven "sidefod" skal angives som #rrggbb',
      'farven "fokus" skal angives som #rrggbb',
    ]);
  });

  it("refuses Bootstrap's faint control border (1.3:1), naming the file and the colour's place in it", () => {
    const tema = gyldig();
    tema.farver.kontrolKant = '#dee2e6';
    expect(tjekTema(tema, contentDir)).toEqual([
      {
        fil: 'content/tema.json',
        sti: '/farver/kontrolKant',
        problem: '"kontrolKant" på "baggrund" har kontrasten 1.30:1, men skal have mindst 3:1 (WCAG 2.1 AA)',
      },
      {
        fil: 'content/tema.json',
        sti: '/farver/kontrolKant',
        problem: '"kontrolKant" på "#f8f9fa" har kontrasten 1.24:1, men skal have mindst 3:1 (WCAG 2.1 AA)',
      },
    ]);
    delete (tema.farver as Partial<typeof tema.farver>).kontrolKant;
    expect(tjekTema(tema, contentDir)).toEqual([
      { fil: 'content/tema.json', sti: '/farver/kontrolKant', problem: 'farven "kontrolKant" skal angives som #rrggbb' },
    ]);
  });

  it("refuses colours whose contrast fails WCAG 2.1 AA, e.g. a light blue and Bootstrap's grey", () => {
    const tema = gyldig();
    Object.assign(tema.farver, { primaer: '#3d8bfd', daempetTekst: '#6c757d', fokus: '#cccccc' });
    expect(problemer(tema)).toEqual([
      '"tekstPaaPrimaer" på "primaer" har kontrasten 3.33:1, men skal have mindst 4.5:1 (WCAG 2.1 AA)',
      '"primaer" på "baggrund" har kontrasten 3.33:1, men skal have mindst 4.5:1 (WCAG 2.1 AA)',
      '"daempetTekst" på "#f8f9fa" har kontrasten 4.45:1, men skal have mindst 4.5:1 (WCAG 2.1 AA)',
      '"fokus" på "baggrund" har kontrasten 1.61:1, men skal have mindst 3:1 (WCAG 2.1 AA)',
    ]);
  });
});
