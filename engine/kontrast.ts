/** A colour as the theme writes it: #rrggbb. */
export const HEX_FARVE = /^#[0-9a-fA-F]{6}$/;

export type Rgb = readonly [number, number, number];

/** #rrggbb as its three channels, 0–255. */
export function rgb(hex: string): Rgb {
  if (!HEX_FARVE.test(hex)) throw new Error(`Ikke en farve (#rrggbb): ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Three channels back as #rrggbb. */
export function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `andel` (0–1) of `med` mixed into `farve`, as Bootstrap's shade-color and tint-color do. */
export function bland(farve: string, med: string, andel: number): string {
  const [a, b] = [rgb(farve), rgb(med)];
  return hex([0, 1, 2].map((i) => a[i]! * (1 - andel) + b[i]! * andel) as unknown as Rgb);
}

/** WCAG 2.x relative luminance. */
function luminans(hexFarve: string): number {
  const [r, g, b] = rgb(hexFarve).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, 1–21: text needs 4.5, large text and UI parts 3. */
export function kontrast(a: string, b: string): number {
  const [lys, moerk] = [luminans(a), luminans(b)].sort((x, y) => y - x) as [number, number];
  return (lys + 0.05) / (moerk + 0.05);
}
