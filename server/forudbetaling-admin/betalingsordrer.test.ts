import { describe, expect, it } from 'vitest';
import type { Betalingsordre } from '../../contract/forudbetaling';
import { appMedAnmodning, godkendelse } from '../testing/anmodning';
import { valider } from '../validation/validator';

/** An approved request's payment orders, read as the finance system reads them. */
async function medGodkendtAnmodning() {
  const api = await appMedAnmodning();
  expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(api.id), api.admin)).status).toBe(200);
  // Every answer as schemas/betalingsordrer.schema.json, which the API reference gives clients, says it is.
  const ordrer = async (query = '') => {
    const svar = (await (await api.json('GET', `/api/ForudbetalingAdmin/Betalingsordrer${query}`, undefined, api.admin)).json()) as {
      data: Betalingsordre[];
    };
    expect(valider('betalingsordrer', svar)).toEqual([]);
    return svar.data;
  };
  return { ...api, ordrer };
}

describe('payment orders for the finance system', () => {
  it('lists the orders as JSON, those not yet exported by themselves, and per fund', async () => {
    const { ordrer, id } = await medGodkendtAnmodning();
    const alle = await ordrer();
    expect(alle).toEqual([
      expect.objectContaining({
        id: `${id}-fond-industri`,
        anmodningId: id,
        fondId: 'fond-industri',
        fondNavn: 'Industriens Uddannelsesfond',
        leverandoerCvr: expect.stringMatching(/^\d{8}$/),
        beloeb: 27700,
        oprettet: '2026-11-22T09:00:00.000Z',
      }),
    ]);
    expect(alle[0]).not.toHaveProperty('eksporteret');
    expect(await ordrer('?eksporteret=false')).toEqual(alle);
    expect(await ordrer('?eksporteret=true')).toEqual([]);
    expect(await ordrer('?fondId=fond-industri')).toEqual(alle);
    expect(await ordrer('?fondId=fond-byg')).toEqual([]);
  });

  it('marks orders exported once, and then lists them as exported', async () => {
    const { json, admin, ordrer, id, clock } = await medGodkendtAnmodning();
    const ider = [`${id}-fond-industri`];
    const svar = await json('POST', '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', { ider }, admin);
    expect(svar.status).toBe(200);
    expect(await svar.json()).toEqual({ data: [expect.objectContaining({ id: ider[0], eksporteret: '2026-11-22T09:00:00.000Z' })] });
    expect(await ordrer('?eksporteret=false')).toEqual([]);
    expect((await ordrer('?eksporteret=true')).map((o) => o.id)).toEqual(ider);
    // Marked again later: the first time stays.
    clock.advance(60_000);
    const igen = (await (await json('POST', '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', { ider }, admin)).json()) as {
      data: Betalingsordre[];
    };
    expect(igen.data[0]!.eksporteret).toBe('2026-11-22T09:00:00.000Z');
  });

  it('refuses an unknown order with the field it was sent in, and marks none of the others', async () => {
    const { json, admin, ordrer, id } = await medGodkendtAnmodning();
    const svar = await json(
      'POST',
      '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret',
      { ider: [`${id}-fond-industri`, '999-fond-byg'] },
      admin,
    );
    expect(svar.status).toBe(400);
    expect(await svar.json()).toMatchObject({
      title: 'Oplysningerne er ikke udfyldt korrekt.',
      errors: [{ path: '/ider/1', message: 'Betalingsordren 999-fond-byg findes ikke.' }],
    });
    expect((await ordrer('?eksporteret=false')).map((o) => o.id)).toEqual([`${id}-fond-industri`]);
    const tom = await json('POST', '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', { ider: [] }, admin);
    expect(await tom.json()).toMatchObject({ errors: [{ path: '/ider', message: 'Angiv mindst én betalingsordre.' }] });
    expect((await json('GET', '/api/ForudbetalingAdmin/Betalingsordrer?eksporteret=ja', undefined, admin)).status).toBe(400);
  });
});
