import { schemaTilLayout } from '@engine/formular-schema';
import type { Formular } from '../../../vite-plugin-formularer';
import { liveFiler } from './live-filer';

const FIL = /^schemas\/([a-z0-9][a-z0-9-]*)\.(ui|eksempel|schema)\.json$/;
const erObjekt = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The forms of `virtual:formularer` (web/vite-plugin-formularer.ts) as the live definitions have them:
 * each layout and sample the page brings in place of the built one, and a layout the live version adds
 * as a form of its own, with the schema it belongs to by name (`ids`: each schema file's name and $id).
 */
export function liveFormularer(bygget: readonly Formular[], ids: Readonly<Record<string, string>>): Formular[] {
  const live = {
    ui: new Map<string, Record<string, unknown>>(),
    eksempel: new Map<string, Record<string, unknown>>(),
    schema: new Map(Object.entries(ids)),
  };
  for (const [sti, json] of liveFiler()) {
    const [, navn, art] = FIL.exec(sti) ?? [];
    if (!navn || !erObjekt(json)) continue;
    if (art === 'schema') {
      if (typeof json['$id'] === 'string') live.schema.set(navn, json['$id']);
    } else live[art as 'ui' | 'eksempel'].set(navn, json);
  }
  const navne = new Set(bygget.map((f) => f.navn));
  const nye = [...live.ui.keys()].filter((navn) => !navne.has(navn)).sort();
  return [
    ...bygget.map((f) => {
      const eksempel = live.eksempel.get(f.navn) ?? f.eksempel;
      return { ...f, ui: live.ui.get(f.navn) ?? f.ui, ...(eksempel ? { eksempel } : {}) };
    }),
    ...nye.flatMap((navn) => {
      const schemaId = schemaTilLayout(navn, live.schema);
      const eksempel = live.eksempel.get(navn);
      return schemaId ? [{ navn, schemaId, ui: live.ui.get(navn)!, ...(eksempel ? { eksempel } : {}) }] : [];
    }),
  ];
}
