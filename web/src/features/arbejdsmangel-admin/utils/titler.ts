import { egenskab, vaerdiTitel } from '@engine/vaerdi-titel';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { Omfang } from '../api/hent-ansoegning';
import type { Enighed } from '../api/opdater-ansoegning';

const omfangSchema = egenskab(schemaMedId('arbejdsmangel-admin-omfang'), 'omfang');
const enighedSchema = egenskab(schemaMedId('arbejdsmangel-admin-enighed'), 'enighed');

/** The scope's title as the dialog's radios show it (the schema's oneOf). */
export const omfangTitel = (omfang: Omfang): string => vaerdiTitel(omfangSchema, omfang) ?? omfang;

/** The agreement's title as the dialog's radios show it (the schema's oneOf). */
export const enighedTitel = (enighed: Enighed): string => vaerdiTitel(enighedSchema, enighed) ?? enighed;
