import { describe, expect, it } from 'vitest';
import { appMedAnmodning, godkendelse } from './testing/anmodning';
import { gyldigAnsoegning } from './testing/fixtures';

const RET = '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin';
const PROBLEM_412 = {
  type: 'about:blank',
  status: 412,
  title: 'Sagen er ændret, siden den blev hentet.',
  detail: 'If-Match passer ikke med sagens nuværende ETag. Hent sagen igen, og ret den version.',
};

/** An app with Mette's request, its admin detail with its ETag, and the correction the handling page would send back. */
async function medDetalje() {
  const api = await appMedAnmodning();
  const hent = async () => {
    const svar = await api.json('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${api.id}`, undefined, api.admin);
    return {
      etag: svar.headers.get('ETag'),
      detalje: (await svar.json()) as { faktura: Record<string, unknown>; deltagelser: unknown[]; version: number },
    };
  };
  const rettelse = (detalje: Awaited<ReturnType<typeof hent>>['detalje'], fakturaNummer: string) => ({
    anmodningId: api.id,
    faktura: { ...detalje.faktura, fakturaNummer },
    deltagelser: detalje.deltagelser,
  });
  return { ...api, hent, rettelse };
}

describe('ETag and If-Match', () => {
  it('names the version of a case in ETag on every GET of one case', async () => {
    const { json, admin, mette, id, citizenLogin } = await appMedAnmodning();
    expect((await json('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`, undefined, admin)).headers.get('ETag')).toBe(
      '"1"',
    );
    expect((await json('GET', `/api/Forudbetaling/HentForudbetalingAnmodning/${id}`, undefined, mette)).headers.get('ETag')).toBe('"1"');
    const nordisk = { Cookie: await citizenLogin('virksomhed', '31245001') };
    const { id: ansoegning } = (await (
      await json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk)
    ).json()) as {
      id: number;
    };
    const detalje = await json(
      'GET',
      `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${ansoegning}`,
      undefined,
      admin,
    );
    expect(detalje.headers.get('ETag')).toBe('"1"');
  });

  it('changes a case sent with its current ETag in If-Match, and answers the new ETag', async () => {
    const { json, admin, hent, rettelse } = await medDetalje();
    const { etag, detalje } = await hent();
    const svar = await json('POST', RET, rettelse(detalje, 'KN-2026-0500'), { ...admin, 'If-Match': etag! });
    expect(svar.status).toBe(200);
    expect(svar.headers.get('ETag')).toBe('"2"');
    expect((await hent()).etag).toBe('"2"');
  });

  it('answers 412 in Danish for an If-Match the case has moved past, and changes nothing', async () => {
    const { json, admin, id, hent, rettelse, deps } = await medDetalje();
    const { etag: gammel, detalje } = await hent();
    expect((await json('POST', RET, rettelse(detalje, 'KN-2026-0501'), { ...admin, 'If-Match': gammel! })).status).toBe(200);

    const foer = await deps.store.collection('anmodninger').get(String(id));
    for (const [metode, sti, body] of [
      ['POST', RET, rettelse(detalje, 'KN-2026-0502')],
      ['POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id)],
      ['PUT', `/api/ForudbetalingAdmin/UdfoerHandling?id=${id}`, { handling: 'SkiftTilGodkendtManuelt' }],
      ['POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id, nyStatus: 'Afvist' }],
      [
        'POST',
        '/api/ForudbetalingAdmin/AfvisAnmodning',
        {
          anmodningId: id,
          email: { subject: 'Afvist', body: '<!DOCTYPE html><html><body><p>Begrundelse: {{begrundelse}}</p></body></html>' },
          begrundelse: 'Kurset er betalt af arbejdsgiveren.',
        },
      ],
    ] as const) {
      const svar = await json(metode, sti, body, { ...admin, 'If-Match': gammel! });
      expect(svar.status, sti).toBe(412);
      expect(svar.headers.get('Content-Type')).toContain('application/problem+json');
      expect(await svar.json()).toEqual(PROBLEM_412);
    }
    // The same stale version in the body is the 409 it always was.
    const iKroppen = await json('POST', RET, { ...rettelse(detalje, 'KN-2026-0503'), version: 1 }, admin);
    expect(iKroppen.status).toBe(409);
    expect(await deps.store.collection('anmodninger').get(String(id))).toEqual(foer);
  });

  it('refuses an If-Match that names no version of the case, or another than the body', async () => {
    const { json, admin, hent, rettelse } = await medDetalje();
    const { detalje } = await hent();
    for (const ifMatch of ['W/"1"', '"1", "2"', 'version-1'])
      expect((await json('POST', RET, rettelse(detalje, 'KN-2026-0504'), { ...admin, 'If-Match': ifMatch })).status, ifMatch).toBe(412);
    expect((await json('POST', RET, { ...rettelse(detalje, 'KN-2026-0504'), version: 2 }, { ...admin, 'If-Match': '"1"' })).status).toBe(
      412,
    );
    // '*' asks only that the case exists.
    expect((await json('POST', RET, rettelse(detalje, 'KN-2026-0505'), { ...admin, 'If-Match': '*' })).status).toBe(200);
  });

  it('answers 412 on a work-shortage handling sent with an old ETag', async () => {
    const { json, admin, citizenLogin } = await appMedAnmodning();
    const nordisk = { Cookie: await citizenLogin('virksomhed', '31245001') };
    const { id } = (await (await json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk)).json()) as {
      id: number;
    };
    const sti = `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`;
    const attesteret = await json('PUT', sti, { handling: 'RegistrerAccepteretAfMedarbejdere' }, { ...admin, 'If-Match': '"1"' });
    expect(attesteret.status).toBe(200);
    expect(attesteret.headers.get('ETag')).toBe('"2"');
    const forAeldet = await json('PUT', sti, { handling: 'RegistrerGodkendtAfSekretariatet' }, { ...admin, 'If-Match': '"1"' });
    expect(forAeldet.status).toBe(412);
    expect(await forAeldet.json()).toEqual(PROBLEM_412);
  });

  it('answers 412 in Danish for a work-shortage correction sent with an old ETag, and the stored application is as before', async () => {
    const { json, admin, citizenLogin, deps } = await appMedAnmodning();
    const nordisk = { Cookie: await citizenLogin('virksomhed', '31245001') };
    const { id } = (await (await json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk)).json()) as {
      id: number;
    };
    const sti = '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin';
    // The correction the detail screen sends: the application with its employees' ids.
    const { medarbejdere, ...rest } = gyldigAnsoegning();
    const rettelse = (aendring: Record<string, unknown>) => ({
      id,
      ...rest,
      medarbejdere: medarbejdere.map((m, i) => ({ ...m, id: i + 1 })),
      ...aendring,
    });
    const rettet = await json('POST', sti, rettelse({ ansoegningsNavn: 'Pladeværkstedet' }), { ...admin, 'If-Match': '"1"' });
    expect(rettet.status).toBe(200);
    expect(rettet.headers.get('ETag')).toBe('"2"');

    const foer = await deps.store.collection('arbejdsmangel').get(String(id));
    const forAeldet = await json('POST', sti, rettelse({ omfang: 'HeleVirksomheden', ansoegningsNavn: '' }), {
      ...admin,
      'If-Match': '"1"',
    });
    expect(forAeldet.status).toBe(412);
    expect(forAeldet.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await forAeldet.json()).toEqual(PROBLEM_412);
    expect(await deps.store.collection('arbejdsmangel').get(String(id))).toEqual(foer);
  });
});
