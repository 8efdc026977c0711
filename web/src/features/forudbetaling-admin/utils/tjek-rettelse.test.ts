import { beforeAll, describe, expect, it } from 'vitest';
import { validatorIndlaesning } from '../../../shared/schema-form/validator';
import type { Ansoegning } from '../api/hent-ansoegning';
import type { Rettelse } from '../api/opdater-anmodning';
import { beskederVed, leverandoerNoegle, RETTELSE_SCHEMA, skemaFejl, tjekMedOpslag, type Opslag } from './tjek-rettelse';

// The handling page loads the correction's validator before it checks (use-rettelse.ts).
beforeAll(() => validatorIndlaesning([RETTELSE_SCHEMA]));

const gyldig = (): Rettelse => ({
  anmodningId: 1,
  version: 1,
  faktura: {
    cvr: '35124004',
    fakturaNummer: 'KN-2026-0417',
    indbetalingskort: { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' },
  },
  deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
});

const ansoegning: Ansoegning = {
  ansogningId: 1004,
  ansoegningsnummer: 'A-2026-001004',
  kursusNavn: 'CNC-programmering, grundkursus',
  gaeldendeFra: '2026-08-15',
  gaeldendeTil: '2027-05-31',
  deltagerGebyr: 15750,
  statusKode: 'Godkendt',
  fond: 'Industriens Uddannelsesfond',
};

const opslag = (cvrNavn: string | null | undefined, leverandoer: { navn: string; kreditorNummer: string } | null | undefined): Opslag => ({
  ansoegninger: new Map([[1004, ansoegning]]),
  cvrNavne: new Map(cvrNavn === undefined ? [] : [['35124004', cvrNavn]]),
  leverandoerer: new Map(leverandoer === undefined ? [] : [[leverandoerNoegle('35124004', 1004), leverandoer]]),
});
const fundet = opslag('Kursuscenter Nord ApS', { navn: 'Kursuscenter Nord ApS', kreditorNummer: '700112' });

/** All messages of a correction: the schema's, then those of the lookups. */
function beskeder(rettelse: Rettelse, medOpslag: Opslag = fundet) {
  const skema = skemaFejl(rettelse);
  return [...skema, ...tjekMedOpslag(rettelse, skema, medOpslag).fejl];
}

describe('the admin correction rules of SPEC §5.3', () => {
  it('accepts a valid correction once every lookup has answered', () => {
    expect(beskeder(gyldig())).toEqual([]);
    expect(tjekMedOpslag(gyldig(), [], fundet).venter).toBe(false);
    expect(tjekMedOpslag(gyldig(), [], opslag(undefined, undefined)).venter).toBe(true);
    expect(tjekMedOpslag(gyldig(), [], opslag('Kursuscenter Nord ApS', undefined)).venter).toBe(true);
  });

  it.each([
    ['12345678', 'modulus 11 fails'],
    ['3512400', 'seven digits'],
    ['', 'empty'],
  ])('refuses the supplier CVR %s (%s)', (cvr) => {
    const r = gyldig();
    r.faktura.cvr = cvr;
    expect(beskeder(r)).toEqual([{ path: '/faktura/cvr', message: 'Leverandør CVR-nummer er ikke angivet korrekt.' }]);
  });

  it.each(['K', 'K'.repeat(21)])('refuses the invoice number %s', (fakturaNummer) => {
    const r = gyldig();
    r.faktura.fakturaNummer = fakturaNummer;
    expect(beskeder(r)).toEqual([{ path: '/faktura/fakturaNummer', message: 'Fakturanummer er ikke angivet korrekt.' }]);
  });

  it.each([
    [{ bankOverfoersel: { regNr: '123', kontoNummer: '1234567' } }],
    [{ bankOverfoersel: { regNr: '1234', kontoNummer: '12345678901' } }],
    [{ indbetalingskort: { kortArt: '72', betalingsId: '1', kreditorNummer: '1' } }],
    [{ indbetalingskort: { kortArt: '71', betalingsId: '1'.repeat(17), kreditorNummer: '1' } }],
    [{ indbetalingskort: { kortArt: '71', betalingsId: '1', kreditorNummer: '123456789' } }],
  ])('refuses the payment details %j', (betaling) => {
    const r = gyldig();
    // Wrong on purpose: what the schema refuses, the type would too.
    r.faktura = { cvr: r.faktura.cvr, fakturaNummer: r.faktura.fakturaNummer, ...betaling } as Rettelse['faktura'];
    const skema = skemaFejl(r);
    expect(beskederVed(skema, '/faktura/bankOverfoersel', '/faktura/indbetalingskort')).toEqual([
      'Betalingsoplysninger er ikke angivet korrekt.',
    ]);
    expect(beskederVed(skema, '/faktura/cvr', '/faktura/fakturaNummer', '/deltagelser')).toEqual([]);
  });

  it('refuses a period that is not a period, and one outside the valid period of the application', () => {
    const omvendt = gyldig();
    omvendt.deltagelser[0]!.periodeSlut = '2026-11-30';
    expect(beskeder(omvendt)).toEqual([{ path: '/deltagelser/0/periodeSlut', message: 'Periode er ikke angivet korrekt.' }]);

    const udenfor = gyldig();
    udenfor.deltagelser[0]!.periodeSlut = '2027-06-01';
    expect(beskeder(udenfor)).toEqual([{ path: '/deltagelser/0/periodeStart', message: 'Periode er udenfor gældende periode.' }]);
  });

  it('refuses a price that is not a price, and one above the fee', () => {
    const nul = gyldig();
    nul.deltagelser[0]!.pris = 0;
    expect(beskeder(nul)).toEqual([{ path: '/deltagelser/0/pris', message: 'Pris er ikke angivet korrekt.' }]);

    const forStor = gyldig();
    forStor.deltagelser[0]!.pris = 15750.01;
    expect(beskeder(forStor)).toEqual([{ path: '/deltagelser/0/pris', message: 'Beløb er større end deltagergebyr.' }]);
  });

  it('refuses a supplier unknown to the CVR register or to the fund’s finance system', () => {
    expect(beskeder(gyldig(), opslag(null, undefined))).toEqual([
      { path: '/faktura/cvr', message: 'Leverandør ikke fundet i CVR-registeret.' },
    ]);
    expect(beskeder(gyldig(), opslag('Novo Nordisk A/S', null))).toEqual([
      { path: '/faktura/cvr', message: 'Leverandør findes ikke i økonomisystem.' },
    ]);
  });
});
