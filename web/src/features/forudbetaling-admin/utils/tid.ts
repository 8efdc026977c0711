import { danskDato } from '@engine/format';

/** The Danish calendar date `dage` days before `nu`, as YYYY-MM-DD (the all-requests list's start). */
export function datoDageFoer(dage: number, nu: Date = new Date()): string {
  return danskDato(new Date(nu.getTime() - dage * 24 * 60 * 60 * 1000));
}
