import {
  DEFINITIONSAENDRINGER_ID,
  SCHEMAAENDRINGER_ID,
  TEKSTAENDRINGER_ID,
  VALIDATORAENDRINGER_ID,
} from '../../../contract/indlejrede-svar';
import type { Saet } from './filer';
import { uiTekstAendringer } from './indhold';
import { kanoniskJson } from '../version';
import { aktueltSaet } from './kontekst';
import { schemaAendringer, validatorAendringer } from './web-validatorer';

// What the web app imports as modules from the set: layouts, schemas, machines and wizards (not the migrations), and the theme.
const webFil = (sti: string) =>
  (/^(schemas|workflows)\//.test(sti) && !sti.startsWith('workflows/migreringer/')) || sti === 'content/tema.json';

const filerPerSaet = new WeakMap<Saet, Readonly<Record<string, unknown>>>();

/**
 * The files the web app imports that the live set has otherwise than `bygget`, the set the app was
 * built from (a layout, a machine, a wizard's steps): the app reads each from the page in place of its
 * bundled copy (web/src/shared/live/live-filer.ts). A file the live set removed keeps the bundle's.
 */
export function filAendringer(live: Saet, bygget: Saet): Readonly<Record<string, unknown>> {
  if (live === bygget) return {};
  let aendringer = filerPerSaet.get(live);
  if (!aendringer) {
    aendringer = Object.fromEntries(
      Object.entries(live.filer).filter(([sti, fil]) => webFil(sti) && kanoniskJson(fil) !== kanoniskJson(bygget.filer[sti])),
    );
    filerPerSaet.set(live, aendringer);
  }
  return aendringer;
}

/**
 * Everything a page of the web app needs beside its bundle to show the live definitions: the fixed
 * texts, the forms' validators, the schemas and the definition files published since the app was built, each under
 * the id of its element in the page (contract/indlejrede-svar.ts); each empty while nothing changed.
 */
export function webAendringer(bygget: Saet): [id: string, aendringer: Readonly<Record<string, unknown>>][] {
  const live = aktueltSaet();
  return [
    [TEKSTAENDRINGER_ID, uiTekstAendringer(bygget)],
    [VALIDATORAENDRINGER_ID, validatorAendringer(live, bygget)],
    [SCHEMAAENDRINGER_ID, schemaAendringer(live, bygget)],
    [DEFINITIONSAENDRINGER_ID, filAendringer(live, bygget)],
  ];
}
