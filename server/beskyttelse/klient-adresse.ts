import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * TRUST_PROXY: how the client's address is read. `hop: 0` (the default) trusts no proxy: the socket's
 * address. `hop: n` trusts the n proxies nearest the portal; `adresser` trusts the proxies with these
 * addresses. Only a trusted proxy's X-Forwarded-For is read, so a client cannot name its own address.
 */
export type TrustProxy = { hop: number } | { adresser: ReadonlySet<string> };

// An IPv4 client on a dual-stack socket is reported as ::ffff:a.b.c.d; one address, one counter.
const normaliser = (adresse: string) =>
  adresse
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

/** TRUST_PROXY as a number of hops or a comma-separated list of proxy addresses; throws a Danish message otherwise. */
export function laesTrustProxy(vaerdi: string | undefined): TrustProxy {
  const tekst = vaerdi?.trim() ?? '';
  if (tekst === '' || tekst === 'false') return { hop: 0 };
  if (/^\d+$/.test(tekst)) return { hop: Number(tekst) };
  const adresser = tekst.split(',').map(normaliser);
  const ugyldige = adresser.filter((a) => isIP(a) === 0);
  if (ugyldige.length > 0)
    throw new Error(`TRUST_PROXY skal være et antal proxyer eller en liste af deres IP-adresser (ugyldig: ${ugyldige.join(', ')}).`);
  return { adresser: new Set(adresser) };
}

function socketAdresse(c: Context): string {
  try {
    return normaliser(getConnInfo(c).remote.address ?? 'ukendt');
  } catch {
    // app.request() in tests has no socket.
    return 'ukendt';
  }
}

/**
 * The client's address: the socket's, or, behind trusted proxies, the address the farthest trusted
 * proxy saw, read from the right of X-Forwarded-For (each proxy appends the address it was called from;
 * entries to the left of it are the client's own word).
 */
export function klientAdresse(c: Context, trust: TrustProxy): string {
  const socket = socketAdresse(c);
  if ('hop' in trust && trust.hop === 0) return socket;
  const videresendt = (c.req.header('X-Forwarded-For') ?? '').split(',').map(normaliser).filter(Boolean);
  // Nearest first: the socket (the nearest proxy), then what each proxy appended, from the right.
  const kaede = [socket, ...videresendt.reverse()];
  if ('hop' in trust) return kaede[Math.min(trust.hop, kaede.length - 1)]!;
  let i = 0;
  while (i < kaede.length - 1 && trust.adresser.has(kaede[i]!)) i++;
  return kaede[i]!;
}
