import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { forberedelse } from '../navigation/forberedelser';
import { indlaesteKernefelter, kernefelter } from './kernefelter';
import { samlet } from './samlet';
import { temaSkabeloner, temaWidgets } from './tema';
import { fields, navngivneSkabeloner, templates, widgets, type Indlaeser } from './widgets';

/** What SchemaForm hands rjsf: the forms' look and the portal's entries one uiSchema names. */
export interface Register {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  templates: Partial<TemplatesType>;
}

type Art = 'widgets' | 'fields' | 'templates';
const indlaesere: Readonly<Record<Art, Readonly<Record<string, Indlaeser>>>> = { widgets, fields, templates: navngivneSkabeloner };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const indlaeste = new Map<string, ComponentType<any>>();
const undervejs = new Map<string, Promise<unknown>>();
const registre = new Map<string, Register>();

/**
 * The portal's widgets, fields and templates a uiSchema names: every string in it that is one of
 * their names (`"ui:widget": "cvr-opslag"`, `"ui:ObjectFieldTemplate": "sektioner"`), sorted. A name
 * that is also a field's (in `ui:order`) only loads one widget more than needed.
 */
export function navneI(uiSchema: unknown): string[] {
  const navne = new Set<string>();
  const besoeg = (vaerdi: unknown) => {
    if (typeof vaerdi === 'string') {
      if (Object.values(indlaesere).some((art) => Object.hasOwn(art, vaerdi))) navne.add(vaerdi);
    } else if (Array.isArray(vaerdi)) vaerdi.forEach(besoeg);
    else if (typeof vaerdi === 'object' && vaerdi !== null) Object.values(vaerdi).forEach(besoeg);
  };
  besoeg(uiSchema);
  return [...navne].sort();
}

/** The one load of each entry's chunk, shared by every form waiting for it. */
function indlaesNavn(navn: string): Promise<unknown> {
  let undervej = undervejs.get(navn);
  if (!undervej) {
    const art = (Object.keys(indlaesere) as Art[]).find((a) => Object.hasOwn(indlaesere[a], navn));
    if (!art) throw new Error(`No widget, field or template is named "${navn}"`);
    undervej = indlaesere[art][navn]!().then((komponent) => indlaeste.set(navn, komponent));
    undervejs.set(navn, undervej);
  }
  return undervej;
}

/** What a set of names waits for (samlet.ts); undefined when all had come before the first ask. */
export function indlaes(navne: readonly string[]): Promise<unknown> | undefined {
  return samlet(`widgets ${navne.join(' ')}`, () => navne.filter((navn) => !indlaeste.has(navn)).map(indlaesNavn));
}

/**
 * Starts loading a form's widgets at once, so they come beside its validator rather than after
 * it; settles when they have come. Called as a screen's module loads, the screen's first render
 * waits for them (shared/navigation/forberedelser.ts).
 */
export function forberedRegister(navne: readonly string[]): Promise<unknown> {
  const loefte = indlaes(navne) ?? Promise.resolve();
  forberedelse(loefte);
  return loefte;
}

/**
 * The registry of a form whose uiSchema names these (navneI), once they have loaded (the form waits
 * for them with formularIndlaesning): the forms' look, the templates every form uses, rjsf's list and
 * union fields, and the named entries. The same names give the same objects, as rjsf wants its
 * registry stable between renders.
 */
export function registerFor(navne: readonly string[]): Register {
  if (!navne.every((navn) => indlaeste.has(navn))) throw new Error(`The form's entries ${navne.join(', ')} have not loaded`);
  // The list and union fields its validator brought (kernefelter.ts) are part of the registry too.
  const noegle = `${navne.join(' ')}|${indlaesteKernefelter()}`;
  const fundet = registre.get(noegle);
  if (fundet) return fundet;
  const af = (art: Art) => Object.fromEntries(navne.filter((n) => Object.hasOwn(indlaesere[art], n)).map((n) => [n, indlaeste.get(n)!]));
  const register: Register = {
    widgets: { ...temaWidgets, ...af('widgets') },
    fields: { ...kernefelter(), ...af('fields') },
    templates: { ...temaSkabeloner, ...templates, ...af('templates') },
  };
  registre.set(noegle, register);
  return register;
}
