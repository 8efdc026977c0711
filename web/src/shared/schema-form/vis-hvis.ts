import type { UiSchema } from '@rjsf/utils';

/**
 * `"ui:visHvis": {"omfang": ["Afdeling", "Produktionsenhed"]}` on a property: it is shown (and its
 * data kept) only while every named sibling holds one of the listed values.
 */
export type VisHvis = Record<string, readonly unknown[]>;

type Objekt = Record<string, unknown>;

const erObjekt = (value: unknown): value is Objekt => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a property with this uiSchema is shown next to these siblings; true without a visHvis. */
export function erSynlig(feltUi: unknown, soeskende: unknown): boolean {
  const visHvis = erObjekt(feltUi) ? feltUi['ui:visHvis'] : undefined;
  if (!erObjekt(visHvis)) return true;
  const data = erObjekt(soeskende) ? soeskende : {};
  return Object.entries(visHvis).every(([navn, vaerdier]) => Array.isArray(vaerdier) && vaerdier.includes(data[navn]));
}

/**
 * The data without the properties their visHvis hides, at any depth (array items through the
 * uiSchema's `items`), so what is validated and sent is what the user sees.
 */
export function udenSkjulte<T>(data: T, uiSchema: UiSchema | undefined): T {
  if (!erObjekt(uiSchema)) return data;
  if (Array.isArray(data)) return data.map((item: unknown) => udenSkjulte(item, uiSchema['items'] as UiSchema | undefined)) as T;
  if (!erObjekt(data)) return data;
  const resultat: Objekt = {};
  for (const [navn, vaerdi] of Object.entries(data)) {
    const feltUi = uiSchema[navn] as UiSchema | undefined;
    if (erSynlig(feltUi, data)) resultat[navn] = udenSkjulte(vaerdi, feltUi);
  }
  return resultat as T;
}
