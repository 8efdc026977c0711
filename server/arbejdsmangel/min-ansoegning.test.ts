import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

const sti = (id: number | string) => `/api/ArbejdsmangelAnsoegning/MinAnsoegning/${id}`;

/** Nordisk Stål & Montage A/S with one application the secretariat has attested and approved, and Fyns Træ og Byg ApS. */
async function opsaet() {
  const api = testApp();
  const nordisk = { Cookie: await api.citizenLogin('virksomhed', '31245001') };
  const fyns = { Cookie: await api.citizenLogin('virksomhed', '38765418') };
  const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk);
  const { id } = (await res.json()) as { id: number };
  const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
  for (const handling of ['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet']) {
    const svar = await api.json(
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`,
      { handling },
      admin,
    );
    expect(svar.status).toBe(200);
  }
  return { ...api, id, nordisk, fyns };
}

describe('GET /api/ArbejdsmangelAnsoegning/MinAnsoegning/:id', () => {
  it('answers the company its own application: status by label, period, employees and the decisions, no CPR number or staff name', async () => {
    const { json, id, nordisk } = await opsaet();
    const res = await json('GET', sti(id), undefined, nordisk);
    expect(res.status).toBe(200);
    const krop = (await res.json()) as Record<string, unknown>;
    expect(krop).toEqual({
      id,
      oprettelsesTidspunkt: '2026-11-22T09:00:00.000Z',
      status: 'Godkendt',
      statusLabel: 'Godkendt',
      senesteStatusSkift: '2026-11-22T09:00:00.000Z',
      omfang: 'Afdeling',
      ansoegningsNavn: 'Svejseafdelingen',
      periode: { fra: '2027-03-01', til: '2027-04-04' },
      enighed: 'Tillidsrepraesentant',
      medarbejdere: [
        {
          navn: 'Anna Krogh',
          kursustimer: 55.5,
          kursusTimerPerUge: [
            { aar: 2027, ugeNr: 9, timerPerUge: 37 },
            { aar: 2027, ugeNr: 10, timerPerUge: 18.5 },
          ],
        },
        { navn: 'Jens Lund', kursustimer: 7.5, kursusTimerPerUge: [{ aar: 2027, ugeNr: 13, timerPerUge: 7.5 }] },
      ],
      historik: [
        { tidspunkt: '2026-11-22T09:00:00.000Z', handling: 'Ansøgning indsendt af virksomheden' },
        {
          tidspunkt: '2026-11-22T09:00:00.000Z',
          handling: 'Attester ansøgning på vegner af medarbejdere',
          statusLabels: { fra: 'Afventer attestering', til: 'Attesteret' },
        },
        {
          tidspunkt: '2026-11-22T09:00:00.000Z',
          handling: 'Godkend ansøgning',
          statusLabels: { fra: 'Attesteret', til: 'Godkendt' },
        },
      ],
    });
    // The representative, the CPR numbers and who in the secretariat acted are not the answer's.
    expect(JSON.stringify(krop)).not.toMatch(/020290|0303851234|010170|Bo Holm|"af"/);
  });

  it('answers another company, an unknown id and one that is no number 404, and anyone but a company 401', async () => {
    const { json, app, id, fyns, nordisk, citizenLogin } = await opsaet();
    for (const [kald, headers] of [
      [sti(id), fyns],
      [sti(999), nordisk],
      [sti('abc'), nordisk],
      [sti('1e3'), nordisk],
    ] as const) {
      const res = await json('GET', kald, undefined, headers);
      expect(res.status, kald).toBe(404);
      expect(((await res.json()) as { title: string }).title).toBe('Ansøgningen findes ikke.');
    }
    expect((await app.request(sti(id))).status).toBe(401);
    const mette = { Cookie: await citizenLogin('loenmodtager', 'lm-mette') };
    expect((await json('GET', sti(id), undefined, mette)).status).toBe(401);
  });
});
