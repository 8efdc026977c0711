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

// A proxy may write the port too (Azure's gateway: '203.0.113.9:5123', '[2001:db8::1]:443'); one address, one counter.
const udenPort = (adresse: string) => {
  const v6 = /^\[([^\]]*)\](?::\d*)?$/.exec(adresse);
  if (v6) return v6[1]!;
  return /^[\d.]+:\d*$/.test(adresse) ? adresse.slice(0, adresse.indexOf(':')) : adresse;
};

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
 * entries to the left of it are the client's own word). An entry that is no IP address ('unknown', or
 * anything a client wrote) is never the answer, as it becomes a counter's key and file name: the
 * nearest valid address before it in the chain is, at worst the socket's.
 */
export function klientAdresse(c: Context, trust: TrustProxy): string {
  const socket = socketAdresse(c);
  if ('hop' in trust && trust.hop === 0) return socket;
  const videresendt = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((a) => normaliser(udenPort(a.trim())))
    .filter(Boolean);
  // Nearest first: the socket (the nearest proxy), then what each proxy appended, from the right.
  const kaede = [socket, ...videresendt.reverse()];
  let i = 0;
  if ('hop' in trust) i = Math.min(trust.hop, kaede.length - 1);
  else while (i < kaede.length - 1 && trust.adresser.has(kaede[i]!)) i++;
  while (i > 0 && isIP(kaede[i]!) === 0) i--;
  return kaede[i]!;
}
