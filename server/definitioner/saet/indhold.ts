import type { Tekst } from '../../tekst/tekster';
import type { Tema } from '../../tema/tema';
import type { Saet } from './filer';
import { aktueltSaet } from './kontekst';

// Per published version: its fixed texts (every content/ui file) in one map.
const uiTeksterPerSaet = new WeakMap<Saet, ReadonlyMap<string, string>>();

function uiTekster(saet: Saet): ReadonlyMap<string, string> {
  let tekster = uiTeksterPerSaet.get(saet);
  if (!tekster) {
    const alle = new Map<string, string>();
    for (const [sti, fil] of Object.entries(saet.filer)) {
      if (!sti.startsWith('content/ui/') || typeof fil !== 'object' || fil === null) continue;
      for (const [k, v] of Object.entries(fil)) if (typeof v === 'string') alle.set(k, v);
    }
    uiTeksterPerSaet.set(saet, (tekster = alle));
  }
  return tekster;
}

/** A fixed text (content/ui) by key in the definitions live now; undefined for a key the set lacks. */
export const uiTekst = (noegle: string): string | undefined => uiTekster(aktueltSaet()).get(noegle);

const aendringerPerSaet = new WeakMap<Saet, Readonly<Record<string, string>>>();

/**
 * The fixed texts the definitions live now word otherwise than `bygget`, the set the web app was built
 * from: what a page of the web app needs beside its bundle to say what is published (usually nothing).
 */
export function uiTekstAendringer(bygget: Saet): Readonly<Record<string, string>> {
  const saet = aktueltSaet();
  if (saet === bygget) return {};
  let aendringer = aendringerPerSaet.get(saet);
  if (!aendringer) {
    const foer = uiTekster(bygget);
    aendringer = Object.fromEntries([...uiTekster(saet)].filter(([k, v]) => foer.get(k) !== v));
    aendringerPerSaet.set(saet, aendringer);
  }
  return aendringer;
}

/** The site's default texts (content/tekster.json) in the definitions live now. */
export const standardtekster = (): Readonly<Record<string, Tekst>> =>
  (aktueltSaet().filer['content/tekster.json'] ?? {}) as Record<string, Tekst>;

/** The fund's theme (content/tema.json) in the definitions live now. */
export const tema = (): Tema => aktueltSaet().filer['content/tema.json'] as Tema;
