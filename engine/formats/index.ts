import { erGyldigtCpr } from './cpr';
import { erGyldigtCvr } from './cvr';
import { erGyldigDato } from './dato';

/** The custom string formats every schema in schemas/ may name. */
export const formater: Record<string, (value: string) => boolean> = {
  cvr: erGyldigtCvr,
  cpr: erGyldigtCpr,
  dato: erGyldigDato,
};
