import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HEX_FARVE, kontrast } from '../../engine/kontrast';
import { FARVENAVNE, type TemaFarver } from '../tema/tema';
import { b } from './beskeder';
import type { DefinitionsFejl } from './tjek';

const FIL = join('content', 'tema.json');

// Bootstrap's light surfaces (card headers, striped rows) that text in the theme's colours lands on.
const LYS_FLADE = '#f8f9fa';

/**
 * The pairs of the theme's colours that meet on the pages, and the contrast WCAG 2.1 AA asks of
 * them: 4.5 for text (1.4.3), 3 for the focus ring against what is around it (1.4.11, 2.4.13) and for
 * the border that shows a control is one (1.4.11: inputs, selects, checkboxes and radios on the page
 * and on Bootstrap's light surfaces).
 */
const PAR: readonly [keyof TemaFarver, keyof TemaFarver | typeof LYS_FLADE, number][] = [
  ['tekstPaaPrimaer', 'primaer', 4.5],
  ['primaer', 'baggrund', 4.5],
  ['tekst', 'baggrund', 4.5],
  ['link', 'baggrund', 4.5],
  ['link', LYS_FLADE, 4.5],
  ['daempetTekst', 'baggrund', 4.5],
  ['daempetTekst', LYS_FLADE, 4.5],
  ['tekst', 'sidefod', 4.5],
  ['link', 'sidefod', 4.5],
  ['fokus', 'baggrund', 3],
  ['kontrolKant', 'baggrund', 3],
  ['kontrolKant', LYS_FLADE, 3],
];

/**
 * content/tema.json: a name, a logo that exists (svg or png), every colour as #rrggbb, and the
 * contrasts the portal's accessibility rests on, so an analyst's new colours cannot make it fail.
 */
export function tjekTema(tema: unknown, contentDir: string): DefinitionsFejl[] {
  const fejl = (problem: string, sti?: string) => ({ fil: FIL, ...(sti === undefined ? {} : { sti }), problem });
  if (tema === undefined) return [fejl(b('filenMangler'))];
  const { navn, logo, farver } = (typeof tema === 'object' && tema !== null ? tema : {}) as Record<string, unknown>;
  const problemer: DefinitionsFejl[] = [];
  if (typeof navn !== 'string' || navn.trim() === '') problemer.push(fejl(b('temaNavn')));
  if (typeof logo !== 'string' || !/\.(svg|png)$/i.test(logo) || logo.includes('..')) problemer.push(fejl(b('temaLogo')));
  else if (!existsSync(join(contentDir, logo))) problemer.push(fejl(b('temaLogoMangler', { logo })));
  const f = (typeof farver === 'object' && farver !== null ? farver : {}) as Record<string, unknown>;
  const ugyldige = FARVENAVNE.filter((navn) => typeof f[navn] !== 'string' || !HEX_FARVE.test(f[navn]));
  for (const farve of ugyldige) problemer.push(fejl(b('temaFarve', { farve }), `/farver/${farve}`));
  if (ugyldige.length > 0) return problemer;
  const farve = (navn: keyof TemaFarver | typeof LYS_FLADE) => (navn === LYS_FLADE ? LYS_FLADE : (f[navn] as string));
  for (const [forgrund, baggrund, kraevet] of PAR) {
    const maalt = kontrast(farve(forgrund), farve(baggrund));
    if (maalt < kraevet) {
      problemer.push(fejl(b('temaKontrast', { forgrund, baggrund, maalt: maalt.toFixed(2), kraevet }), `/farver/${forgrund}`));
    }
  }
  return problemer;
}
