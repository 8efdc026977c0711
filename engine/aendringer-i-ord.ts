import { t, type TekstNoegle } from './tekster';

/** A definition set: each file's path and its JSON (as server/definitioner/saet/filer.ts has it). */
type Filer = Readonly<Record<string, unknown>>;

/** One changed file and its changes in plain Danish, one line each. */
export interface FilAendring {
  sti: string;
  linjer: string[];
}

type Obj = Record<string, unknown>;
const erObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const tekst = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function kanonisk(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(kanonisk);
  if (erObj(v))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, kanonisk(v[k])]),
    );
  return v;
}
/** Whether two JSON values are the same, whatever their keys' order (the store need not keep it). */
const ens = (a: unknown, b: unknown): boolean => JSON.stringify(kanonisk(a)) === JSON.stringify(kanonisk(b));

/** A long wording cut short for one line. */
const kort = (s: string): string => (s.length > 60 ? `${s.slice(0, 59)}…` : s);

/** The keys a field's rules live in: a change to one is a rule, whatever the rule says. */
const REGLER = new Set([
  'minLength',
  'maxLength',
  'maxTegn',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'format',
  'formatMinimum',
  'formatMaximum',
  'formatExclusiveMinimum',
  'formatExclusiveMaximum',
  'minItems',
  'maxItems',
  'oneOf',
]);
/** A field's own keys that are not its children, a rule, its message, title, type or required list. */
const EGNE_UNDTAGET = new Set([...REGLER, 'properties', 'items', 'errorMessage', 'title', 'type', 'required', 'definitions']);

/** A schema's fields by their path (`properties/a/properties/b`, `definitions/x`), items' fields included. */
function felter(schema: unknown, sti = '', ud = new Map<string, Obj>()): Map<string, Obj> {
  if (!erObj(schema)) return ud;
  for (const del of ['properties', 'definitions'] as const) {
    const boern = schema[del];
    if (!erObj(boern)) continue;
    for (const [navn, felt] of Object.entries(boern)) {
      if (!erObj(felt)) continue;
      const under = `${sti}${del}/${navn}`;
      ud.set(under, felt);
      felter(felt, `${under}/`, ud);
    }
  }
  if (erObj(schema['items'])) felter(schema['items'], `${sti}items/`, ud);
  return ud;
}

/** The titles shared fields (felter#/definitions/x) get where a form uses them: `felter#/definitions/x` → title. */
function deltTitler(saet: Filer): Map<string, string> {
  const titler = new Map<string, string>();
  const besoeg = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(besoeg);
    if (!erObj(v)) return;
    const ref = tekst(v['$ref']);
    const titel = tekst(v['title']);
    if (ref && titel && !titler.has(ref)) titler.set(ref, titel);
    Object.values(v).forEach(besoeg);
  };
  for (const [sti, fil] of Object.entries(saet)) if (sti.startsWith('schemas/') && sti.endsWith('.schema.json')) besoeg(fil);
  return titler;
}

/** A field's name for a person: its title, else the title a form gives the shared field, else its key. */
function feltNavn(sti: string, felt: Obj | undefined, schemaId: string | undefined, delte: Map<string, string>): string {
  const navn = sti.split('/').pop()!;
  return (
    tekst(felt?.['title']) ??
    (sti.startsWith('definitions/') && schemaId ? delte.get(`${schemaId}#/${sti}`) : undefined) ??
    delte.get(tekst(felt?.['$ref']) ?? '') ??
    navn
  );
}

function schemaAendringer(foer: Obj, efter: Obj, delte: Map<string, string>): string[] {
  const linjer: string[] = [];
  const id = tekst(efter['$id']) ?? tekst(foer['$id']);
  const a = felter(foer);
  const b = felter(efter);
  const navn = (sti: string) => feltNavn(sti, b.get(sti) ?? a.get(sti), id, delte);
  // Whether a path's parent requires it, the schema's own root included.
  const paakraevet = (felterne: Map<string, Obj>, rod: Obj, sti: string): boolean => {
    const dele = sti.split('/');
    const foraelder = dele.length > 2 ? felterne.get(dele.slice(0, -2).join('/')) : rod;
    const required = foraelder?.['required'];
    return Array.isArray(required) && required.includes(dele.at(-1));
  };
  for (const sti of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(sti);
    const y = b.get(sti);
    const felt = navn(sti);
    if (!x) {
      linjer.push(t('studioTekster.aendring.feltTilfoejet', { felt }));
      continue;
    }
    if (!y) {
      linjer.push(t('studioTekster.aendring.feltFjernet', { felt }));
      continue;
    }
    const foerTitel = feltNavn(sti, x, id, delte);
    if (tekst(x['title']) !== tekst(y['title']) && y['title'] !== undefined && foerTitel !== felt)
      linjer.push(t('studioTekster.aendring.feltOmdoebt', { felt: foerTitel, ny: felt }));
    const var_ = paakraevet(a, foer, sti);
    const er = paakraevet(b, efter, sti);
    if (!var_ && er) linjer.push(t('studioTekster.aendring.feltPaakraevet', { felt }));
    if (var_ && !er) linjer.push(t('studioTekster.aendring.feltIkkePaakraevet', { felt }));
    if (!ens(x['type'], y['type'])) linjer.push(t('studioTekster.aendring.feltType', { felt }));
    const regler = [...REGLER].filter((r) => !ens(x[r], y[r]));
    const nye = regler.length > 0 && regler.every((r) => x[r] === undefined);
    const fjernede = regler.length > 0 && regler.every((r) => y[r] === undefined);
    const besked = !ens(x['errorMessage'], y['errorMessage']);
    if (nye && besked) linjer.push(t('studioTekster.aendring.feltNyRegelOgBesked', { felt }));
    else {
      if (nye) linjer.push(t('studioTekster.aendring.feltNyRegel', { felt }));
      else if (fjernede) linjer.push(t('studioTekster.aendring.feltRegelFjernet', { felt }));
      else if (regler.length > 0) linjer.push(t('studioTekster.aendring.feltRegelAendret', { felt }));
      if (besked) linjer.push(t('studioTekster.aendring.feltBesked', { felt }));
    }
    const andet = [...new Set([...Object.keys(x), ...Object.keys(y)])].some((k) => !EGNE_UNDTAGET.has(k) && !ens(x[k], y[k]));
    if (andet) linjer.push(t('studioTekster.aendring.feltAendret', { felt }));
  }
  return linjer;
}

/** A layout's (`*.ui.json`) fields by path, as its schema names them (`properties/a/properties/b`). */
function layoutFelter(ui: unknown, sti = '', ud = new Map<string, Obj>()): Map<string, Obj> {
  if (!erObj(ui)) return ud;
  for (const [k, v] of Object.entries(ui)) {
    if (k.startsWith('ui:') || !erObj(v)) continue;
    const under = k === 'items' ? `${sti}items` : `${sti}properties/${k}`;
    ud.set(under, v);
    layoutFelter(v, `${under}/`, ud);
  }
  return ud;
}

function layoutAendringer(sti: string, foer: Obj, efter: Obj, saet: Filer, delte: Map<string, string>): string[] {
  const schemaSti = sti.replace(/\.ui\.json$/, '.schema.json');
  const schema = erObj(saet[schemaSti]) ? (saet[schemaSti] as Obj) : {};
  const schemaFelter = felter(schema);
  const navn = (p: string) => feltNavn(p, schemaFelter.get(p), tekst(schema['$id']), delte);
  const linjer: string[] = [];
  const a = layoutFelter(foer);
  const b = layoutFelter(efter);
  for (const p of new Set([...a.keys(), ...b.keys()])) {
    const foerVis = a.get(p)?.['ui:visHvis'];
    const efterVis = b.get(p)?.['ui:visHvis'];
    if (ens(foerVis, efterVis)) continue;
    linjer.push(
      t(efterVis === undefined ? 'studioTekster.aendring.feltVisesAltid' : 'studioTekster.aendring.feltVisesNaar', { felt: navn(p) }),
    );
  }
  // Everything else a layout says (order, widgets, options): one line naming the form.
  const uden = (ui: Obj): unknown => JSON.parse(JSON.stringify(ui, (k, v: unknown) => (k === 'ui:visHvis' ? undefined : v))) as unknown;
  if (!ens(uden(foer), uden(efter)))
    linjer.push(t('studioTekster.aendring.opstilling', { formular: tekst(schema['title']) ?? sti.split('/').pop()! }));
  return linjer;
}

/** A transition's events by `tilstand/hændelse`, with the button's label (its meta.label, else the event's name). */
function overgange(maskine: Obj): Map<string, { label: string; meta: Obj; alt: unknown }> {
  const ud = new Map<string, { label: string; meta: Obj; alt: unknown }>();
  const tilstande = erObj(maskine['states']) ? maskine['states'] : {};
  for (const [navn, tilstand] of Object.entries(tilstande)) {
    if (!erObj(tilstand) || !erObj(tilstand['on'])) continue;
    for (const [haendelse, overgang] of Object.entries(tilstand['on'])) {
      const meta = erObj(overgang) && erObj(overgang['meta']) ? overgang['meta'] : {};
      ud.set(`${navn}/${haendelse}`, { label: tekst(meta['label']) ?? haendelse, meta, alt: overgang });
    }
  }
  return ud;
}

/** A wizard's states are steps (each names its form), a case's are statuses. */
const erGuide = (maskine: Obj): boolean =>
  erObj(maskine['states']) && Object.values(maskine['states']).some((s) => erObj(s) && erObj(s['meta']) && 'schema' in s['meta']);

function maskineAendringer(foer: Obj, efter: Obj): string[] {
  const linjer: string[] = [];
  const a = erObj(foer['states']) ? foer['states'] : {};
  const b = erObj(efter['states']) ? efter['states'] : {};
  const meta = (s: unknown): Obj => (erObj(s) && erObj(s['meta']) ? s['meta'] : {});
  const udenOn = (s: unknown): unknown => (erObj(s) ? { ...s, on: undefined } : s);
  const guide = erGuide(efter) || erGuide(foer);
  for (const navn of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (guide) {
      const trin = tekst(meta(b[navn])['titel']) ?? tekst(meta(a[navn])['titel']) ?? navn;
      if (!(navn in a)) linjer.push(t('studioTekster.aendring.trinTilfoejet', { trin }));
      else if (!(navn in b)) linjer.push(t('studioTekster.aendring.trinFjernet', { trin }));
      else if (!ens(a[navn], b[navn])) linjer.push(t('studioTekster.aendring.trinAendret', { trin }));
      continue;
    }
    const status = tekst(meta(a[navn])['label']) ?? tekst(meta(b[navn])['label']) ?? navn;
    if (!(navn in a)) linjer.push(t('studioTekster.aendring.statusTilfoejet', { status: tekst(meta(b[navn])['label']) ?? navn }));
    else if (!(navn in b)) linjer.push(t('studioTekster.aendring.statusFjernet', { status }));
    else {
      const ny = tekst(meta(b[navn])['label']) ?? navn;
      if (ny !== status) linjer.push(t('studioTekster.aendring.statusOmdoebt', { status, ny }));
      const resten = (s: unknown) => ({ ...(udenOn(s) as Obj), meta: { ...meta(s), label: undefined } });
      if (!ens(resten(a[navn]), resten(b[navn]))) linjer.push(t('studioTekster.aendring.statusAendret', { status: ny }));
    }
  }
  if (guide) {
    if (linjer.length === 0 && !ens(Object.keys(a), Object.keys(b)))
      linjer.push(t('studioTekster.aendring.trinAendret', { trin: tekst(meta(efter)['titel']) ?? '' }));
    return linjer;
  }
  const x = overgange(foer);
  const y = overgange(efter);
  for (const noegle of new Set([...x.keys(), ...y.keys()])) {
    const o = x.get(noegle);
    const n = y.get(noegle);
    if (!o) linjer.push(t('studioTekster.aendring.knapTilfoejet', { knap: n!.label }));
    else if (!n) linjer.push(t('studioTekster.aendring.knapFjernet', { knap: o.label }));
    else if (!ens(o.alt, n.alt)) {
      if (o.label !== n.label) linjer.push(t('studioTekster.aendring.knapOmdoebt', { knap: o.label, ny: n.label }));
      const email = tekst(n.meta['email']);
      if (email !== tekst(o.meta['email']))
        linjer.push(
          email
            ? t('studioTekster.aendring.knapEmail', { knap: n.label, email })
            : t('studioTekster.aendring.knapIngenEmail', { knap: n.label }),
        );
      const resten = (v: { meta: Obj; alt: unknown }) => ({ ...(v.alt as Obj), meta: { ...v.meta, label: undefined, email: undefined } });
      if (!ens(resten(o), resten(n))) linjer.push(t('studioTekster.aendring.knapAendret', { knap: n.label }));
    }
  }
  return linjer;
}

/** Fixed texts (content/ui) and default texts (content/tekster.json), key by key. */
function teksterAendringer(foer: Obj, efter: Obj, standard: boolean): string[] {
  const linjer: string[] = [];
  const ordlyd = (v: unknown): string => kort(erObj(v) ? (tekst(v['indhold']) ?? '') : (tekst(v) ?? ''));
  for (const noegle of new Set([...Object.keys(foer), ...Object.keys(efter)])) {
    const x = foer[noegle];
    const y = efter[noegle];
    if (ens(x, y)) continue;
    if (standard) {
      const art: TekstNoegle =
        x === undefined
          ? 'studioTekster.aendring.standardtekstTilfoejet'
          : y === undefined
            ? 'studioTekster.aendring.standardtekstFjernet'
            : 'studioTekster.aendring.standardtekstAendret';
      linjer.push(t(art, { noegle }));
    } else if (x === undefined) linjer.push(t('studioTekster.aendring.tekstTilfoejet', { noegle, ny: ordlyd(y) }));
    else if (y === undefined) linjer.push(t('studioTekster.aendring.tekstFjernet', { noegle }));
    else linjer.push(t('studioTekster.aendring.tekstAendret', { gammel: ordlyd(x), ny: ordlyd(y) }));
  }
  return linjer;
}

/** One file's changes in words, given the set after the change (for the titles of fields it names). */
function iOrd(sti: string, foer: unknown, efter: unknown, saet: Filer, delte: Map<string, string>): string[] {
  if (foer === undefined || foer === null) return [t('studioTekster.aendring.filTilfoejet', { sti })];
  if (efter === undefined || efter === null) return [t('studioTekster.aendring.filSlettet', { sti })];
  if (!erObj(foer) || !erObj(efter)) return [];
  if (/^schemas\/.+\.schema\.json$/.test(sti)) return schemaAendringer(foer, efter, delte);
  if (/^schemas\/.+\.ui\.json$/.test(sti)) return layoutAendringer(sti, foer, efter, saet, delte);
  if (/^workflows\/[^/]+\.machine\.json$/.test(sti)) return maskineAendringer(foer, efter);
  if (sti.startsWith('content/ui/')) return teksterAendringer(foer, efter, false);
  if (sti === 'content/tekster.json') return teksterAendringer(foer, efter, true);
  return [];
}

/**
 * The difference between two definition sets in plain Danish: per changed file (sorted by path), one
 * line per change, naming fields by their titles, statuses by their names and buttons by their labels;
 * a change it cannot name says 'Filen … ændret'. One source for the draft page, the draft list (through
 * the server) and the comparison of two versions.
 */
export function aendringerIOrd(foer: Filer, efter: Filer): FilAendring[] {
  const delte = deltTitler({ ...foer, ...efter });
  const stier = [...new Set([...Object.keys(foer), ...Object.keys(efter)])].filter((s) => !ens(foer[s], efter[s])).sort();
  return stier.map((sti) => {
    const linjer = [...new Set(iOrd(sti, foer[sti], efter[sti], efter, delte))];
    return { sti, linjer: linjer.length > 0 ? linjer : [t('studioTekster.aendring.filAendret', { sti })] };
  });
}
