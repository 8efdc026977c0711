import { join } from 'node:path';
import { WIZARD_INDSENDELSER } from '../../workflows/wizard-indsendelse';
import { b } from './beskeder';
import type { DefinitionsFejl } from './tjek';

type Json = Record<string, unknown>;

/**
 * A wizard's steps name their form in meta (workflows/wizard-trin.ts): the schema by its $id, the
 * layout by its file in schemas/, and the heading and guidance by text keys in content/ui. Each must
 * exist, or the step would fail in a person's browser instead of at the start.
 */
export function tjekTrin(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const ids = new Set([...filer].flatMap(([navn, s]) => (navn.endsWith('.schema.json') && erObjekt(s) ? [s['$id']] : [])));
  const tekster = new Set([...filer].flatMap(([navn, t]) => (navn.startsWith(join('content', 'ui')) && erObjekt(t) ? Object.keys(t) : [])));
  return [...filer].flatMap(([fil, config]) => {
    if (!fil.startsWith('workflows') || !fil.endsWith('.machine.json') || !erObjekt(config)) return [];
    const states = erObjekt(config['states']) ? config['states'] : {};
    return Object.entries(states).flatMap(([tilstand, node]) => {
      const meta = erObjekt(node) && erObjekt(node['meta']) ? node['meta'] : {};
      // At the meta field that names the missing thing, so the studio's steps editor shows it at the step.
      const problemer: DefinitionsFejl[] = [];
      const ved = (felt: string, problem: string) => problemer.push({ fil, sti: `/states/${tilstand}/meta/${felt}`, problem });
      const { schema, ui, overskrift, vejledning } = meta;
      if (schema !== undefined && !ids.has(schema)) ved('schema', b('trinSchema', { tilstand, schema: String(schema) }));
      if (ui !== undefined && !filer.has(join('schemas', `${String(ui)}.ui.json`))) {
        ved('ui', b('trinUi', { tilstand, ui: String(ui) }));
      }
      for (const [felt, noegle] of Object.entries({ overskrift, vejledning })) {
        if (noegle !== undefined && !tekster.has(noegle as string)) {
          ved(felt, b('trinTekst', { tilstand, felt, noegle: String(noegle) }));
        }
      }
      return problemer;
    });
  });
}

/**
 * A wizard's steps against the request it sends (workflows/wizard-indsendelse.ts): a field a step
 * collects that the request's schema does not allow, or a field the request requires that no step
 * collects, would have the server refuse every submission. Named at the step's schema, or at the
 * request schema's `required`.
 */
export function tjekTrinModAnmodning(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const schemaer = new Map(
    [...filer].flatMap(([fil, s]) => (fil.endsWith('.schema.json') && erObjekt(s) ? [[s['$id'], { fil, schema: s }] as const] : [])),
  );
  return Object.entries(WIZARD_INDSENDELSER).flatMap(([wizard, { schema: anmodningId, kladdeFelter, bodyFelter }]) => {
    const fil = join('workflows', `${wizard}.machine.json`);
    const config = filer.get(fil);
    const anmodning = schemaer.get(anmodningId);
    if (!erObjekt(config) || !anmodning) return [];
    const egenskaber = erObjekt(anmodning.schema['properties']) ? anmodning.schema['properties'] : {};
    const tilladt = (felt: string) => anmodning.schema['additionalProperties'] !== false || felt in egenskaber;
    const fejl: DefinitionsFejl[] = [];
    const samlet = new Set<string>();
    const states = erObjekt(config['states']) ? config['states'] : {};
    for (const [tilstand, node] of Object.entries(states)) {
      const meta = erObjekt(node) && erObjekt(node['meta']) ? node['meta'] : {};
      const trinSchema = schemaer.get(meta['schema'])?.schema;
      const felter = trinSchema && erObjekt(trinSchema['properties']) ? Object.keys(trinSchema['properties']) : [];
      for (const felt of felter.filter((f) => !kladdeFelter.includes(f))) {
        samlet.add(felt);
        if (!tilladt(felt)) {
          fejl.push({
            fil,
            sti: `/states/${tilstand}/meta/schema`,
            problem: b('trinFeltIkkeIAnmodning', { tilstand, felt, schema: anmodningId }),
          });
        }
      }
    }
    const kraevet = Array.isArray(anmodning.schema['required']) ? anmodning.schema['required'] : [];
    for (const [i, felt] of kraevet.entries()) {
      if (typeof felt === 'string' && !bodyFelter.includes(felt) && !samlet.has(felt)) {
        fejl.push({ fil: anmodning.fil, sti: `/required/${i}`, problem: b('anmodningFeltIntetTrin', { felt, wizard }) });
      }
    }
    return fejl;
  });
}

const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
