import type { RegistryFieldsType } from '@rjsf/utils';
import { lazy, type ComponentType } from 'react';

type Kernefelt = 'ArrayField' | 'MultiSchemaField';

// rjsf's registries hold components of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Felt = ComponentType<any>;

const indlaeste = new Map<Kernefelt, Felt>();

/**
 * rjsf's list and union fields load only where they are rendered, not with every form (most of ours
 * have neither, or give them to the portal's own fields): the build leaves them out of rjsf's
 * registry (web/vite-plugin-rjsf-standarder.ts), and a form's validator module brings those its schema
 * needs (web/kernefelter-behov.ts) and registers them here as it loads. A form laid out otherwise
 * than its layouts say loads a missing one when first rendered (it suspends meanwhile).
 */
export function registrerKernefelter(felter: Partial<Record<Kernefelt, Felt>>): void {
  for (const [navn, felt] of Object.entries(felter) as [Kernefelt, Felt][]) indlaeste.set(navn, felt);
}

const alle = () => import('./kernefelter-alle');
const senere: Record<Kernefelt, Felt> = {
  ArrayField: lazy(() => alle().then((m) => ({ default: m.ArrayField }))),
  MultiSchemaField: lazy(() => alle().then((m) => ({ default: m.MultiSchemaField }))),
};

/** Those fields as rjsf's registry names them: the loaded ones, else one that loads when rendered. */
export function kernefelter(): RegistryFieldsType {
  const felt = (navn: Kernefelt) => indlaeste.get(navn) ?? senere[navn];
  return { ArrayField: felt('ArrayField'), AnyOfField: felt('MultiSchemaField'), OneOfField: felt('MultiSchemaField') };
}

/** Which of them have loaded, for a registry built once per set (register.ts). */
export const indlaesteKernefelter = () => [...indlaeste.keys()].sort().join(' ');
