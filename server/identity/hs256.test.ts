import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256';

const KEY = 'nøgle-til-test';
const AUD = 'fondsportal-admin';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token made by hand, so the header and signature can be anything. */
const token = (header: unknown, claims: unknown, key = KEY) => {
  const del = `${b64(header)}.${b64(claims)}`;
  return `${del}.${createHmac('sha256', key).update(del).digest('base64url')}`;
};

describe('verifyHs256', () => {
  it('answers the claims of a token hono signed with the key', async () => {
    const claims = { sub: 'admin', aud: AUD, sid: 's1', exp: 2_000_000_000 };
    expect(verifyHs256(await sign(claims, KEY, 'HS256'), KEY, AUD)).toEqual(claims);
    expect(verifyHs256(token({ alg: 'HS256' }, { aud: [AUD, 'andet'] }), KEY, AUD)).toEqual({ aud: [AUD, 'andet'] });
  });

  it('refuses another key, another audience or none, and changed claims', async () => {
    const godt = await sign({ sub: 'admin', aud: AUD }, KEY, 'HS256');
    expect(verifyHs256(godt, 'en anden nøgle', AUD)).toBeUndefined();
    expect(verifyHs256(godt, KEY, 'noget-andet')).toBeUndefined();
    expect(verifyHs256(token({ alg: 'HS256', typ: 'JWT' }, { sub: 'admin' }), KEY, AUD)).toBeUndefined();
    const [h, , s] = godt.split('.');
    expect(verifyHs256(`${h}.${b64({ sub: 'sagsbehandler', aud: AUD })}.${s}`, KEY, AUD)).toBeUndefined();
  });

  it('refuses every algorithm but HS256, "none" included, and a header of another type', () => {
    expect(verifyHs256(token({ alg: 'none' }, { aud: AUD }), KEY, AUD)).toBeUndefined();
    expect(verifyHs256(`${b64({ alg: 'none' })}.${b64({ aud: AUD })}.`, KEY, AUD)).toBeUndefined();
    expect(verifyHs256(token({ alg: 'HS512' }, { aud: AUD }), KEY, AUD)).toBeUndefined();
    expect(verifyHs256(token({ typ: 'JWT' }, { aud: AUD }), KEY, AUD)).toBeUndefined();
    expect(verifyHs256(token({ alg: 'HS256', typ: 'at+jwt' }, { aud: AUD }), KEY, AUD)).toBeUndefined();
  });

  it('refuses a signature in any spelling but its own, and tokens that are not three parts of JSON objects', () => {
    const godt = token({ alg: 'HS256' }, { aud: AUD });
    const sidste = godt.at(-1)!;
    for (const tegn of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (tegn !== sidste) expect(verifyHs256(`${godt.slice(0, -1)}${tegn}`, KEY, AUD)).toBeUndefined();
    }
    expect(verifyHs256(`${godt}=`, KEY, AUD)).toBeUndefined();
    expect(verifyHs256(`${godt}.x`, KEY, AUD)).toBeUndefined();
    expect(verifyHs256(godt.split('.').slice(0, 2).join('.'), KEY, AUD)).toBeUndefined();
    expect(verifyHs256(token({ alg: 'HS256' }, [AUD]), KEY, AUD)).toBeUndefined();
    expect(verifyHs256(token({ alg: 'HS256' }, 'tekst'), KEY, AUD)).toBeUndefined();
    const skrald = `ikke-base64.${b64({ aud: AUD })}`;
    expect(verifyHs256(`${skrald}.${createHmac('sha256', KEY).update(skrald).digest('base64url')}`, KEY, AUD)).toBeUndefined();
    expect(verifyHs256('', KEY, AUD)).toBeUndefined();
  });
});
