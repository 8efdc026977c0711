import { trinTilstande, type WizardConfig } from '@workflows/wizard-trin';
import { WIZARD_INDSENDELSER } from '@workflows/wizard-indsendelse';

/**
 * The studio's steps editor as files in, files out: the employee's wizard read from its machine JSON
 * (workflows/wizard-trin.ts), and a step added, moved or removed as the changed files of the draft
 * (path → new content, null deletes) — exactly the files README's 'Et nyt trin i medarbejderens
 * guide' has one write by hand: the machine, the step's schema and layout, and the request's schema.
 */

export const WIZARD = 'forudbetaling-wizard';
export const MASKINE = `workflows/${WIZARD}.machine.json`;
/** New steps' schemas are named as the wizard's own: forudbetaling-<step>. */
const PRAEFIKS = WIZARD.replace(/-wizard$/, '');
const INDSENDELSE = WIZARD_INDSENDELSER[WIZARD]!;

type Json = Record<string, unknown>;
type Filer = Readonly<Record<string, unknown>>;
/** The files a change writes: path → new JSON, null deletes the file. */
export type Aendringer = Record<string, unknown>;

/** A field a step collects: its name in the data, its title, whether the step requires it. */
export interface TrinFelt {
  navn: string;
  titel: string;
  paakraevet: boolean;
}

export interface Trin {
  /** The state's name in the machine (the address's ?trin=). */
  navn: string;
  titel: string;
  schema?: string;
  /** The schema's file, when the set has it. */
  schemaFil?: string;
  ui?: string;
  felter: TrinFelt[];
  /** A form step before the check page: it may be moved and removed (the check page and what follows it are fixed). */
  redigerbart: boolean;
}

/** The kinds of field a new one can be; `felter:<navn>` is a shared field of schemas/felter.schema.json. */
export const FELTTYPER = {
  tekst: { schema: { type: 'string', maxLength: 200 } },
  telefonnummer: { schema: { type: 'string', maxLength: 8, pattern: '^[0-9]{8}$' }, ui: { 'ui:options': { inputType: 'tel' } } },
  tal: { schema: { type: 'number' } },
  heltal: { schema: { type: 'integer' } },
  jaNej: { schema: { type: 'boolean' } },
} as const satisfies Record<string, { schema: Json; ui?: Json }>;
export type Felttype = keyof typeof FELTTYPER | `felter:${string}`;

export interface NytFelt {
  titel: string;
  type: Felttype;
  paakraevet: boolean;
  /** The Danish message when it is missing or wrong; none leaves the portal's own. */
  besked?: string;
}

export interface NytTrin {
  titel: string;
  felter: NytFelt[];
}

/** Why a change was refused: a text key of content/ui/studio-trin.json and its values. */
export interface TrinFejl {
  noegle:
    | 'studioTrin.fejl.titel'
    | 'studioTrin.fejl.navnFindes'
    | 'studioTrin.fejl.ingenFelter'
    | 'studioTrin.fejl.feltTitel'
    | 'studioTrin.fejl.feltDobbelt'
    | 'studioTrin.fejl.feltFindes'
    | 'studioTrin.fejl.ukendtType'
    | 'studioTrin.fejl.kanIkkeFlyttes'
    | 'studioTrin.fejl.ingenMaskine';
  vaerdier?: Record<string, string>;
}

export type Resultat = { aendringer: Aendringer } | { fejl: TrinFejl };

const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const kopi = <T>(v: T): T => structuredClone(v);

/**
 * Whether a step's form can be drawn in the editor: a layout naming a field of the portal's own
 * (`ui:field`: the course picker, the invoice upload) needs the wizard's screen around it (its lists and lookups).
 */
export function kanForhaandsvises(ui: unknown): boolean {
  if (Array.isArray(ui)) return ui.every(kanForhaandsvises);
  if (!erObjekt(ui)) return true;
  return Object.entries(ui).every(([k, v]) => k !== 'ui:field' && kanForhaandsvises(v));
}

/** The path of the schema with this $id in the set, if it has one. */
export function schemaFil(filer: Filer, id: string): string | undefined {
  return Object.keys(filer).find((sti) => sti.endsWith('.schema.json') && erObjekt(filer[sti]) && filer[sti]['$id'] === id);
}

const uiFil = (ui: string) => `schemas/${ui}.ui.json`;

/** A title as a name in the data: lower camel case, æ, ø, å written out ('Kontakt os' → 'kontaktOs'). */
export function somNavn(titel: string): string {
  const ord = titel
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const navn = ord.map((o, i) => (i === 0 ? o : o[0]!.toUpperCase() + o.slice(1))).join('');
  return /^[a-z]/.test(navn) ? navn : '';
}
const somFilnavn = (navn: string) => navn.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const maskineAf = (filer: Filer): WizardConfig | undefined => {
  const m = filer[MASKINE];
  return erObjekt(m) && erObjekt(m['states']) ? (m as unknown as WizardConfig) : undefined;
};

/** The fields a schema collects, with their titles (the name where it has none). */
function felterI(schema: unknown): TrinFelt[] {
  if (!erObjekt(schema) || !erObjekt(schema['properties'])) return [];
  const kraevet = Array.isArray(schema['required']) ? schema['required'] : [];
  return Object.entries(schema['properties']).map(([navn, p]) => ({
    navn,
    titel: erObjekt(p) && typeof p['title'] === 'string' ? p['title'] : navn,
    paakraevet: kraevet.includes(navn),
  }));
}

/** The wizard's steps in order, as the step indicator lists them. */
export function trinAf(filer: Filer): Trin[] {
  const maskine = maskineAf(filer);
  if (!maskine) return [];
  const navne = trinTilstande(maskine);
  const kontrol = navne.findIndex((n) => !maskine.states[n]?.meta?.schema);
  return navne.map((navn, i) => {
    const meta = maskine.states[navn]?.meta ?? {};
    const fil = meta.schema ? schemaFil(filer, meta.schema) : undefined;
    return {
      navn,
      titel: meta.titel ?? navn,
      ...(meta.schema ? { schema: meta.schema } : {}),
      ...(fil ? { schemaFil: fil } : {}),
      ...(meta.ui ? { ui: meta.ui } : {}),
      felter: fil ? felterI(filer[fil]) : [],
      redigerbart: meta.schema !== undefined && (kontrol < 0 || i < kontrol),
    };
  });
}

// ---- The machine's transitions around a step ------------------------------------------------------

type Overgang = Json & { target?: string };
type States = Record<string, Json & { on?: Record<string, Overgang | Overgang[]> }>;

const somListe = (o: Overgang | Overgang[] | undefined): Overgang[] => (o === undefined ? [] : Array.isArray(o) ? o : [o]);
/** A forward transition of the chain: FORTSAET to the next step; the jump back to the check page (kanGaaTil) is not. */
const erFremad = (o: Overgang) => o.target !== undefined && !erObjekt(o['guard']);

function fremad(states: States, fra: string | undefined, til: string, ny: string): void {
  if (fra === undefined) return;
  for (const o of somListe(states[fra]?.on?.['FORTSAET'])) if (erFremad(o) && o.target === til) o.target = ny;
}

/** Sets a state's TILBAGE to `til`, removes it when there is none, adds it (first, as the others have it) when there was none. */
function tilbage(states: States, navn: string, til: string | undefined, etiket: unknown): void {
  const tilstand = states[navn]!;
  const on = tilstand.on ?? {};
  if (til === undefined) {
    const { TILBAGE: _, ...resten } = on;
    tilstand.on = resten;
  } else if (erObjekt(on['TILBAGE'])) {
    (on['TILBAGE'] as Overgang).target = til;
  } else {
    tilstand.on = { TILBAGE: { target: til, meta: { label: etiket } }, ...on };
  }
}

/** A transition's label as the machine already words it (one source: the machine). */
function etiketFor(states: States, haendelse: string): unknown {
  for (const s of Object.values(states))
    for (const o of somListe(s.on?.[haendelse])) if (erObjekt(o['meta']) && o['meta']['label'] !== undefined) return o['meta']['label'];
  return undefined;
}

/** Takes a step out of the chain: the one before it goes on to the one after, which goes back to the one before. */
function frakobl(maskine: Json, raekke: string[], navn: string): string[] {
  const states = maskine['states'] as States;
  const i = raekke.indexOf(navn);
  const forrige = raekke[i - 1];
  const naeste = raekke[i + 1]!;
  fremad(states, forrige, navn, naeste);
  const naesteTilbage = states[naeste]?.on?.['TILBAGE'];
  if (erObjekt(naesteTilbage) && naesteTilbage.target === navn) tilbage(states, naeste, forrige, undefined);
  if (forrige === undefined) maskine['initial'] = naeste;
  return raekke.filter((n) => n !== navn);
}

/** Puts a step into the chain before `foer`: the inverse of frakobl. */
function tilkobl(maskine: Json, raekke: string[], navn: string, foer: string): string[] {
  const states = maskine['states'] as States;
  const i = raekke.indexOf(foer);
  const forrige = raekke[i - 1];
  const etiket = etiketFor(states, 'TILBAGE');
  fremad(states, forrige, foer, navn);
  tilbage(states, foer, navn, etiket);
  tilbage(states, navn, forrige, etiket);
  for (const o of somListe(states[navn]!.on?.['FORTSAET'])) if (erFremad(o)) o.target = foer;
  if (forrige === undefined) maskine['initial'] = navn;
  return [...raekke.slice(0, i), navn, ...raekke.slice(i)];
}

/** The states in the chain's new order; the states that are no step (the submission, the receipt) keep their places after. */
function ordnet(maskine: Json, raekke: string[]): void {
  const states = maskine['states'] as States;
  const oevrige = Object.keys(states).filter((n) => !raekke.includes(n));
  maskine['states'] = Object.fromEntries([...raekke, ...oevrige].filter((n) => n in states).map((n) => [n, states[n]]));
}

/** The chain the editor changes: the steps up to and with the check page. */
function kaede(maskine: WizardConfig): string[] {
  const navne = trinTilstande(maskine);
  const kontrol = navne.findIndex((n) => !maskine.states[n]?.meta?.schema);
  return kontrol < 0 ? navne : navne.slice(0, kontrol + 1);
}

// ---- The request's schema ----------------------------------------------------------------------

/** The request's schema (what the server validates the submission with) and its path. */
function anmodning(filer: Filer): { fil: string; schema: Json } | undefined {
  const fil = schemaFil(filer, INDSENDELSE.schema);
  return fil ? { fil, schema: kopi(filer[fil] as Json) } : undefined;
}

const egne = (felt: string) => !INDSENDELSE.kladdeFelter.includes(felt) && !INDSENDELSE.bodyFelter.includes(felt);

// ---- Changes ---------------------------------------------------------------------------------------

/**
 * A new form step before the check page: its schema and layout, its state with the transitions around
 * it, and its fields in the request's schema (required there as in the step, with the same message),
 * so a submission cannot fail on them.
 */
export function tilfoejTrin(filer: Filer, nyt: NytTrin): Resultat {
  const maskine = maskineAf(filer);
  if (!maskine) return { fejl: { noegle: 'studioTrin.fejl.ingenMaskine' } };
  const titel = nyt.titel.trim();
  const navn = somNavn(titel);
  if (navn === '') return { fejl: { noegle: 'studioTrin.fejl.titel' } };
  const id = `${PRAEFIKS}-${somFilnavn(navn)}`;
  const fil = `schemas/${id}.schema.json`;
  if (navn in maskine.states || schemaFil(filer, id) || filer[fil] !== undefined || filer[uiFil(id)] !== undefined) {
    return { fejl: { noegle: 'studioTrin.fejl.navnFindes', vaerdier: { titel } } };
  }
  if (nyt.felter.length === 0) return { fejl: { noegle: 'studioTrin.fejl.ingenFelter' } };
  const andres = new Set(trinAf(filer).flatMap((t) => t.felter.map((f) => f.navn)));
  const anm = anmodning(filer);
  const iAnmodning = new Set(erObjekt(anm?.schema['properties']) ? Object.keys(anm.schema['properties']) : []);

  const egenskaber: Json = {};
  const kraevet: string[] = [];
  const beskeder: Record<string, string> = {};
  const layout: Json = {};
  for (const felt of nyt.felter) {
    const feltTitel = felt.titel.trim();
    const feltNavn = somNavn(feltTitel);
    if (feltNavn === '') return { fejl: { noegle: 'studioTrin.fejl.feltTitel' } };
    if (feltNavn in egenskaber) return { fejl: { noegle: 'studioTrin.fejl.feltDobbelt', vaerdier: { titel: feltTitel } } };
    if (andres.has(feltNavn) || iAnmodning.has(feltNavn) || !egne(feltNavn)) {
      return { fejl: { noegle: 'studioTrin.fejl.feltFindes', vaerdier: { titel: feltTitel } } };
    }
    const type = feltSchema(filer, felt.type);
    if (!type) return { fejl: { noegle: 'studioTrin.fejl.ukendtType', vaerdier: { titel: feltTitel } } };
    const besked = felt.besked?.trim();
    const { type: jsonType, ...regler } = type.schema;
    egenskaber[feltNavn] = {
      ...(jsonType !== undefined ? { type: jsonType } : {}),
      title: feltTitel,
      ...regler,
      ...(besked ? { errorMessage: besked } : {}),
    };
    if (felt.paakraevet) kraevet.push(feltNavn);
    if (felt.paakraevet && besked) beskeder[feltNavn] = besked;
    if (type.ui) layout[feltNavn] = type.ui;
  }

  const schema: Json = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: id,
    title: titel,
    type: 'object',
    ...(kraevet.length > 0 ? { required: kraevet } : {}),
    properties: egenskaber,
    ...(Object.keys(beskeder).length > 0 ? { errorMessage: { required: beskeder } } : {}),
  };

  const ny = kopi(maskine) as unknown as Json;
  const states = ny['states'] as States;
  const raekke = kaede(maskine);
  const foer = raekke[raekke.length - 1]!;
  states[navn] = {
    meta: { titel, schema: id, ui: id },
    on: {
      FORTSAET: [
        { guard: 'trinErGyldigt', target: foer, actions: 'markerForsoegt', meta: { label: etiketFor(states, 'FORTSAET') } },
        { actions: 'markerForsoegt' },
      ],
    },
  };
  ordnet(ny, tilkobl(ny, raekke, navn, foer));

  const aendringer: Aendringer = { [fil]: schema, [uiFil(id)]: layout, [MASKINE]: ny };
  if (anm) {
    const s = anm.schema;
    s['properties'] = { ...(erObjekt(s['properties']) ? s['properties'] : {}), ...egenskaber };
    if (kraevet.length > 0) s['required'] = [...(Array.isArray(s['required']) ? s['required'] : []), ...kraevet];
    if (Object.keys(beskeder).length > 0) {
      const em = erObjekt(s['errorMessage']) ? s['errorMessage'] : {};
      s['errorMessage'] = { ...em, required: { ...(erObjekt(em['required']) ? em['required'] : {}), ...beskeder } };
    }
    aendringer[anm.fil] = s;
  }
  return { aendringer };
}

/** A field type's schema (a shared field by its $ref) and layout. */
function feltSchema(filer: Filer, type: Felttype): { schema: Json; ui?: Json } | undefined {
  if (type.startsWith('felter:')) {
    const navn = type.slice('felter:'.length);
    const felter = filer['schemas/felter.schema.json'];
    const def = erObjekt(felter) && erObjekt(felter['definitions']) ? felter['definitions'][navn] : undefined;
    return def === undefined ? undefined : { schema: { $ref: `felter#/definitions/${navn}` } };
  }
  const kendt = (FELTTYPER as Record<string, { schema: Json; ui?: Json }>)[type];
  return kendt ? kopi(kendt) : undefined;
}

/** The shared fields a new field can be (schemas/felter.schema.json's definitions). */
export function faellesFelter(filer: Filer): string[] {
  const felter = filer['schemas/felter.schema.json'];
  return erObjekt(felter) && erObjekt(felter['definitions']) ? Object.keys(felter['definitions']) : [];
}

/**
 * A step taken away: its state (the steps around it joined), its schema and layout when no other
 * state uses them, and from the request's schema the fields that only it collected.
 */
export function fjernTrin(filer: Filer, navn: string): Resultat {
  const maskine = maskineAf(filer);
  if (!maskine) return { fejl: { noegle: 'studioTrin.fejl.ingenMaskine' } };
  const alle = trinAf(filer);
  const trin = alle.find((t) => t.navn === navn);
  if (!trin?.redigerbart) return { fejl: { noegle: 'studioTrin.fejl.kanIkkeFlyttes', vaerdier: { titel: trin?.titel ?? navn } } };
  const ny = kopi(maskine) as unknown as Json;
  ordnet(ny, frakobl(ny, kaede(maskine), navn));
  delete (ny['states'] as States)[navn];
  const aendringer: Aendringer = { [MASKINE]: ny };

  const oevrige = Object.entries(maskine.states).filter(([n]) => n !== navn);
  if (trin.schemaFil && !oevrige.some(([, s]) => s.meta?.schema === trin.schema)) aendringer[trin.schemaFil] = null;
  if (trin.ui && filer[uiFil(trin.ui)] !== undefined && !oevrige.some(([, s]) => s.meta?.ui === trin.ui)) {
    aendringer[uiFil(trin.ui)] = null;
  }

  const andres = new Set(alle.filter((t) => t.navn !== navn).flatMap((t) => t.felter.map((f) => f.navn)));
  const kunDette = trin.felter.map((f) => f.navn).filter((f) => egne(f) && !andres.has(f));
  const anm = anmodning(filer);
  if (anm && kunDette.length > 0) {
    const s = anm.schema;
    if (erObjekt(s['properties'])) for (const f of kunDette) delete s['properties'][f];
    if (Array.isArray(s['required'])) s['required'] = s['required'].filter((f) => !kunDette.includes(f as string));
    const em = s['errorMessage'];
    if (erObjekt(em) && erObjekt(em['required'])) for (const f of kunDette) delete em['required'][f];
    aendringer[anm.fil] = s;
  }
  return { aendringer };
}

/** A form step one place up (-1) or down (1) among the form steps before the check page. */
export function flytTrin(filer: Filer, navn: string, retning: -1 | 1): Resultat {
  const maskine = maskineAf(filer);
  if (!maskine) return { fejl: { noegle: 'studioTrin.fejl.ingenMaskine' } };
  const alle = trinAf(filer);
  const redigerbare = alle.filter((t) => t.redigerbart).map((t) => t.navn);
  const i = redigerbare.indexOf(navn);
  const j = i + retning;
  if (i < 0 || j < 0 || j >= redigerbare.length) {
    return { fejl: { noegle: 'studioTrin.fejl.kanIkkeFlyttes', vaerdier: { titel: alle.find((t) => t.navn === navn)?.titel ?? navn } } };
  }
  const ny = kopi(maskine) as unknown as Json;
  const uden = frakobl(ny, kaede(maskine), navn);
  // Before the step now at j, or (down) before the one after it.
  const foer = retning < 0 ? redigerbare[j]! : uden[uden.indexOf(redigerbare[j]!) + 1]!;
  ordnet(ny, tilkobl(ny, uden, navn, foer));
  return { aendringer: { [MASKINE]: ny } };
}

/** The step a check problem is about: by its state in the machine, its schema or layout file, or a field it collects. */
export function trinForFejl(filer: Filer, fejl: { fil: string; sti: string }): string | undefined {
  const alle = trinAf(filer);
  if (fejl.fil === MASKINE) return /^\/states\/([^/]+)/.exec(fejl.sti)?.[1];
  const trin = alle.find((t) => t.schemaFil === fejl.fil || (t.ui !== undefined && uiFil(t.ui) === fejl.fil));
  if (trin) return trin.navn;
  const anm = anmodning(filer);
  if (anm?.fil === fejl.fil) {
    const m = /^\/(?:required\/(\d+)|properties\/([^/]+))/.exec(fejl.sti);
    const felt = m?.[1] !== undefined ? (anm.schema['required'] as unknown[] | undefined)?.[Number(m[1])] : m?.[2];
    return alle.find((t) => t.felter.some((f) => f.navn === felt))?.navn;
  }
  return undefined;
}
