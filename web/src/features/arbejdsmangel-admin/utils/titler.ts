import type { RJSFSchema } from '@rjsf/utils';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { Omfang } from '../api/hent-ansoegning';
import type { Enighed } from '../api/opdater-ansoegning';

/** The Danish titles a schema gives the choices of a property (its oneOf consts), as the dialogs' radios show them. */
function valgTitler(schemaId: string, felt: string): ReadonlyMap<string, string> {
  const valg = (schemaMedId(schemaId).properties?.[felt] as RJSFSchema | undefined)?.oneOf ?? [];
  return new Map(valg.flatMap((v) => (typeof v === 'object' && typeof v.const === 'string' ? [[v.const, v.title ?? v.const]] : [])));
}

const omfangTitler = valgTitler('arbejdsmangel-admin-omfang', 'omfang');
const enighedTitler = valgTitler('arbejdsmangel-admin-enighed', 'enighed');

/** The scope's title as the schema's oneOf gives it. */
export const omfangTitel = (omfang: Omfang): string => omfangTitler.get(omfang) ?? omfang;

/** The agreement's title as the schema's oneOf gives it. */
export const enighedTitel = (enighed: Enighed): string => enighedTitler.get(enighed) ?? enighed;
