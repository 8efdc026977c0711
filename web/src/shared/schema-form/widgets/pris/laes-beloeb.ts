/**
 * An amount as a Dane types it: '18500', '18.500', '18.500,50' or '9200,5' (comma decimal, dots
 * grouping thousands); a lone dot with one or two decimals ('9200.50') is taken as a decimal point.
 * Undefined when the text is no amount.
 */
export function laesBeloeb(tekst: string): number | undefined {
  const renset = tekst.replace(/\s|kr\.?$/gi, '');
  if (/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(renset) || /^-?\d+(,\d+)?$/.test(renset))
    return Number(renset.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+\.\d{1,2}$/.test(renset)) return Number(renset);
  return undefined;
}

/** An amount as the input shows it again: Danish decimal comma, no grouping, so it reads back the same. */
export function visBeloeb(beloeb: number): string {
  return String(beloeb).replace('.', ',');
}
