import { describe, expect, it } from 'vitest';
import { createOprydning } from './oprydning';
import { testApp } from './testing/app';

const SIDE = '/nyadmin/Arbejdsmangel/999';
const minutter = (n: number) => n * 60_000;

/** A citizen and a one-time code; `navn` of the citizen as /api/loginStatus.aspx shows it, or null when logged out. */
async function medSessionerOgKoder() {
  const api = testApp();
  // A login of its own for each code: the clock moves past an access token's quarter of an hour.
  const kode = async () =>
    (
      (await (
        await api.json('POST', '/api/NyadminAdgang', { til: SIDE }, { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` })
      ).json()) as {
        url: string;
      }
    ).url;
  const navn = async (cookie: string) =>
    ((await (await api.app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as { data: { navn: string | null } })
      .data.navn;
  const antal = async (samling: string) => (await api.deps.store.collection(samling).find()).length;
  return { ...api, kode, navn, antal };
}

describe('the sweep of expired sessions and one-time codes', () => {
  it('deletes sessions idle past the limit and codes past their minute, and keeps the live ones', async () => {
    const { deps, clock, citizenLogin, kode, navn, antal, app } = await medSessionerOgKoder();
    const forladt = await citizenLogin('loenmodtager', 'lm-mette');
    const aktiv = await citizenLogin('virksomhed', '31245001');
    const gammelKode = await kode();
    clock.advance(minutter(20));
    // The company's page is in use (its keep-alive; asking who is signed in is no activity).
    expect((await app.request('/sessionkeepalive', { headers: { Cookie: aktiv } })).status).toBe(204);
    clock.advance(minutter(11));
    const frisk = await kode();
    expect(await antal('sessions')).toBe(2);
    expect(await antal('engangskoder')).toBe(2);

    // The counter of the sign-ins' address holds no attempts (each succeeded), so it goes too.
    expect(await createOprydning(deps).ryd()).toEqual({ sessioner: 1, engangskoder: 1, idempotens: 0, leveringer: 0, taellere: 1 });
    expect(await antal('sessions')).toBe(1);
    expect(await antal('engangskoder')).toBe(1);
    expect(await navn(aktiv)).not.toBeNull();
    expect(await navn(forladt)).toBeNull();
    // The code left is the fresh one: it still opens the page, the old one not.
    expect((await app.request(gammelKode)).status).toBe(401);
    expect((await app.request(frisk)).status).toBe(302);
    expect(await createOprydning(deps).ryd()).toEqual({ sessioner: 0, engangskoder: 0, idempotens: 0, leveringer: 0, taellere: 0 });
  });

  it('keeps a session idle exactly as long as the limit, as a request would', async () => {
    const { deps, clock, citizenLogin, navn, antal } = await medSessionerOgKoder();
    const cookie = await citizenLogin('loenmodtager', 'lm-mette');
    clock.advance(minutter(30));
    expect(await createOprydning(deps).ryd()).toMatchObject({ sessioner: 0, engangskoder: 0, idempotens: 0, leveringer: 0 });
    expect(await antal('sessions')).toBe(1);
    clock.advance(1);
    expect(await createOprydning(deps).ryd()).toMatchObject({ sessioner: 1 });
    expect(await navn(cookie)).toBeNull();
  });

  it('sweeps at start and again at every interval until stopped', async () => {
    const { deps, clock, citizenLogin, antal } = await medSessionerOgKoder();
    await citizenLogin('loenmodtager', 'lm-mette');
    clock.advance(minutter(31));
    const oprydning = createOprydning(deps, 50);
    await oprydning.start();
    expect(await antal('sessions')).toBe(0);
    await citizenLogin('loenmodtager', 'lm-lars');
    clock.advance(minutter(31));
    await expect.poll(() => antal('sessions'), { timeout: 5000 }).toBe(0);
    oprydning.stop();
    await citizenLogin('loenmodtager', 'lm-sofie');
    clock.advance(minutter(31));
    await new Promise((r) => setTimeout(r, 200));
    expect(await antal('sessions')).toBe(1);
  });
});
