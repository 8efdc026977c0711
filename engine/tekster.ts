import katalog from '../content/ui/da.json';

export type TekstNoegle = keyof typeof katalog;

/**
 * The portal's fixed Danish wording (labels, headings, messages), kept in content/ui/da.json
 * so that wording is changed there and not in components. `{navn}` placeholders are filled from vars.
 */
export function t(noegle: TekstNoegle, vars: Record<string, string | number> = {}): string {
  return katalog[noegle].replace(/\{(\w+)\}/g, (hel, navn: string) => (navn in vars ? String(vars[navn]) : hel));
}
