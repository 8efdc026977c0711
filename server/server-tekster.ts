import { indsaet } from '../engine/indsaet';
import { uiTekst } from './definitioner/saet/indhold';
import definitionssaet from '../content/ui/definitionssaet.json';
import eksport from '../content/ui/eksport.json';
import klienter from '../content/ui/klienter.json';
import problemSystemer from '../content/ui/problem-systemer.json';
import webhooks from '../content/ui/webhooks.json';

/**
 * The fixed Danish wording only the server and its scripts say (the systems' API: service accounts,
 * webhooks, Idempotency-Key and If-Match; the exports' column and sheet names), kept out of engine/tekster.ts, whose catalogue every page of
 * the web app carries. Changed in content/ui like every other text, and read from the definitions live
 * for the request (the catalogue below types the keys and serves outside one).
 */
const katalog = { ...problemSystemer, ...klienter, ...webhooks, ...eksport, ...definitionssaet };

export type ServerTekstNoegle = keyof typeof katalog;

/** A server-only fixed text by key, `{navn}` placeholders filled from vars (as engine/tekster.ts's t()). */
export function tServer(noegle: ServerTekstNoegle, vars: Record<string, string | number> = {}): string {
  return indsaet(uiTekst(noegle) ?? katalog[noegle], vars);
}
