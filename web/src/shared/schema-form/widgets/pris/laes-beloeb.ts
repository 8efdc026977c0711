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

// Made when first shown, as in engine/format.ts. Two decimals at least, and every decimal there is,
// so an amount shown again reads back as the same number.
let beloebFormat: Intl.NumberFormat | undefined;

/** An amount as an input shows it again, in the Danish format the screens use: 1234.5 → '1.234,50'; laesBeloeb reads it back. */
export function visBeloeb(beloeb: number): string {
  beloebFormat ??= new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 20 });
  return beloebFormat.format(beloeb);
}
