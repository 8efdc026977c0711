import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { KlientRolle } from '../../engine/roller';
import type { Store } from '../store/types';

/** A service account of one of the fund's other systems, as stored: the secret only as its scrypt hash. */
export interface Klient {
  /** The client_id. */
  id: string;
  navn: string;
  roller: KlientRolle[];
  /** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
  hemmelighed: string;
  oprettet: string;
  /** When it was disabled; its tokens stop working then. */
  spaerret?: string;
}

/** What `klient:liste` shows and the token check needs: everything but the hash. */
export type KlientOversigt = Omit<Klient, 'hemmelighed'>;

// OWASP's scrypt parameters (N=2^17 is their first choice for passwords; a generated 256-bit secret needs
// no more than the standard 2^14, which keeps a token request at tens of milliseconds).
const PARAMETRE = { N: 16_384, r: 8, p: 1 } as const;
const LAENGDE = 32;

const scryptHash = (hemmelighed: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((done, fejl) =>
    scrypt(hemmelighed, salt, LAENGDE, { N, r, p, maxmem: 256 * N * r } satisfies ScryptOptions, (err, hash) =>
      err ? fejl(err) : done(hash),
    ),
  );

async function hashHemmelighed(hemmelighed: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptHash(hemmelighed, salt, PARAMETRE);
  return ['scrypt', PARAMETRE.N, PARAMETRE.r, PARAMETRE.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

async function passer(hemmelighed: string, gemt: string): Promise<boolean> {
  const [art, N, r, p, salt, hash] = gemt.split('$');
  if (art !== 'scrypt' || !salt || !hash) return false;
  const forventet = Buffer.from(hash, 'base64url');
  const faaet = await scryptHash(hemmelighed, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return faaet.length === forventet.length && timingSafeEqual(faaet, forventet);
}

// Checked when the client id is unknown, so an unknown id costs the same time as a wrong secret.
const ATRAP = hashHemmelighed(randomBytes(32).toString('base64url'));

const oversigt = ({ hemmelighed: _h, ...resten }: Klient): KlientOversigt => resten;

/**
 * The service accounts (`npm run klient:opret`, `klient:liste`, `klient:spaer`): a client gets an id and a
 * generated secret, shown once; the store keeps only its scrypt hash, so a copy of the data grants nothing.
 */
export function createKlienter({ store, now }: { store: Store; now: () => Date }) {
  const klienter = store.collection<Klient>('klienter');

  return {
    /** Creates a client; the secret is in the answer and nowhere else. */
    async opret(navn: string, roller: KlientRolle[]): Promise<{ clientId: string; clientSecret: string }> {
      const clientId = `${navn}-${randomBytes(4).toString('hex')}`;
      const clientSecret = randomBytes(32).toString('base64url');
      await klienter.put(clientId, {
        id: clientId,
        navn,
        roller: [...new Set(roller)],
        hemmelighed: await hashHemmelighed(clientSecret),
        oprettet: now().toISOString(),
      });
      return { clientId, clientSecret };
    },

    liste: async (): Promise<KlientOversigt[]> => (await klienter.all()).map(oversigt),

    hent: async (id: string): Promise<KlientOversigt | undefined> => {
      const klient = await klienter.get(id);
      return klient && oversigt(klient);
    },

    /** Disables a client (once: a second call keeps the first time); undefined when there is none. */
    async spaer(id: string): Promise<KlientOversigt | undefined> {
      if (!(await klienter.get(id))) return undefined;
      return oversigt(await klienter.update(id, (k) => ({ ...k!, spaerret: k!.spaerret ?? now().toISOString() })));
    },

    /** The client when the id names one that is not disabled and the secret is its own. */
    async verificer(id: string, hemmelighed: string): Promise<KlientOversigt | undefined> {
      const klient = await klienter.get(id);
      const ok = await passer(hemmelighed, klient?.hemmelighed ?? (await ATRAP));
      return klient && ok && klient.spaerret === undefined ? oversigt(klient) : undefined;
    },
  };
}

export type Klienter = ReturnType<typeof createKlienter>;
