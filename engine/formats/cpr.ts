import { erRigtigDag } from './dato';

/**
 * True for six digits, an optional hyphen and four digits whose first six are a real DDMMYY date.
 * No modulus-11 rule: CPR numbers issued since 2007 need not pass it.
 */
export function erGyldigtCpr(value: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})-?(\d)\d{3}$/.exec(value);
  if (!match) return false;
  const [dag, maaned, yy, syvende] = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
  return erRigtigDag(aarhundrede(yy, syvende) + yy, maaned, dag);
}

/** The century of a CPR birth year, from the seventh digit (CPR-kontoret's table). */
function aarhundrede(yy: number, syvende: number): number {
  if (syvende <= 3) return 1900;
  if (syvende === 4 || syvende === 9) return yy <= 36 ? 2000 : 1900;
  return yy <= 57 ? 2000 : 1800;
}
