import { t } from '@engine/tekster';

type Filer = Readonly<Record<string, unknown>>;
type Obj = Record<string, unknown>;
const erObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file of the default texts (page texts and e-mail templates); the fixed texts lie under content/ui/. */
export const STANDARDTEKSTER = 'content/tekster.json';

/** One text of the set: its file, key, wording in the draft and in the live version (undefined: new). */
export interface TekstPost {
  sti: string;
  noegle: string;
  tekst: string;
  frigivet: string | undefined;
}

/** A text's wording: a fixed text is a string, a default text an object with `indhold`. */
export const ordlyd = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : erObj(v) && typeof v['indhold'] === 'string' ? v['indhold'] : undefined;

const erTekstFil = (sti: string) => sti === STANDARDTEKSTER || /^content\/ui\/[^/]+\.json$/.test(sti);

/** Every fixed text (content/ui) and default text (content/tekster.json) of the draft, by file and key. */
export function tekstPoster(filer: Filer, live: Filer): TekstPost[] {
  const poster: TekstPost[] = [];
  for (const sti of Object.keys(filer).filter(erTekstFil).sort()) {
    const fil = filer[sti];
    if (!erObj(fil)) continue;
    const liveFil = live[sti];
    for (const [noegle, v] of Object.entries(fil)) {
      const tekst = ordlyd(v);
      if (tekst === undefined) continue;
      poster.push({ sti, noegle, tekst, frigivet: erObj(liveFil) ? ordlyd(liveFil[noegle]) : undefined });
    }
  }
  return poster;
}

/** Whether a text's key or wording holds every word of a search, case aside. */
export function passer(post: TekstPost, soeg: string): boolean {
  const ord = soeg.toLocaleLowerCase('da').split(/\s+/).filter(Boolean);
  const i = `${post.noegle} ${post.tekst}`.toLocaleLowerCase('da');
  return ord.every((o) => i.includes(o));
}

/** A file of the set named for a person: a workflow by its title or id, a form or layout by its schema's title. */
function filNavn(sti: string, filer: Filer): string {
  const fil = filer[sti];
  if (sti.startsWith('workflows/') && erObj(fil)) {
    const meta = erObj(fil['meta']) ? fil['meta'] : {};
    return t('studioTekster.brug.arbejdsgang', { navn: String(meta['titel'] ?? fil['id'] ?? sti) });
  }
  const schema = filer[sti.replace(/\.ui\.json$/, '.schema.json')];
  const titel = erObj(schema) && typeof schema['title'] === 'string' ? schema['title'] : sti;
  if (sti.endsWith('.ui.json')) return t('studioTekster.brug.opstilling', { navn: titel });
  if (sti.endsWith('.schema.json')) return t('studioTekster.brug.formular', { navn: titel });
  return sti;
}

/** Each string anywhere in a file (keys of objects too), with the files it is in. */
function strengeIFiler(filer: Filer): Map<string, Set<string>> {
  const ud = new Map<string, Set<string>>();
  const tilfoej = (s: string, sti: string) => (ud.get(s) ?? ud.set(s, new Set()).get(s)!).add(sti);
  const besoeg = (v: unknown, sti: string) => {
    if (typeof v === 'string') tilfoej(v, sti);
    else if (Array.isArray(v)) for (const x of v) besoeg(x, sti);
    else if (erObj(v))
      for (const [k, x] of Object.entries(v)) {
        tilfoej(k, sti);
        besoeg(x, sti);
      }
  };
  for (const [sti, fil] of Object.entries(filer)) if (!erTekstFil(sti)) besoeg(fil, sti);
  return ud;
}

/** The buttons (transitions) whose `meta.email` names an e-mail template, with their workflow's name. */
function emailKnapper(filer: Filer): Map<string, string[]> {
  const ud = new Map<string, string[]>();
  for (const [sti, fil] of Object.entries(filer)) {
    if (!/^workflows\/[^/]+\.machine\.json$/.test(sti) || !erObj(fil) || !erObj(fil['states'])) continue;
    for (const tilstand of Object.values(fil['states'])) {
      if (!erObj(tilstand) || !erObj(tilstand['on'])) continue;
      for (const [haendelse, o] of Object.entries(tilstand['on'])) {
        const meta = erObj(o) && erObj(o['meta']) ? o['meta'] : {};
        if (typeof meta['email'] !== 'string') continue;
        const linje = t('studioTekster.brug.email', { knap: String(meta['label'] ?? haendelse), arbejdsgang: filNavn(sti, filer) });
        ud.set(meta['email'], [...new Set([...(ud.get(meta['email']) ?? []), linje])]);
      }
    }
  }
  return ud;
}

/**
 * Where each text is used, as far as the set's files say it: a workflow, form or layout that names its
 * key, the button whose e-mail it is; else the portal's screens (its code names it).
 */
export function tekstBrug(filer: Filer): (noegle: string) => string[] {
  const strenge = strengeIFiler(filer);
  const emails = emailKnapper(filer);
  return (noegle) => {
    const email = /^email:(.+):(?:emne|indhold)$/.exec(noegle)?.[1];
    const brug = [
      ...(email !== undefined ? (emails.get(email) ?? []) : []),
      ...[...(strenge.get(noegle) ?? [])].sort().map((sti) => filNavn(sti, filer)),
    ];
    return brug.length > 0 ? [...new Set(brug)] : [t('studioTekster.brug.skaerme')];
  };
}

/** A text file with one text's wording set (a default text keeps its type and description), or, with undefined, removed. */
export function medTekst(fil: unknown, sti: string, noegle: string, tekst: string | undefined): Record<string, unknown> {
  const kopi: Obj = { ...(erObj(fil) ? fil : {}) };
  if (tekst === undefined) delete kopi[noegle];
  else if (sti === STANDARDTEKSTER) kopi[noegle] = { ...(erObj(kopi[noegle]) ? kopi[noegle] : { type: 'text' }), indhold: tekst };
  else kopi[noegle] = tekst;
  return kopi;
}
