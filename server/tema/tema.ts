/** The colours of content/tema.json, each #rrggbb; server/definitioner/tjek-tema.ts checks their contrasts. */
export interface TemaFarver {
  /** The header, primary buttons, chosen checkboxes and badges. */
  primaer: string;
  /** Text and icons on primaer. */
  tekstPaaPrimaer: string;
  link: string;
  tekst: string;
  /** Secondary text: hints, dates, explanations. */
  daempetTekst: string;
  baggrund: string;
  sidefod: string;
  /** The border of inputs, selects, checkboxes and radios: what shows there is a control (WCAG 2.1 1.4.11 asks 3:1). */
  kontrolKant: string;
  /** The outer ring of the keyboard focus (a ring of baggrund lies inside it). */
  fokus: string;
}

/** The fund's identity, which its analysts change in content/tema.json: name, logo and colours. */
export interface Tema {
  navn: string;
  /** The logo's path under content/ (svg or png). */
  logo: string;
  farver: TemaFarver;
}

export const FARVENAVNE: readonly (keyof TemaFarver)[] = [
  'primaer',
  'tekstPaaPrimaer',
  'link',
  'tekst',
  'daempetTekst',
  'baggrund',
  'sidefod',
  'kontrolKant',
  'fokus',
];
