import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

const FELTER = 'schemas/arbejdsmangel-felter.schema.json';
type Json = Record<string, unknown>;

/** arbejdsmangel-felter with a longer period allowed, as an analyst may publish it. */
function medMaksUger(felter: Json, maksUger: number): Json {
  const definitions = felter['definitions'] as Record<string, Json>;
  return { ...felter, definitions: { ...definitions, periode: { ...definitions['periode'], maksUger } } };
}

// The weeks of a period follow the live schema's maksUger, not the one built into the code (review of issue 35).
describe('a period longer than the bundled schema allows, under a live schema that allows it', () => {
  it('accepts a 55-week application with hours in week 54, and the VEU page counts its 55 weeks', async () => {
    const { json, adminLogin, citizenLogin, app } = testApp();
    const admin = { Authorization: `Bearer ${(await adminLogin('admin')).accessToken}` };
    const analytiker = { Authorization: `Bearer ${(await adminLogin('analytiker')).accessToken}` };
    const kald = async (method: string, sti: string, body?: unknown, headers: Record<string, string> = admin) => {
      const res = await json(method, sti, body, headers);
      return { status: res.status, krop: (await res.json()) as Json };
    };
    const live = await kald('GET', '/api/Definitioner/Live');
    const felter = (live.krop['filer'] as Record<string, Json>)[FELTER]!;
    const { id } = (await kald('POST', '/api/Definitioner/Udkast', { titel: 'Længere perioder' })).krop as { id: string };
    expect((await kald('PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: FELTER, indhold: medMaksUger(felter, 60) })).status).toBe(200);
    expect((await kald('POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Op til 60 uger' }, analytiker)).status).toBe(201);

    // 2027-03-01 (a Monday, week 9) to 2028-03-19 (a Sunday, week 11 of 2028): 385 days, 55 weeks; week 54 is 10/2028.
    const ansoegning = gyldigAnsoegning();
    const krop = {
      ...ansoegning,
      periode: { fra: '2027-03-01', til: '2028-03-19' },
      medarbejdere: [{ ...ansoegning.medarbejdere[0]!, kursusTimerPerUge: [{ aar: 2028, ugeNr: 10, timerPerUge: 37 }] }],
    };
    const virksomhed = await citizenLogin('virksomhed', '31245001');
    const oprettet = await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', krop, { Cookie: virksomhed });
    expect(oprettet.status, JSON.stringify(oprettet.krop)).toBe(201);

    const sag = oprettet.krop['id'] as number;
    const { url } = (await kald('POST', '/api/NyadminAdgang', { til: `/nyadmin/Arbejdsmangel/${sag}` })).krop as { url: string };
    const cookie = ((await app.request(url)).headers.get('Set-Cookie') ?? '').split(';')[0]!;
    const veu = await (await app.request(`/nyadmin/Arbejdsmangel/${sag}`, { headers: { Cookie: cookie } })).text();
    expect(veu).toContain('385 dage over 55 uger');
  });
});
