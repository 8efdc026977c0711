/**
 * The $id of the schema a layout (schemas/<navn>.ui.json) belongs to, given every schema file's name
 * (without .schema.json) and its $id: the one of the same name, else the longest whose name begins the
 * layout's (tekst-opret.ui.json and tekst-rediger.ui.json both lay out tekst.schema.json); undefined for none.
 */
export function schemaTilLayout(navn: string, ids: ReadonlyMap<string, string>): string | undefined {
  const kandidater = [...ids.keys()].filter((s) => s === navn || navn.startsWith(`${s}-`)).sort((a, b) => b.length - a.length);
  const fundet = kandidater[0];
  return fundet === undefined ? undefined : (ids.get(fundet) ?? fundet);
}
