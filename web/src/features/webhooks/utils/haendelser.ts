import haendelse from '@schemas/webhook-haendelse.schema.json';
import { vaerdiTitel } from '@engine/vaerdi-titel';
import type { HaendelsesType } from '@contract/webhooks';

/** An event's Danish description as schemas/webhook-haendelse.schema.json gives it; its name when the schema has none. */
export const haendelseTitel = (type: HaendelsesType): string => vaerdiTitel(haendelse.definitions.type, type) ?? type;
