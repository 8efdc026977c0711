import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { validate as deltagelse } from 'virtual:validator/forudbetaling-deltagelse';
import { validate as faktura } from 'virtual:validator/forudbetaling-faktura';
import { validate as tilskud } from 'virtual:validator/forudbetaling-tilskud';
import { validate as troOgLove } from 'virtual:validator/forudbetaling-tro-og-love';
import { forudbetalingWizard, type Kladde } from './forudbetaling-wizard';

// The steps' precompiled validators, as the web's forms load them.
const validering: Record<string, (data: unknown) => boolean> = {
  'forudbetaling-tilskud': tilskud,
  'forudbetaling-deltagelse': deltagelse,
  'forudbetaling-faktura': faktura,
  'forudbetaling-tro-og-love': troOgLove,
};
const erGyldig = (schemaId: string, kladde: Kladde) => validering[schemaId]!(kladde);

const svejsning = { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning efter EN ISO 9606-1' } };

/** A draft that satisfies every step. */
const udfyldt: Kladde = {
  deltagelser: [{ tilskud: svejsning, pris: 18500, periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-05' } }],
  fakturaoplysninger: {
    dokument: { url: 'data:application/pdf;base64,JVBERi0xLjcK', filnavn: 'faktura.pdf', stoerrelse: 9 },
    fakturanummer: 'KN-2026-0417',
    leverandoer: { cvr: '35124004', navn: 'Kursuscenter Nord ApS' },
    betalingsoplysninger: {
      betalingsmetode: 'indbetalingskort',
      kortart: '71',
      betalingsidentitet: '000000067097535',
      kreditornummer: '85799665',
    },
  },
  betingelserAccepteret: true,
};

function start(indsend = vi.fn<(kladde: Kladde) => Promise<number>>().mockResolvedValue(17)) {
  const actor = createActor(forudbetalingWizard({ indsend, erGyldig })).start();
  return { actor, indsend, trin: () => actor.getSnapshot().value, kontekst: () => actor.getSnapshot().context };
}

describe('forudbetaling-wizard', () => {
  it('refuses to go forward while the step is invalid, and from then on lets its messages show', () => {
    const { actor, trin, kontekst } = start();
    expect(kontekst().forsoegt).toEqual({});

    actor.send({ type: 'FORTSAET' });

    expect(trin()).toBe('tilskud');
    expect(kontekst().forsoegt).toEqual({ tilskud: true });
  });

  it('goes forward once the step validates, and not before on the next one', () => {
    const { actor, trin, kontekst } = start();
    actor.send({ type: 'OPDATER', kladde: { deltagelser: [{ tilskud: svejsning }] } });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('deltagelse');

    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('deltagelse');
    expect(kontekst().forsoegt).toEqual({ tilskud: true, deltagelse: true });

    actor.send({
      type: 'OPDATER',
      kladde: { deltagelser: [{ tilskud: svejsning, pris: 100, periode: { startdato: '2026-12-05', afslutningsdato: '2026-12-01' } }] },
    });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('deltagelse');

    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('faktura');
  });

  it('shows the check page between faktura and tro og love, and goes back through it', () => {
    const { actor, trin, kontekst } = start();
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'TILBAGE' });
    expect(trin()).toBe('tilskud');

    for (const forventet of ['deltagelse', 'faktura', 'kontrol', 'troOgLove']) {
      actor.send({ type: 'FORTSAET' });
      expect(trin()).toBe(forventet);
    }
    expect(kontekst().kontrolSet).toBe(true);
    for (const forventet of ['kontrol', 'faktura', 'deltagelse', 'tilskud']) {
      actor.send({ type: 'TILBAGE' });
      expect(trin()).toBe(forventet);
    }
  });

  it('goes to a step by its address only when every step before it is valid', () => {
    const { actor, trin } = start();
    actor.send({ type: 'GAA_TIL', trin: 'faktura' });
    expect(trin()).toBe('tilskud');

    actor.send({ type: 'OPDATER', kladde: { deltagelser: [{ tilskud: svejsning }] } });
    actor.send({ type: 'GAA_TIL', trin: 'faktura' });
    expect(trin()).toBe('tilskud');
    actor.send({ type: 'GAA_TIL', trin: 'deltagelse' });
    expect(trin()).toBe('deltagelse');

    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'GAA_TIL', trin: 'kontrol' });
    expect(trin()).toBe('kontrol');
    actor.send({ type: 'GAA_TIL', trin: 'tilskud' });
    expect(trin()).toBe('tilskud');
    actor.send({ type: 'GAA_TIL', trin: 'ukendt' });
    expect(trin()).toBe('tilskud');
  });

  it('reaches tro og love by its address only after the check page has been shown', () => {
    const { actor, trin } = start();
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'GAA_TIL', trin: 'troOgLove' });
    expect(trin()).toBe('tilskud');
    actor.send({ type: 'GAA_TIL', trin: 'kontrol' });
    actor.send({ type: 'GAA_TIL', trin: 'deltagelse' });
    actor.send({ type: 'GAA_TIL', trin: 'troOgLove' });
    expect(trin()).toBe('troOgLove');
  });

  it("returns from a step to the check page once it has been shown ('Ret'), unless a step before it is invalid", () => {
    const { actor, trin } = start();
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'GAA_TIL', trin: 'kontrol' });
    actor.send({ type: 'GAA_TIL', trin: 'tilskud' });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('kontrol');

    actor.send({ type: 'GAA_TIL', trin: 'tilskud' });
    const toKurser = { ...udfyldt, deltagelser: [...udfyldt.deltagelser, { tilskud: { ...svejsning, id: 1002 } }] };
    actor.send({ type: 'OPDATER', kladde: toKurser });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('deltagelse');
  });

  it('needs the terms accepted, then submits the draft and ends on the receipt with the new id', async () => {
    const { actor, trin, kontekst, indsend } = start();
    actor.send({ type: 'OPDATER', kladde: { ...udfyldt, betingelserAccepteret: false } });
    for (let i = 0; i < 4; i++) actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('troOgLove');

    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('troOgLove');
    expect(indsend).not.toHaveBeenCalled();

    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('indsender');
    await waitFor(actor, (s) => s.status === 'done');

    expect(trin()).toBe('kvittering');
    expect(kontekst().anmodningId).toBe(17);
    expect(indsend).toHaveBeenCalledWith(udfyldt);
  });

  it('returns to tro og love with the error when the submission fails, and can try again', async () => {
    const fejl = new Error('500');
    const indsend = vi.fn<(kladde: Kladde) => Promise<number>>().mockRejectedValueOnce(fejl).mockResolvedValueOnce(18);
    const { actor, trin, kontekst } = start(indsend);
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    for (let i = 0; i < 5; i++) actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('indsender');
    actor.send({ type: 'GAA_TIL', trin: 'faktura' });
    expect(trin()).toBe('indsender');

    await waitFor(actor, (s) => s.matches('troOgLove'));
    expect(kontekst().indsendFejl).toBe(fejl);
    expect(kontekst().kladde).toEqual(udfyldt);

    actor.send({ type: 'FORTSAET' });
    expect(kontekst().indsendFejl).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(trin()).toBe('kvittering');
    expect(kontekst().anmodningId).toBe(18);
  });

  it('returns to faktura with the field error when the server refuses the invoice (409 one request per invoice)', async () => {
    const besked = 'Der er allerede anmodet om forudbetaling af faktura KN-2026-0417 fra denne leverandør.';
    const konflikt = Object.assign(new Error(besked), {
      status: 409,
      problem: { title: besked, status: 409, errors: [{ path: '/faktura/fakturaNummer', message: besked }] },
    });
    const indsend = vi.fn<(kladde: Kladde) => Promise<number>>().mockRejectedValueOnce(konflikt);
    const { actor, trin, kontekst } = start(indsend);
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    for (let i = 0; i < 5; i++) actor.send({ type: 'FORTSAET' });

    await waitFor(actor, (s) => !s.matches('indsender'));
    expect(trin()).toBe('faktura');
    expect(kontekst().serverFejl).toEqual([{ path: '/faktura/fakturaNummer', message: besked }]);
    expect(kontekst().indsendFejl).toBeNull();

    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('kontrol');
  });

  it('keeps the general message for a 409 without an invoice field and for other failures', async () => {
    const andet = Object.assign(new Error('409'), {
      status: 409,
      problem: { title: 'x', status: 409, errors: [{ path: '/deltagelser/0', message: 'x' }] },
    });
    const indsend = vi.fn<(kladde: Kladde) => Promise<number>>().mockRejectedValueOnce(andet);
    const { actor, trin, kontekst } = start(indsend);
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    for (let i = 0; i < 5; i++) actor.send({ type: 'FORTSAET' });

    await waitFor(actor, (s) => !s.matches('indsender'));
    expect(trin()).toBe('troOgLove');
    expect(kontekst().indsendFejl).toBe(andet);
    expect(kontekst().serverFejl).toEqual([]);
  });

  it('checks each rule of SPEC §5.1 on its own step', () => {
    const { actor, trin } = start();
    const uden = (aendring: Partial<NonNullable<Kladde['fakturaoplysninger']>>): Kladde => ({
      ...udfyldt,
      fakturaoplysninger: { ...udfyldt.fakturaoplysninger, ...aendring },
    });
    actor.send({ type: 'OPDATER', kladde: udfyldt });
    actor.send({ type: 'FORTSAET' });
    actor.send({ type: 'FORTSAET' });
    expect(trin()).toBe('faktura');

    for (const ugyldig of [
      uden({ dokument: undefined }),
      uden({ fakturanummer: 'K' }),
      uden({ leverandoer: { cvr: '35124005', navn: 'X' } }),
      uden({ leverandoer: { cvr: '35124004' } }),
      uden({ betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', registreringsnummer: '123', kontonummer: '1' } }),
      uden({ betalingsoplysninger: { kortart: '71' } }),
    ]) {
      actor.send({ type: 'OPDATER', kladde: ugyldig });
      actor.send({ type: 'FORTSAET' });
      expect(trin()).toBe('faktura');
    }
  });
});
