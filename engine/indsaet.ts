/** Fills `{navn}` placeholders of a text from vars; a placeholder without a value stays as written. */
export function indsaet(tekst: string, vars: Record<string, string | number> = {}): string {
  return tekst.replace(/\{(\w+)\}/g, (hel, navn: string) => (navn in vars ? String(vars[navn]) : hel));
}
