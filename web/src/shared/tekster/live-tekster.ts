import { TEKSTAENDRINGER_ID } from '@contract/indlejrede-svar';
import { saetTekstkilde } from '@engine/tekster';

/**
 * The fixed texts published since this build (server/static.ts puts them in the page) take the place of
 * the bundled ones: t() asks them first. A page without them, or with unreadable ones, keeps the bundle's.
 */
export function brugLiveTekster(dok: Pick<Document, 'getElementById'> = document): void {
  const element = dok.getElementById(TEKSTAENDRINGER_ID);
  if (!element?.textContent) return;
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  const tekster = new Map(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'));
  saetTekstkilde((noegle) => tekster.get(noegle));
}
