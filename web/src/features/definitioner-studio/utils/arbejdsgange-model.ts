import { t } from '@engine/tekster';

/**
 * The workflow editor's changes as pure functions: a machine of workflows/*.machine.json in, the
 * changed machine out (never the one given), or the Danish reason it cannot be so. They write exactly
 * the meta fields the portal reads (engine/workflow.ts, the status badges and buttons): a status's
 * `label`, `farve`, `behandles`, `type: "final"`; an action's `target`, `label`, `farve`, `bekraeft`,
 * `manuel`, `email`. A false flag and an empty choice are left out, as the machines in the repository do.
 */

export type Json = Record<string, unknown>;
export interface Overgang {
  target?: string;
  meta?: Json;
  [noegle: string]: unknown;
}
export interface Tilstand {
  meta?: Json;
  type?: string;
  on?: Record<string, Overgang>;
  [noegle: string]: unknown;
}
export interface Maskine {
  id: string;
  initial: string;
  states: Record<string, Tilstand>;
  [noegle: string]: unknown;
}

/** A refusal: which field it is about and the Danish message shown there. */
export interface ModelFejl {
  felt: string;
  besked: string;
}
export type Resultat = { maskine: Maskine } | { fejl: ModelFejl };

// The handling API takes an event by name, and the check wants the same of a state (server/definitioner/tjek.ts).
const NAVN = /^[A-Za-z][A-Za-z0-9]*$/;

const fejl = (felt: string, besked: string): { fejl: ModelFejl } => ({ fejl: { felt, besked } });
const kopi = (m: Maskine): Maskine => structuredClone(m);

/** Sets or removes keys: undefined, false and '' remove the key, anything else sets it (the key's place is kept). */
function medMeta(meta: Json | undefined, aendringer: Json): Json {
  const ny: Json = { ...meta };
  for (const [k, v] of Object.entries(aendringer)) {
    if (v === undefined || v === false || v === '') delete ny[k];
    else ny[k] = v;
  }
  return ny;
}

/** An action's transition as an object, however the file wrote it (a bare target string). */
function somOvergang(def: unknown): Overgang {
  return typeof def === 'string' ? { target: def } : ((def ?? {}) as Overgang);
}

function tjekNavn(navn: string): ModelFejl | undefined {
  return NAVN.test(navn) ? undefined : { felt: 'navn', besked: t('studioArbejdsgange.fejl.navn') };
}

function tjekLabel(label: string): ModelFejl | undefined {
  return label.trim() === '' ? { felt: 'label', besked: t('studioArbejdsgange.fejl.label') } : undefined;
}

/** A new status with its label; it has no actions until some are added. */
export function tilfoejTilstand(m: Maskine, navn: string, label: string): Resultat {
  const f = tjekNavn(navn) ?? tjekLabel(label);
  if (f) return { fejl: f };
  if (Object.hasOwn(m.states, navn)) return fejl('navn', t('studioArbejdsgange.fejl.tilstandFindes', { navn }));
  const ny = kopi(m);
  ny.states[navn] = { meta: { label: label.trim() } };
  return { maskine: ny };
}

export interface TilstandsValg {
  label: string;
  farve?: string;
  behandles: boolean;
  slut: boolean;
}

/** A status's label, badge colour, whether its cases wait for the secretariat, and whether it ends the case. */
export function saetTilstand(m: Maskine, navn: string, valg: TilstandsValg): Resultat {
  const f = tjekLabel(valg.label);
  if (f) return { fejl: f };
  const ny = kopi(m);
  const s = ny.states[navn]!;
  s.meta = medMeta(s.meta, { label: valg.label.trim(), farve: valg.farve, behandles: valg.behandles });
  if (valg.slut) s.type = 'final';
  else if (s.type === 'final') delete s.type;
  return { maskine: ny };
}

/** A status under a new name: every action leading to it, and the start, follow it. */
export function omdoebTilstand(m: Maskine, fra: string, til: string): Resultat {
  if (til === fra) return { maskine: kopi(m) };
  const f = tjekNavn(til);
  if (f) return { fejl: f };
  if (Object.hasOwn(m.states, til)) return fejl('navn', t('studioArbejdsgange.fejl.tilstandFindes', { navn: til }));
  const ny = kopi(m);
  // The states in their order, the renamed one in its old place.
  ny.states = Object.fromEntries(Object.entries(ny.states).map(([n, s]) => [n === fra ? til : n, s]));
  for (const s of Object.values(ny.states))
    for (const [h, def] of Object.entries(s.on ?? {})) {
      const o = somOvergang(def);
      if (o.target === fra) s.on![h] = { ...o, target: til };
    }
  if (ny.initial === fra) ny.initial = til;
  return { maskine: ny };
}

/** Removes a status and every action leading to it; the start cannot go. */
export function fjernTilstand(m: Maskine, navn: string): Resultat {
  if (m.initial === navn) return fejl('tilstand', t('studioArbejdsgange.fejl.start'));
  const ny = kopi(m);
  delete ny.states[navn];
  for (const s of Object.values(ny.states)) {
    if (!s.on) continue;
    for (const [h, def] of Object.entries(s.on)) if (somOvergang(def).target === navn) delete s.on[h];
    if (Object.keys(s.on).length === 0) delete s.on;
  }
  return { maskine: ny };
}

/** A new action from a status to another, with its button label. */
export function tilfoejHandling(m: Maskine, fra: string, navn: string, til: string, label: string): Resultat {
  const f = tjekNavn(navn) ?? tjekLabel(label);
  if (f) return { fejl: f };
  if (!Object.hasOwn(m.states, til)) return fejl('til', t('studioArbejdsgange.fejl.til'));
  if (Object.hasOwn(m.states[fra]?.on ?? {}, navn))
    return fejl('navn', t('studioArbejdsgange.fejl.handlingFindes', { tilstand: fra, navn }));
  const ny = kopi(m);
  const s = ny.states[fra]!;
  s.on = { ...s.on, [navn]: { target: til, meta: { label: label.trim() } } };
  return { maskine: ny };
}

export interface HandlingsValg {
  label: string;
  til: string;
  farve?: string;
  /** A key of a fixed text in content/ui. */
  bekraeft?: string;
  manuel: boolean;
  /** The name of an e-mail template (`email:{navn}:emne`/`:indhold` in content/tekster.json). */
  email?: string;
}

/** An action's button label, target, colour, confirmation, whether it is manual, and the e-mail it sends. */
export function saetHandling(m: Maskine, fra: string, navn: string, valg: HandlingsValg): Resultat {
  const f = tjekLabel(valg.label);
  if (f) return { fejl: f };
  if (!Object.hasOwn(m.states, valg.til)) return fejl('til', t('studioArbejdsgange.fejl.til'));
  const ny = kopi(m);
  const s = ny.states[fra]!;
  const o = somOvergang(s.on?.[navn]);
  const meta = medMeta(o.meta, {
    label: valg.label.trim(),
    bekraeft: valg.bekraeft,
    farve: valg.farve,
    manuel: valg.manuel,
    email: valg.email,
  });
  s.on = { ...s.on, [navn]: { ...o, target: valg.til, meta } };
  return { maskine: ny };
}

/** Removes one action from a status. */
export function fjernHandling(m: Maskine, fra: string, navn: string): Resultat {
  const ny = kopi(m);
  const s = ny.states[fra];
  if (s?.on) {
    delete s.on[navn];
    if (Object.keys(s.on).length === 0) delete s.on;
  }
  return { maskine: ny };
}

/** Where a removed or renamed status's cases go: the status itself is not a choice. */
export function tjekFlytTil(m: Maskine, fra: string, til: string): ModelFejl | undefined {
  return til === fra || !Object.hasOwn(m.states, til) ? { felt: 'flytTil', besked: t('studioArbejdsgange.fejl.flytTil') } : undefined;
}

/** A migration of workflows/migreringer/ (schemas/definitionsmigrering.schema.json). */
export interface Migrering {
  workflow: string;
  fra: string;
  tilstande: Record<string, string>;
}

/**
 * The migration moving the cases on version `fra` from one status to another, merged into the one the
 * set already has for that workflow and version (a migration maps every state of its version at once).
 * A mapping onto a status that is itself moved now follows it.
 */
export function medMigrering(eksisterende: Migrering | undefined, workflow: string, fra: string, gammel: string, ny: string): Migrering {
  const tilstande = Object.fromEntries(Object.entries(eksisterende?.tilstande ?? {}).map(([k, v]) => [k, v === gammel ? ny : v] as const));
  return { workflow, fra, tilstande: { ...tilstande, [gammel]: ny } };
}

/** The status and action a check problem is about, read from its JSON Pointer or, without one, from the names it quotes. */
export function fejlSted(m: Maskine, problem: { sti: string; besked: string }): { tilstand?: string; handling?: string } {
  const dele = problem.sti
    .split('/')
    .slice(1)
    .map((d) => d.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (dele[0] === 'states' && dele[1] !== undefined)
    return { tilstand: dele[1], ...(dele[2] === 'on' && dele[3] !== undefined ? { handling: dele[3] } : {}) };
  const citeret = [...problem.besked.matchAll(/"([A-Za-z][A-Za-z0-9]*)"/g)].map((x) => x[1]!);
  for (const [navn, s] of Object.entries(m.states)) {
    const handling = Object.keys(s.on ?? {}).find((h) => citeret.includes(h));
    if (handling && citeret.includes(navn)) return { tilstand: navn, handling };
  }
  const tilstand = citeret.find((c) => Object.hasOwn(m.states, c));
  return tilstand ? { tilstand } : {};
}

const SKABELONNAVN = /^[a-z][a-z0-9-]*$/;
const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The e-mail templates of content/tekster.json, by name (`email:{navn}:emne` and `:indhold`). */
export function emailSkabeloner(tekster: Json): string[] {
  return Object.keys(tekster)
    .flatMap((k) => /^email:(.+):emne$/.exec(k)?.[1] ?? [])
    .filter((navn) => Object.hasOwn(tekster, `email:${navn}:indhold`))
    .sort();
}

/**
 * content/tekster.json with a new e-mail template, as the existing ones are written: the subject as
 * text, the body as an html document, each paragraph of the analyst's text a paragraph (placeholders kept).
 */
export function medEmailSkabelon(
  tekster: Json,
  navn: string,
  emne: string,
  indhold: string,
  beskrivelse: string,
): { tekster: Json } | { fejl: ModelFejl } {
  if (!SKABELONNAVN.test(navn)) return fejl('emailNavn', t('studioArbejdsgange.fejl.emailNavn'));
  if (Object.hasOwn(tekster, `email:${navn}:emne`) || Object.hasOwn(tekster, `email:${navn}:indhold`))
    return fejl('emailNavn', t('studioArbejdsgange.fejl.emailFindes', { navn }));
  if (emne.trim() === '' || indhold.trim() === '') return fejl('emailEmne', t('studioArbejdsgange.fejl.emailTekst'));
  const afsnit = indhold
    .trim()
    .split(/\n\s*\n/)
    .map((a) => `<p>${escapeHtml(a.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const html = `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>${escapeHtml(emne.trim())}</title></head><body>${afsnit}</body></html>`;
  return {
    tekster: {
      ...tekster,
      [`email:${navn}:emne`]: { type: 'text', beskrivelse, indhold: emne.trim() },
      [`email:${navn}:indhold`]: { type: 'html', beskrivelse, indhold: html },
    },
  };
}

/** The content/ui file and key prefix of the confirmations a workflow already names (its page shows `meta.bekraeft`), if any. */
export function bekraeftelsesSted(m: Maskine, uiFiler: Readonly<Record<string, unknown>>): { fil: string; prefix: string } | undefined {
  const noegler = Object.values(m.states).flatMap((s) =>
    Object.values(s.on ?? {}).flatMap((o) => {
      const b = somOvergang(o).meta?.['bekraeft'];
      return typeof b === 'string' && b.includes('.bekraeft.') ? [b] : [];
    }),
  );
  for (const noegle of noegler)
    for (const [fil, indhold] of Object.entries(uiFiler))
      if (fil.startsWith('content/ui/') && indhold && typeof indhold === 'object' && Object.hasOwn(indhold, noegle))
        return { fil, prefix: noegle.slice(0, noegle.indexOf('.bekraeft.') + '.bekraeft.'.length) };
  return undefined;
}
