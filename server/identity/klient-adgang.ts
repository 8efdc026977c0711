import type { Store } from '../store/types';
import { createKlienter, type KlientOversigt } from './klienter';
import type { Admin } from './types';

// As an admin login (admin-sessioner.ts): a client disabled on another instance, or by the script, stops
// within this long; the cache spares the store a read on every request of a busy system.
const CACHE_MS = 5_000;
const CACHE_MAKS = 1_000;
const PRAEFIKS = 'klient:';

/** A client's tokens name it by this login id, which is also its `brugernavn` where an admin's would stand. */
export const klientSid = (id: string) => `${PRAEFIKS}${id}`;

/**
 * The service accounts as callers of the admin API: a live client is an Admin with the client's roles,
 * so requireAdmin and the route table decide what it may do, exactly as for staff.
 */
export function createKlientAdgang({ store, now }: { store: Store; now: () => Date }) {
  const klienter = createKlienter({ store, now });
  const cache = new Map<string, { klient: KlientOversigt | undefined; til: number }>();

  /** The client while it exists and is not disabled. */
  async function aktiv(id: string): Promise<KlientOversigt | undefined> {
    const t = now().getTime();
    let husket = cache.get(id);
    if (!husket || husket.til <= t) {
      if (cache.size > CACHE_MAKS) for (const [noegle, { til }] of cache) if (til <= t) cache.delete(noegle);
      husket = { klient: await klienter.hent(id), til: t + CACHE_MS };
      cache.set(id, husket);
    }
    return husket.klient?.spaerret === undefined ? husket.klient : undefined;
  }

  const somAdmin = (k: KlientOversigt): Admin => ({ brugernavn: klientSid(k.id), navn: k.navn, email: '', roller: [...k.roller] });

  return {
    verificer: klienter.verificer,
    somAdmin,
    /** The admin of a client's login id (`klient:<id>`), while the client lives; undefined for any other id. */
    async levende(sid: string): Promise<Admin | undefined> {
      if (!sid.startsWith(PRAEFIKS)) return undefined;
      const klient = await aktiv(sid.slice(PRAEFIKS.length));
      return klient && somAdmin(klient);
    },
  };
}

export type KlientAdgang = ReturnType<typeof createKlientAdgang>;
