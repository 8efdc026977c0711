import type { FeltFejl } from '@engine/felt-fejl';
import { formatCpr } from '@engine/format';
import { t } from '@engine/tekster';

interface Person {
  navn?: string;
  cpr?: string;
}

/** The CPR number as compared: with or without its hyphen, it is the same person. */
const noegle = (cpr: string | undefined) => formatCpr(cpr ?? '');

/** The employee among `andre` with this CPR number, if any: the same person cannot be on an application twice. */
export function medSammeCpr<P extends Person>(cpr: string | undefined, andre: readonly P[]): P | undefined {
  if (!cpr?.trim()) return undefined;
  return andre.find((anden) => noegle(anden.cpr) === noegle(cpr));
}

/** A message on each employee whose CPR number an earlier one has, where the server would put it. */
export function dubletFejl(medarbejdere: readonly Person[] | undefined): FeltFejl[] {
  const liste = medarbejdere ?? [];
  return liste.flatMap((m, i) =>
    medSammeCpr(m.cpr, liste.slice(0, i)) ? [{ path: `/medarbejdere/${i}/cpr`, message: t('arbejdsmangel.cprFlereGange') }] : [],
  );
}
