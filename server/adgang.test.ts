import { beforeAll, describe, expect, it } from 'vitest';
import { klientRoller, maa, roller, type AdminArbejde, type Rolle } from '../engine/roller';
import { createKlienter } from './identity/klienter';
import { testApp } from './testing/app';
import { dataUri, fakturaPdf } from './testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from './testing/fixtures';
import { ruteNoegle } from './rute';
import { erMellemled, ruter, type Rute } from './ruter';

// Queries that make each call reach its handler; ids point at the request and application made below.
const forespoergsel: Record<string, string> = {
  '/api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager': '?cvr=35124004',
  '/api/ForudbetalingAdmin/FindAnmodninger': '?status=Oprettet&pageSize=1000000',
  '/api/AnsogningAdmin/HentAnsogning': '?ansogningId=1001',
  '/api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin': '?cvr=35124004',
  '/api/CvrAdmin/FindNavnFraCvrOgAnsoegningId': '?cvr=35124004&ansogningId=1001',
  '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin': '?pageSize=10000',
  '/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin': '?id=1',
  '/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning': '?id=1',
};

const konkret = (sti: string) =>
  sti
    .replace(':noegle', 'forudbetaling:tro-og-love')
    .replace(':formular', 'forudbetaling')
    .replace(':fondId', 'fond-industri')
    .replace(':fil{ikon-[0-9]+\\.png}', 'ikon-64.png')
    .replace(':id', '1')
    .replace('*', 'x') + (forespoergsel[sti] ?? '');

// One demo staff account per role (content/demo/admins.json).
const personale = {
  admin: 'Administrator',
  sagsbehandler: 'Sagsbehandler',
  tekstredaktoer: 'Tekstredaktoer',
  analytiker: 'Analytiker',
} as const;
type Personale = keyof typeof personale;
// One service account per system role, with a token by client credentials (npm run klient:opret makes them).
const systemer = { oekonomisystem: 'Betalingsordrer', rapportering: 'SagerLaes', esdh: 'SagerBehandl' } as const;
type System = keyof typeof systemer;
type Hvem = 'ingen' | 'mette' | 'lars' | 'nordisk' | 'fyns' | Personale | System;
const alle: Hvem[] = [
  'ingen',
  'mette',
  'lars',
  'nordisk',
  'fyns',
  ...(Object.keys(personale) as Personale[]),
  ...(Object.keys(systemer) as System[]),
];

let api: ReturnType<typeof testApp>;
const headers = Object.fromEntries(alle.map((hvem) => [hvem, {}])) as Record<Hvem, Record<string, string>>;
const rolle = (hvem: Hvem): Rolle | undefined =>
  hvem in personale ? personale[hvem as Personale] : hvem in systemer ? systemer[hvem as System] : undefined;

beforeAll(async () => {
  api = testApp();
  headers.mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
  headers.lars = { Cookie: await api.citizenLogin('loenmodtager', 'lm-lars') };
  headers.nordisk = { Cookie: await api.citizenLogin('virksomhed', '31245001') };
  headers.fyns = { Cookie: await api.citizenLogin('virksomhed', '38765418') };
  for (const hvem of Object.keys(personale) as Personale[]) {
    headers[hvem] = { Authorization: `Bearer ${(await api.adminLogin(hvem)).accessToken}` };
  }
  const klienter = createKlienter(api.deps);
  for (const [navn, klientRolle] of Object.entries(systemer) as [System, Rolle & (typeof klientRoller)[number]][]) {
    const { clientId, clientSecret } = await klienter.opret(navn, [klientRolle]);
    const svar = await api.json('POST', '/api/auth/token', {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    headers[navn] = { Authorization: `Bearer ${((await svar.json()) as { access_token: string }).access_token}` };
  }
  const anmodning = await api.json(
    'POST',
    '/api/Forudbetaling/OpretForudbetalingAnmodning',
    gyldigAnmodning(dataUri(await fakturaPdf())),
    headers.mette,
  );
  expect(anmodning.status).toBe(201);
  expect((await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), headers.nordisk)).status).toBe(201);
  // Mette's draft of the wizard: she alone reaches it; a company has no such form (404).
  const kladde = { trin: 'faktura', data: { fakturaoplysninger: { fakturanummer: 'KN-2026-0417' } } };
  expect((await api.json('PUT', '/api/Kladde/forudbetaling', kladde, headers.mette)).status).toBe(200);
});

function forventet({ adgang, arbejde }: Rute, hvem: Hvem, status: number): boolean {
  const loenmodtager = hvem === 'mette' || hvem === 'lars';
  switch (adgang) {
    case 'offentlig':
      return status !== 401 && status !== 403 && status < 500;
    case 'loenmodtager':
      return loenmodtager ? status !== 401 && status < 500 : status === 401;
    case 'ejer':
      return hvem === 'mette' ? status === 200 : hvem === 'lars' ? status === 404 : status === 401;
    case 'virksomhed':
      return hvem === 'nordisk' || hvem === 'fyns' ? status !== 401 && status < 500 : status === 401;
    case 'borger':
      return hvem === 'ingen' || rolle(hvem) !== undefined ? status === 401 : status === 200;
    case 'kladde':
      // Lars writes a draft of his own (here a body of {} is 400), never reads or deletes Mette's; staff have none.
      if (hvem === 'ingen' || rolle(hvem) !== undefined) return status === 401;
      return hvem === 'mette' ? status !== 401 && status < 500 : hvem === 'lars' ? status === 404 || status === 400 : status === 404;
    case 'admin':
      return adminForventet(arbejde, rolle(hvem), status);
    case 'loenmodtagerSide':
      return loenmodtager ? status === 200 : status === 302;
    case 'nyadmin':
    case 'dokumentAdgang':
      return status === 401;
  }
}

/** Staff and systems reach an admin route when one of its roles is theirs, else 403; anyone else gets 401. */
function adminForventet(arbejde: AdminArbejde, rolle: Rolle | undefined, status: number): boolean {
  if (rolle === undefined) return status === 401;
  return maa([rolle], arbejde) ? status !== 401 && status !== 403 && status < 500 : status === 403;
}

describe('authorisation over every route', () => {
  it('has one demo account for every staff role and one client for every system role', () => {
    expect(Object.values(personale).sort()).toEqual([...roller].sort());
    expect(Object.values(systemer).sort()).toEqual([...klientRoller].sort());
  });

  it('has every route of the app in the table', () => {
    const appRuter = new Set(api.app.routes.filter((r) => !erMellemled(r.method, r.path)).map((r) => `${r.method} ${r.path}`));
    expect([...appRuter].filter((r) => !(r in ruter))).toEqual([]);
    expect(Object.keys(ruter).filter((r) => !appRuter.has(r))).toEqual([]);
  });

  it('takes the access and schemas of each route from its own entry in the table (rute)', () => {
    const medRute = api.app.routes.flatMap((r) => {
      const noegle = ruteNoegle(r.handler);
      return noegle ? [{ rute: `${r.method} ${r.path}`, noegle }] : [];
    });
    expect(medRute.filter(({ rute, noegle }) => rute !== noegle)).toEqual([]);
    const daekket = new Set(medRute.map(({ rute }) => rute));
    const skalHave = Object.entries(ruter).filter(([, r]) => r.adgang !== 'offentlig' || r.body !== undefined || r.query !== undefined);
    expect(skalHave.length).toBeGreaterThan(40);
    expect(skalHave.map(([noegle]) => noegle).filter((noegle) => !daekket.has(noegle))).toEqual([]);
  });

  for (const [rute, spec] of Object.entries(ruter)) {
    it(`${rute} (${spec.adgang}${spec.arbejde ? `: ${spec.arbejde}` : ''})`, async () => {
      const [metode, sti] = rute.split(' ') as [string, string];
      // Logging out would end the shared sessions the other rows need; it is tested in identity.test.ts.
      for (const hvem of rute === 'POST /log-ud' ? (['ingen'] as Hvem[]) : alle) {
        const method = metode === 'ALL' ? 'GET' : metode;
        const body = method === 'GET' ? undefined : method === 'POST' && sti.startsWith('/fonditlogin') ? undefined : {};
        const res = await api.json(method, konkret(sti), body, headers[hvem]);
        expect(forventet(spec, hvem, res.status), `${hvem} fik ${res.status}`).toBe(true);
        if (res.status === 403 && spec.adgang === 'admin') {
          expect(await res.clone().json()).toMatchObject({ status: 403, title: 'Din rolle giver ikke adgang til dette.' });
        }
        if (res.status === 401 || res.status === 403 || res.status === 404) {
          const tekst = await res.text();
          expect(tekst).not.toMatch(/120385|Mette Jensen|Svejseafdelingen|KN-2026-0417/);
        }
      }
    });
  }
});

describe('what each role may do, as the route table declares it', () => {
  const adminRuter = Object.entries(ruter).filter(([, r]) => r.adgang === 'admin') as [string, Rute & { adgang: 'admin' }][];
  const naar = (r: Rolle) => adminRuter.filter(([, { arbejde }]) => maa([r], arbejde)).map(([navn]) => navn);
  const sagsruter = adminRuter.map(([navn]) => navn).filter((navn) => /Admin\b|Admin\//.test(navn) && !navn.includes('/api/auth/'));

  it('an Administrator reaches every admin route', () => {
    expect(naar('Administrator')).toEqual(adminRuter.map(([navn]) => navn));
  });

  it('a Sagsbehandler reaches every case route of both kinds, and not the texts', () => {
    expect(sagsruter.length).toBeGreaterThan(15);
    expect(sagsruter.filter((navn) => !naar('Sagsbehandler').includes(navn))).toEqual([]);
    expect(naar('Sagsbehandler')).not.toContain('PUT /api/Tekst');
  });

  it('a Tekstredaktoer reaches the texts and nothing else', () => {
    expect(naar('Tekstredaktoer').sort()).toEqual([
      'GET /api/Tekst/:noegle/Historik',
      'GET /api/auth/mig',
      'POST /api/Tekst/:noegle/Gendan',
      'PUT /api/Tekst',
    ]);
  });

  it('an Analytiker reads cases and workflows and changes no case; of what is stored, only the definitions', () => {
    // NyadminAdgang answers an address for a read-only page; it changes no case.
    const aendrer = naar('Analytiker').filter(
      (navn) => !navn.startsWith('GET ') && navn !== 'POST /api/NyadminAdgang' && !navn.includes(' /api/Definitioner/'),
    );
    expect(aendrer).toEqual([]);
    expect(naar('Analytiker')).toEqual(
      expect.arrayContaining(['POST /api/Definitioner/Udkast/:id/Udgiv', 'PUT /api/Definitioner/Udkast/:id/Filer']),
    );
    expect(naar('Sagsbehandler').filter((navn) => navn.includes('/api/Definitioner/'))).toEqual([]);
    expect(naar('Analytiker')).toEqual(expect.arrayContaining(['GET /api/Arbejdsgange', 'GET /api/ForudbetalingAdmin/FindAnmodninger']));
    expect(naar('Analytiker')).not.toContain('GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId');
  });

  it('the finance system (Betalingsordrer) reads payment orders and marks them exported, and nothing else', () => {
    expect(naar('Betalingsordrer')).toEqual([
      'GET /api/auth/mig',
      'GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId',
      'GET /api/ForudbetalingAdmin/Betalingsordrer',
      'GET /api/ForudbetalingAdmin/Fonde',
      'POST /api/ForudbetalingAdmin/Betalingsordrer/Eksporteret',
    ]);
  });

  it('a reading system (SagerLaes) reads cases and changes nothing; a handling system (SagerBehandl) handles them', () => {
    const aendrer = naar('SagerLaes').filter((navn) => !navn.startsWith('GET ') && navn !== 'POST /api/NyadminAdgang');
    expect(aendrer).toEqual([]);
    expect(naar('SagerLaes')).toContain('GET /api/ForudbetalingAdmin/HentForudbetalingAnmodning/:id');
    expect(naar('SagerBehandl')).toEqual(
      expect.arrayContaining(['POST /api/ForudbetalingAdmin/GodkendAnmodning', 'POST /api/JournaliseringAdmin/JournaliserEmail']),
    );
    // Neither reaches the texts, the webhooks, the workflows or the payment orders.
    for (const system of ['SagerLaes', 'SagerBehandl'] as const)
      expect(naar(system).filter((navn) => /Tekst|Webhooks|Arbejdsgange|Betalingsordrer/.test(navn))).toEqual([]);
  });

  it('only an Administrator manages the webhook subscriptions', () => {
    const webhookRuter = adminRuter.filter(([navn]) => navn.includes('/api/Webhooks/')).map(([navn]) => navn);
    expect(webhookRuter).toHaveLength(4);
    for (const r of [...roller, ...klientRoller].filter((r) => r !== 'Administrator'))
      expect(
        naar(r).filter((navn) => webhookRuter.includes(navn)),
        r,
      ).toEqual([]);
  });
});
