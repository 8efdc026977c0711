import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gyldigAnsoegning } from '../server/testing/fixtures';
import { nyDatabase, startPostgres, type PrivatPostgres } from '../server/testing/postgres';
import { ledigPort } from '../server/testing/ledig-port';

const rod = resolve(import.meta.dirname, '..');

export interface KillResultat {
  drab: number;
  kvitteredeSkrivninger: number;
  fundneSkrivninger: number;
  manglende: string[];
  oedelagteFiler: string[];
}

/** What a worker saw acknowledged, and how to check it is there after a restart. */
interface Kvittering {
  navn: string;
  findes: (base: string, admin: string, journal: () => Promise<string>) => Promise<boolean>;
}

function startServer(dataDir: string, port: number, databaseUrl?: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(rod, 'server/main.ts')], {
    cwd: rod,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SESSION_SECRET: 'stress-hemmelighed' } : {}),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The measured store holds only what the run makes (no demo cases: server/demo-sager).
      DEMO_SAGER: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
  });
}

async function venteTilOppe(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/loginStatus.aspx`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Serveren kom ikke op');
}

async function login(base: string, loginHint: string, bruger: string): Promise<string> {
  const res = await fetch(`${base}/fonditlogin`, {
    method: 'POST',
    body: new URLSearchParams({ loginHint, bruger, returnUrl: '/app' }),
    redirect: 'manual',
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"brugernavn":"admin","adgangskode":"admin"}',
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const post = (base: string, sti: string, body: unknown, headers: Record<string, string>, method = 'POST') =>
  fetch(`${base}${sti}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The journal page of application 1, opened as the admin's app opens it (one-time code, then cookie). */
async function hentJournalside(base: string, admin: string): Promise<string> {
  const res = await post(
    base,
    '/api/NyadminAdgang',
    { til: '/nyadmin/ArbejdsmangelJournalisering/1' },
    { Authorization: `Bearer ${admin}` },
  );
  const { url } = (await res.json()) as { url: string };
  const boot = await fetch(`${base}${url}`, { redirect: 'manual' });
  const cookie = (boot.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (await fetch(`${base}/nyadmin/ArbejdsmangelJournalisering/1`, { headers: { Cookie: cookie } })).text();
}

/**
 * Writes from every kind of case run against the real server while it is killed with SIGKILL at
 * random moments and restarted. Afterwards every write that was answered 2xx must be there, and
 * every stored file must be whole JSON. On PostgreSQL two instances share one database and the
 * writes go to both, while one of them is killed in each round (`databaseUrl`: an empty database;
 * without it a private server is started).
 */
export async function killTest({
  drab,
  skrivningerMindst,
  store = 'lowdb',
  databaseUrl,
}: {
  drab: number;
  skrivningerMindst: number;
  store?: 'lowdb' | 'postgres';
  databaseUrl?: string;
}): Promise<KillResultat> {
  let pg: PrivatPostgres | undefined;
  let url: string | undefined;
  if (store === 'postgres') {
    if (!databaseUrl) pg = await startPostgres({ durable: true });
    url = databaseUrl ?? (await nyDatabase(pg!.url, { migreret: false }));
  }
  const antal = store === 'postgres' ? 2 : 1;
  const dataDirs = Array.from({ length: antal }, () => mkdtempSync(join(tmpdir(), 'fond-kill-')));
  const porte = await Promise.all(dataDirs.map(() => ledigPort()));
  const baser = porte.map((p) => `http://127.0.0.1:${p}`);
  const servere: (ChildProcess | undefined)[] = dataDirs.map(() => undefined);
  const kvitteringer: Kvittering[] = [];
  let nummer = 0;

  for (let runde = 0; runde < drab || kvitteringer.length < skrivningerMindst; runde++) {
    for (let i = 0; i < antal; i++) {
      if (servere[i]) continue;
      servere[i] = startServer(dataDirs[i]!, porte[i]!, url);
      await venteTilOppe(baser[i]!);
    }
    const base = baser[0]!;
    const [virksomhed, admin] = await Promise.all([login(base, 'virksomhed', '31245001'), adminToken(base)]);
    let stop = false;

    // Each write goes to the next instance in turn; a session or token from one works on every one.
    let tur = 0;
    const arbejder = async (skriv: (base: string) => Promise<Kvittering | undefined>) => {
      while (!stop) {
        try {
          const k = await skriv(baser[tur++ % antal]!);
          if (k) kvitteringer.push(k);
        } catch {
          // The server was killed mid-request: the write was never acknowledged.
        }
      }
    };
    const tekst = async (base: string) => {
      const key = `stress:tekst-${nummer++}`;
      const res = await post(
        base,
        '/api/Tekst',
        { key, type: 'text', indhold: key, beskrivelse: '' },
        { Authorization: `Bearer ${admin}` },
        'PUT',
      );
      if (!res.ok) return undefined;
      return { navn: key, findes: async (b) => (await fetch(`${b}/api/Tekst/${encodeURIComponent(key)}`)).ok };
    };
    const ansoegning = async (base: string) => {
      const res = await post(base, '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
      if (res.status !== 201) return undefined;
      const { id } = (await res.json()) as { id: number };
      return {
        navn: `arbejdsmangel ${id}`,
        findes: async (b, a) =>
          (
            await fetch(`${b}/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`, {
              headers: { Authorization: `Bearer ${a}` },
            })
          ).ok,
      };
    };
    const handling = async (base: string) => {
      const res = await post(base, '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
      if (res.status !== 201) return undefined;
      const { id } = (await res.json()) as { id: number };
      const h = await post(
        base,
        `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`,
        { handling: 'RegistrerAccepteretAfMedarbejdere' },
        { Authorization: `Bearer ${admin}` },
        'PUT',
      );
      if (!h.ok) return undefined;
      return {
        navn: `handling på ${id}`,
        findes: async (b, a) => {
          const r = await fetch(`${b}/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`, {
            headers: { Authorization: `Bearer ${a}` },
          });
          return r.ok && ((await r.json()) as { status: string }).status === 'EnighedAttesteret';
        },
      };
    };
    const journal = async (base: string) => {
      const emne = `Stress ${nummer++} (Ansøgning 1)`;
      const res = await post(
        base,
        '/api/JournaliseringAdmin/JournaliserEmail',
        { EmailSubject: emne },
        { Authorization: `Bearer ${admin}` },
      );
      if (!res.ok) return undefined;
      return { navn: emne, findes: async (_b, _a, journalside) => (await journalside()).includes(emne) };
    };

    const arbejdere = [arbejder(tekst), arbejder(tekst), arbejder(ansoegning), arbejder(handling), arbejder(journal)];
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 600));
    const offer = runde % antal;
    const server = servere[offer]!;
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    servere[offer] = undefined;
    stop = true;
    await Promise.all(arbejdere);
  }

  // Restart once more and check every acknowledged write and every file.
  for (const s of servere) s?.kill('SIGTERM');
  await Promise.all(servere.map((s) => s && s.exitCode === null && new Promise((r) => s.once('exit', r))));
  const base = baser[0]!;
  const server = startServer(dataDirs[0]!, porte[0]!, url);
  await venteTilOppe(base);
  const admin = await adminToken(base);
  let side: Promise<string> | undefined;
  const journalside = () => (side ??= hentJournalside(base, admin));
  const manglende: string[] = [];
  for (let i = 0; i < kvitteringer.length; i += 50) {
    const svar = await Promise.all(
      kvitteringer.slice(i, i + 50).map(async (k) => ((await k.findes(base, admin, journalside)) ? undefined : k.navn)),
    );
    manglende.push(...svar.filter((n): n is string => n !== undefined));
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const oedelagteFiler: string[] = [];
  const gaa = (d: string) => {
    for (const navn of readdirSync(d)) {
      const sti = join(d, navn);
      if (statSync(sti).isDirectory()) gaa(sti);
      else if (navn.endsWith('.json')) {
        try {
          JSON.parse(readFileSync(sti, 'utf8'));
        } catch {
          oedelagteFiler.push(sti);
        }
      }
    }
  };
  if (store === 'lowdb') gaa(join(dataDirs[0]!, 'store'));
  pg?.stop();
  return {
    drab: Math.max(drab, 0),
    kvitteredeSkrivninger: kvitteringer.length,
    fundneSkrivninger: kvitteringer.length - manglende.length,
    manglende,
    oedelagteFiler,
  };
}
