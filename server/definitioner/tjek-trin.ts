import { join } from 'node:path';
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
      const problemer: string[] = [];
      const { schema, ui, overskrift, vejledning } = meta;
      if (schema !== undefined && !ids.has(schema)) problemer.push(b('trinSchema', { tilstand, schema: String(schema) }));
      if (ui !== undefined && !filer.has(join('schemas', `${String(ui)}.ui.json`))) {
        problemer.push(b('trinUi', { tilstand, ui: String(ui) }));
      }
      for (const [felt, noegle] of Object.entries({ overskrift, vejledning })) {
        if (noegle !== undefined && !tekster.has(noegle as string)) {
          problemer.push(b('trinTekst', { tilstand, felt, noegle: String(noegle) }));
        }
      }
      return problemer.map((problem) => ({ fil, problem }));
    });
  });
}

const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
