import { b } from './beskeder';
import { layoutsMedSchema } from './layouts';
import type { DefinitionsFejl } from './tjek';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointer = (dele: readonly string[]) => dele.map((d) => `/${d.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The fields a schema node may show: its own properties, and those its conditions and combinations add. */
function muligeFelter(node: Json): Set<string> {
  const felter = new Set(erObjekt(node['properties']) ? Object.keys(node['properties']) : []);
  const dele = [
    ...[node['allOf'], node['anyOf'], node['oneOf']].flatMap((d) => (Array.isArray(d) ? d : [])),
    node['then'],
    node['else'],
    ...Object.values(erObjekt(node['dependencies']) ? node['dependencies'] : {}),
  ];
  for (const del of dele) if (erObjekt(del)) for (const felt of muligeFelter(del)) felter.add(felt);
  return felter;
}

/**
 * Every `ui:order` in a layout names the fields where it stands as rjsf orders them: each name a field
 * there (or `*` for the rest), and without `*` every field of the schema named. Otherwise rjsf throws
 * while drawing, and the form shows an error instead of its fields.
 */
export function tjekRaekkefoelge(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const fejl: DefinitionsFejl[] = [];
  for (const { fil, ui, schema } of layoutsMedSchema(filer)) {
    const besoeg = (layout: unknown, node: unknown, sti: string[]) => {
      if (!erObjekt(layout) || !erObjekt(node)) return;
      const orden = layout['ui:order'];
      if (Array.isArray(orden)) {
        const her = muligeFelter(node);
        const egne = erObjekt(node['properties']) ? Object.keys(node['properties']) : [];
        const problem = (besked: string) => fejl.push({ fil, sti: pointer([...sti, 'ui:order']), problem: besked });
        for (const navn of orden)
          if (navn !== '*' && !her.has(String(navn))) problem(b('raekkefoelgeUkendt', { navn: JSON.stringify(navn) }));
        if (!orden.includes('*'))
          for (const felt of egne) if (!orden.includes(felt)) problem(b('raekkefoelgeMangler', { felt: JSON.stringify(felt) }));
      }
      const egenskaber = erObjekt(node['properties']) ? node['properties'] : {};
      for (const [noegle, del] of Object.entries(layout)) {
        if (noegle.startsWith('ui:')) continue;
        if (noegle === 'items' && erObjekt(node['items'])) besoeg(del, node['items'], [...sti, noegle]);
        else if (Object.hasOwn(egenskaber, noegle)) besoeg(del, egenskaber[noegle], [...sti, noegle]);
      }
    };
    besoeg(ui, schema, []);
  }
  return fejl;
}
