import { describe, expect, it } from 'vitest';
import { iKladden } from './kladde-sti';

describe('iKladden', () => {
  it("places the server's invoice errors at the draft's fields", () => {
    const besked = 'Der er allerede anmodet om forudbetaling af faktura KN-1 fra denne leverandør.';
    expect(
      iKladden([
        { path: '/faktura/fakturaNummer', message: besked },
        { path: '/faktura/dokument/dataUri', message: 'Filen skal være en pdf-, png- eller jpeg-fil.' },
        { path: '/faktura/bankOverfoersel/kontoNummer', message: 'Kontooplysninger er ikke angivet korrekt.' },
      ]),
    ).toEqual([
      { path: '/fakturaoplysninger/fakturanummer', message: besked },
      { path: '/fakturaoplysninger/dokument/url', message: 'Filen skal være en pdf-, png- eller jpeg-fil.' },
      { path: '/fakturaoplysninger/betalingsoplysninger/kontonummer', message: 'Kontooplysninger er ikke angivet korrekt.' },
    ]);
  });

  it('leaves a path it does not know as it is', () => {
    expect(iKladden([{ path: '/deltagelser/0/pris', message: 'x' }])).toEqual([{ path: '/deltagelser/0/pris', message: 'x' }]);
  });
});
