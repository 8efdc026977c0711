import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { BOOTSTRAPFARVER, KNAPFARVER } from '../../engine/bootstrap-farver';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { createMachine } from 'xstate';
import { extendAjv, serverAjvOptions } from '../../engine/ajv';
import { bundleSchema } from '../../engine/bundle';
import { DEFINITIONSMAPPER } from '../../engine/definitioner';
import { fejlISkrivemaade, SKABELON, type Pladsholdere } from '../../engine/indsaet';
import { implementeringer } from '../../workflows/implementeringer';
import { b } from './beskeder';
import { tjekTema } from './tjek-tema';
import { tjekEksempler, tjekKraevet, tjekLayouts, tjekPladsholdere } from './tjek-formularer';
import { KODENS_TEKSTER } from './saet/filer';
import { tjekKontrakt } from './tjek-kontrakt';
import { tjekLaengder } from './tjek-laengder';
import { tjekRaekkefoelge } from './tjek-raekkefoelge';
import { tjekVisning } from './tjek-visning';
import { tjekTrin, tjekTrinModAnmodning } from './tjek-trin';
import { tjekEmails } from './tjek-email';

export { b };

/** One problem in one definition file, named by its path under the definitions directory. */
export interface DefinitionsFejl {
  fil: string;
  /** Where in the file (a JSON Pointer), when the check knows. */
  sti?: string;
  problem: string;
}

type Json = Record<string, unknown>;

/**
 * Loads and checks every definition under dir (schemas/, workflows/, content/) the way the server
 * and the web build will use them, and lists every problem. `rod` is the repository, whose own
 * definitions tell which text keys the code uses. The server refuses to start while the list is not empty.
 */
export function tjekDefinitioner(dir: string, rod: string, contentDir = join(dir, 'content')): DefinitionsFejl[] {
  const fejl: DefinitionsFejl[] = [];
  const filer = new Map<string, Json>();
  for (const mappe of DEFINITIONSMAPPER) {
    // CONTENT_DIR, when set, is where the server reads content/ from; its files are named as content/….
    const kilde = mappe === 'content' ? contentDir : join(dir, mappe);
    for (const fil of jsonFiler(kilde)) {
      const navn = join(mappe, relative(kilde, fil));
      try {
        filer.set(navn, JSON.parse(readFileSync(fil, 'utf8')) as Json);
      } catch (error) {
        fejl.push({ fil: navn, problem: b('ugyldigJson', { fejl: besked(error) }) });
      }
    }
  }
  // Valid JSON of an unexpected shape (null where an object belongs) is named, never a crash.
  const dele: [string, () => DefinitionsFejl[]][] = [
    ['schemas', () => tjekSchemas(filer)],
    ['schemas', () => tjekLaengder(filer)],
    ['workflows', () => tjekWorkflows(filer)],
    ['workflows', () => tjekTrin(filer)],
    ['workflows', () => tjekTrinModAnmodning(filer)],
    ['workflows', () => tjekEmails(filer)],
    ['content', () => tjekTekster(filer, rod)],
    ['content', () => tjekTema(filer.get(join('content', 'tema.json')), contentDir)],
    ['schemas', () => tjekLayouts(filer)],
    ['schemas', () => tjekRaekkefoelge(filer)],
    ['schemas', () => tjekVisning(filer)],
    ['schemas', () => tjekKraevet(filer)],
    ['schemas', () => tjekKontrakt(filer, rod)],
    ['content', () => tjekPladsholdere(filer, laesJson(join(rod, 'content', 'tekster.json')))],
  ];
  for (const [del, tjek] of dele) {
    try {
      fejl.push(...tjek());
    } catch (error) {
      fejl.push({ fil: del, problem: b('uventetIndhold', { fejl: besked(error) }) });
    }
  }
  fejl.push(...manglerFraRepositoriet(filer, dir, rod));
  // Samples are checked against schemas that compile: a schema's own problem is named once, above.
  if (!fejl.some((f) => f.fil.startsWith('schemas'))) {
    try {
      fejl.push(...tjekEksempler(filer, join(dir, 'schemas')));
    } catch (error) {
      fejl.push({ fil: 'schemas', problem: b('uventetIndhold', { fejl: besked(error) }) });
    }
  }
  return fejl;
}

const laesJson = (fil: string) => JSON.parse(readFileSync(fil, 'utf8')) as Json;

/**
 * Every schema and workflow file of the repository is one the code loads or names: none may go
 * missing (a schema may move to another file if its $id stays).
 */
function manglerFraRepositoriet(filer: Map<string, Json>, dir: string, rod: string): DefinitionsFejl[] {
  const ids = new Set([...filer.values()].map((s) => (isObject(s) ? s['$id'] : undefined)));
  return [...jsonFiler(join(rod, 'schemas')), ...jsonFiler(join(rod, 'workflows'))].flatMap((fil) => {
    const navn = relative(rod, fil);
    if (existsSync(join(dir, navn))) return [];
    const id = (JSON.parse(readFileSync(fil, 'utf8')) as Json)['$id'];
    if (navn.endsWith('.schema.json') && ids.has(id)) return [];
    return [{ fil: navn, problem: b('filenBruges') }];
  });
}

/** The problems as the lines a person reads when the start is refused. */
export function formaterFejl(fejl: DefinitionsFejl[]): string {
  return [b('overskrift', { antal: fejl.length }), ...fejl.map((f) => `  ${f.fil}${f.sti ? ` ${f.sti}` : ''}: ${f.problem}`)].join('\n');
}

function tjekSchemas(filer: Map<string, Json>): DefinitionsFejl[] {
  for (const [navn, schema] of filer) if (navn.startsWith('schemas') && !isObject(schema)) throw new Error(b('ikkeEtObjekt', { navn }));
  const fejl: DefinitionsFejl[] = [];
  const schemas = [...filer].filter(([navn]) => navn.startsWith('schemas') && navn.endsWith('.schema.json'));
  const idFil = new Map<string, string>();
  for (const [navn, schema] of schemas) {
    const id = schema['$id'];
    if (typeof id !== 'string') fejl.push({ fil: navn, problem: b('manglerId') });
    else if (idFil.has(id)) fejl.push({ fil: navn, problem: b('idBrugesOgsaa', { id, fil: idFil.get(id) ?? '' }) });
    else idFil.set(id, navn);
  }
  if (fejl.length > 0) return fejl;
  // As the server's validator is made (engine/ajv.ts), one schema at a time so a problem names its file.
  const registry = new Map(schemas.map(([, s]) => [String(s['$id']), s]));
  const ajv = extendAjv(new Ajv(serverAjvOptions));
  addFormats(ajv);
  for (const [navn, schema] of schemas) {
    try {
      ajv.compile(bundleSchema(schema, registry));
    } catch (error) {
      fejl.push({ fil: navn, problem: b('schemaOversaettes', { fejl: besked(error) }) });
    }
  }
  return fejl;
}

function tjekWorkflows(filer: Map<string, Json>): DefinitionsFejl[] {
  const fejl: DefinitionsFejl[] = [];
  // A confirmation (meta.bekraeft) and the applicant's wording of a status (meta.loenmodtagerTekst) name fixed texts.
  const faesteTekster = new Set(
    [...filer].flatMap(([navn, tekster]) => (navn.startsWith(join('content', 'ui')) && isObject(tekster) ? Object.keys(tekster) : [])),
  );
  for (const [navn, config] of filer) {
    if (!navn.startsWith('workflows') || !navn.endsWith('.machine.json')) continue;
    // Where the file has it, when the problem is about one place: the studio's workflow editor shows it at that status or action.
    const problem = (p: string, sted?: readonly string[]) => fejl.push({ fil: navn, ...(sted ? { sti: pointer(sted) } : {}), problem: p });
    const id = String(config['id']);
    const impl = implementeringer[id];
    if (!impl) {
      problem(b('ukendtArbejdsgang', { id, kendte: Object.keys(implementeringer).join(', ') }));
      continue;
    }
    const states = (config['states'] ?? {}) as Record<string, Json>;
    if (!Object.hasOwn(states, String(config['initial'])))
      problem(b('starttilstand', { tilstand: String(config['initial']) }), ['initial']);
    for (const { type, navn: ref } of referencer(config)) {
      const kendte = impl[type];
      if (!kendte.includes(ref)) problem(b('ukendtImplementering', { hvad: b(type), navn: ref, kendte: kendte.join(', ') || b('ingen') }));
    }
    const ikkeObjekt = Object.entries(states).find(([, node]) => !isObject(node));
    if (ikkeObjekt) {
      problem(b('tilstandIkkeObjekt', { tilstand: ikkeObjekt[0] }), ['states', ikkeObjekt[0]]);
      continue;
    }
    for (const t of impl.kraevet?.tilstande ?? []) if (!Object.hasOwn(states, t)) problem(b('statusBruges', { status: t }));
    const haendelser = new Set(Object.values(states).flatMap((node) => Object.keys((node['on'] ?? {}) as Json)));
    for (const h of impl.kraevet?.haendelser ?? []) if (!haendelser.has(h)) problem(b('handlingBruges', { handling: h }));
    for (const [tilstand, node] of Object.entries(states)) {
      const meta = node['meta'] as Json | undefined;
      const her = ['states', tilstand];
      if (impl.sagstype && typeof meta?.['label'] !== 'string') problem(b('statusUdenLabel', { status: tilstand }), her);
      const tekst = meta?.['loenmodtagerTekst'];
      if (tekst !== undefined && (typeof tekst !== 'string' || !faesteTekster.has(tekst))) {
        problem(b('loenmodtagerTekstUkendt', { status: tilstand, noegle: JSON.stringify(tekst) }), [...her, 'meta', 'loenmodtagerTekst']);
      }
      const statusfarve = meta?.['farve'];
      if (statusfarve !== undefined && !BOOTSTRAPFARVER.includes(statusfarve as string)) {
        problem(b('statusfarveUkendt', { tilstand, farve: JSON.stringify(statusfarve), kendte: BOOTSTRAPFARVER.join(', ') }), [
          ...her,
          'meta',
          'farve',
        ]);
      }
      if (meta?.['behandles'] !== undefined && typeof meta['behandles'] !== 'boolean') {
        problem(b('ikkeSandtFalsk', { hvad: `status "${tilstand}"`, felt: 'meta.behandles' }), [...her, 'meta', 'behandles']);
      }
      for (const [haendelse, overgange] of Object.entries((node['on'] ?? {}) as Record<string, unknown>)) {
        // The handling API takes a case's event by name (schemas/arbejdsmangel-handling.schema.json).
        const handlingen = [...her, 'on', haendelse];
        if (impl.sagstype && !/^[A-Za-z][A-Za-z0-9]*$/.test(haendelse)) {
          problem(b('handlingsnavn', { handling: haendelse }), handlingen);
        }
        const liste = [overgange].flat() as (Json | string)[];
        liste.forEach((overgang, i) => {
          // One transition, or one of a list of guarded ones (then its index).
          const sted = Array.isArray(overgange) ? [...handlingen, String(i)] : handlingen;
          const maal = typeof overgang === 'string' ? overgang : overgang['target'];
          if (typeof maal === 'string' && !Object.hasOwn(states, maal)) {
            problem(b('ukendtMaal', { handling: haendelse, tilstand, maal }), sted);
          }
          const meta = typeof overgang === 'object' ? (overgang['meta'] as Json | undefined) : undefined;
          if (impl.sagstype && typeof meta?.['label'] !== 'string')
            problem(b('handlingUdenLabel', { handling: haendelse, tilstand }), sted);
          const farve = meta?.['farve'];
          if (farve !== undefined && !KNAPFARVER.includes(farve as string)) {
            const kendte = KNAPFARVER.join(', ');
            problem(b('farveUkendt', { handling: haendelse, tilstand, farve: JSON.stringify(farve), kendte }), [...sted, 'meta', 'farve']);
          }
          if (meta?.['manuel'] !== undefined && typeof meta['manuel'] !== 'boolean') {
            problem(b('ikkeSandtFalsk', { hvad: `handlingen "${haendelse}" i "${tilstand}"`, felt: 'meta.manuel' }), [
              ...sted,
              'meta',
              'manuel',
            ]);
          }
          const bekraeft = meta?.['bekraeft'];
          if (bekraeft !== undefined && (typeof bekraeft !== 'string' || !faesteTekster.has(bekraeft))) {
            problem(b('bekraeftUkendt', { handling: haendelse, tilstand, noegle: JSON.stringify(bekraeft) }), [
              ...sted,
              'meta',
              'bekraeft',
            ]);
          }
        });
      }
    }
    if (fejl.some((f) => f.fil === navn)) continue;
    try {
      createMachine(config as never);
    } catch (error) {
      problem(besked(error));
    }
  }
  return fejl;
}

/** Every guard, action and invoked actor a machine config names. */
function referencer(node: unknown, noegle?: string): { type: 'guards' | 'actions' | 'actors'; navn: string }[] {
  if (Array.isArray(node)) return node.flatMap((n) => referencer(n, noegle));
  const type = noegle === 'guard' ? 'guards' : noegle === 'actions' ? 'actions' : noegle === 'src' ? 'actors' : undefined;
  if (type && typeof node === 'string') return [{ type, navn: node }];
  if (type && typeof node === 'object' && node && typeof (node as Json)['type'] === 'string') {
    return [{ type, navn: String((node as Json)['type']) }];
  }
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => (k === 'context' || k === 'meta' ? [] : referencer(v, k)));
}

/** The site's texts: every default text well-formed, every fixed wording the code uses still there. */
function tjekTekster(filer: Map<string, Json>, rod: string): DefinitionsFejl[] {
  const fejl: DefinitionsFejl[] = [];
  const tekster = filer.get(join('content', 'tekster.json'));
  if (!tekster) fejl.push({ fil: join('content', 'tekster.json'), problem: b('filenMangler') });
  const brugteTekster = Object.keys(JSON.parse(readFileSync(join(rod, 'content', 'tekster.json'), 'utf8')) as Json);
  for (const noegle of brugteTekster) {
    if (tekster && !Object.hasOwn(tekster, noegle))
      fejl.push({ fil: join('content', 'tekster.json'), problem: b('tekstMangler', { noegle }) });
  }
  for (const [noegle, tekst] of Object.entries(tekster ?? {})) {
    const t = isObject(tekst) ? tekst : {};
    if (typeof t['indhold'] !== 'string' || (t['type'] !== 'html' && t['type'] !== 'text')) {
      fejl.push({ fil: join('content', 'tekster.json'), problem: b('tekstForm', { noegle }) });
    } else fejl.push(...flertalsFejl(join('content', 'tekster.json'), noegle, t['indhold'], SKABELON));
  }
  for (const fil of jsonFiler(join(rod, 'content', 'ui'))) {
    const navn = relative(rod, fil);
    if (KODENS_TEKSTER.includes(navn)) continue;
    const kopi = filer.get(navn);
    if (!kopi) {
      if (!fejl.some((f) => f.fil === navn)) fejl.push({ fil: navn, problem: b('filenMangler') });
      continue;
    }
    const brugte = Object.keys(JSON.parse(readFileSync(fil, 'utf8')) as Json);
    for (const noegle of brugte) {
      const tekst = kopi[noegle];
      if (typeof tekst !== 'string') fejl.push({ fil: navn, problem: b('tekstMangler', { noegle }) });
      else fejl.push(...flertalsFejl(navn, noegle, tekst));
    }
  }
  return fejl;
}

const flertalsFejl = (fil: string, noegle: string, tekst: string, syntaks?: Pladsholdere): DefinitionsFejl[] =>
  fejlISkrivemaade(tekst, syntaks).map((uddrag) => ({ fil, problem: b('flertal', { noegle, uddrag }) }));

function jsonFiler(mappe: string): string[] {
  let navne: string[];
  try {
    navne = readdirSync(mappe).sort();
  } catch {
    return [];
  }
  return navne.flatMap((navn) => {
    const sti = join(mappe, navn);
    // lstat: a link is not followed (a loop would never end).
    if (lstatSync(sti).isDirectory()) return jsonFiler(sti);
    return navn.endsWith('.json') ? [sti] : [];
  });
}

/** A JSON Pointer (RFC 6901) to the place the path of names leads to. */
const pointer = (dele: readonly string[]) => dele.map((d) => `/${d.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const besked = (error: unknown) => (error instanceof Error ? error.message : String(error));
