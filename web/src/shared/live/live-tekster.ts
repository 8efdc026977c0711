import { TEKSTAENDRINGER_ID } from '@contract/indlejrede-svar';
import { saetTekstkilde } from '@engine/tekster';
import { strengeIElement } from './data-element';

/**
 * The fixed texts published since this build (server/static.ts puts them in the page) take the place of
 * the bundled ones: t() asks them first. A page without them, or with unreadable ones, keeps the bundle's.
 */
export function brugLiveTekster(dok: Pick<Document, 'getElementById'> = document): void {
  const tekster = strengeIElement(TEKSTAENDRINGER_ID, dok);
  if (tekster.size > 0) saetTekstkilde((noegle) => tekster.get(noegle));
}
