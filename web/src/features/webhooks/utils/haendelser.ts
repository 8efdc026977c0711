import haendelse from '@schemas/webhook-haendelse.schema.json';
import type { HaendelsesType } from '@contract/webhooks';

const typer = haendelse.definitions.type.oneOf as readonly { const: string; title: string }[];

/** An event's Danish description as schemas/webhook-haendelse.schema.json gives it; its name when the schema has none. */
export const haendelseTitel = (type: HaendelsesType): string => typer.find((t) => t.const === type)?.title ?? type;
