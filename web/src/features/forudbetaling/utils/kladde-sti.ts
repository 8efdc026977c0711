import type { FeltFejl } from '@engine/felt-fejl';

/** Where each field of the request body (til-opret-body.ts) is entered in the draft. */
const FELTER: [body: string, kladde: string][] = [
  ['/faktura/fakturaNummer', '/fakturaoplysninger/fakturanummer'],
  ['/faktura/cvr', '/fakturaoplysninger/leverandoer/cvr'],
  ['/faktura/dokument', '/fakturaoplysninger/dokument/url'],
  ['/faktura/bankOverfoersel/regNr', '/fakturaoplysninger/betalingsoplysninger/registreringsnummer'],
  ['/faktura/bankOverfoersel/kontoNummer', '/fakturaoplysninger/betalingsoplysninger/kontonummer'],
  ['/faktura/indbetalingskort/kortArt', '/fakturaoplysninger/betalingsoplysninger/kortart'],
  ['/faktura/indbetalingskort/betalingsId', '/fakturaoplysninger/betalingsoplysninger/betalingsidentitet'],
  ['/faktura/indbetalingskort/kreditorNummer', '/fakturaoplysninger/betalingsoplysninger/kreditornummer'],
  ['/faktura', '/fakturaoplysninger/betalingsoplysninger/betalingsmetode'],
];

/** The server's field errors on the request body, placed at the draft's fields the person entered them in. */
export function iKladden(fejl: readonly FeltFejl[]): FeltFejl[] {
  return fejl.map(({ path, message }) => {
    const felt = FELTER.find(([body]) => path === body || path.startsWith(`${body}/`));
    return { path: felt ? felt[1] : path, message };
  });
}
