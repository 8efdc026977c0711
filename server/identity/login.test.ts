import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';

type Status = { data: { type: string | null; navn: string | null } };

describe('the citizen login form', () => {
  it.each(['/fonditlogin', '/log-ind'])('answers a %s body that cannot be read with a Danish 400 problem', async (sti) => {
    const { app } = testApp();
    for (const contentType of ['multipart/form-data; boundary=grænse', 'multipart/form-data']) {
      const res = await app.request(sti, { method: 'POST', headers: { 'Content-Type': contentType }, body: 'ikke en formular' });
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({ status: 400, title: 'Formularen kunne ikke læses.' });
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('ends the session the browser already had when it logs in again', async () => {
    const { app, citizenLogin } = testApp();
    const gammel = await citizenLogin('loenmodtager', 'lm-lars');
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      headers: { Cookie: gammel },
      body: new URLSearchParams({ loginHint: 'virksomhed', returnUrl: '/app', bruger: '31245001' }),
    });
    expect(res.status).toBe(302);
    const ny = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    expect(ny).not.toBe(gammel);

    const status = async (cookie: string) =>
      ((await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as Status).data.type;
    expect(await status(gammel)).toBeNull();
    expect(await status(ny)).toBe('virksomhed');
  });
});
