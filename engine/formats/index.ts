import type { FormatDefinition } from 'ajv';
import { erGyldigtCpr } from './cpr';
import { erCvrKontrolcifferGyldigt, erGyldigtCvr } from './cvr';
import { erGyldigDato } from './dato';

/**
 * The custom string formats every schema in schemas/ may name. `cvr-kontrolciffer` judges only the
 * check digit of eight digits (with a pattern beside it, each fault has its message). `dato` also compares,
 * so a schema can say "end not before start" with formatMinimum and $data.
 */
export const formater: Record<string, FormatDefinition<string>> = {
  cvr: { type: 'string', validate: erGyldigtCvr },
  'cvr-kontrolciffer': { type: 'string', validate: erCvrKontrolcifferGyldigt },
  cpr: { type: 'string', validate: erGyldigtCpr },
  dato: { type: 'string', validate: erGyldigDato, compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0) },
};
