import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { tServer } from '../server-tekster';

/**
 * The addresses a webhook must never reach in production (SSRF): this machine, the private networks
 * behind the portal, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation,
 * multicast and reserved ranges (RFC 6890's special-purpose registries), in IPv4 and IPv6.
 */
const spaerret = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  spaerret.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  spaerret.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d), if it does. */
function indlejretIpv4(adresse: string): string | undefined {
  const m = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(adresse);
  if (!m) return undefined;
  if (m[1]) return m[1];
  const [hoej, lav] = [parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
  return [hoej >> 8, hoej & 255, lav >> 8, lav & 255].join('.');
}

/** True for an address a webhook must not reach in production. */
export function erPrivat(adresse: string): boolean {
  const familie = isIP(adresse);
  if (familie === 4) return spaerret.check(adresse, 'ipv4');
  if (familie !== 6) return true;
  const ipv4 = indlejretIpv4(adresse);
  return ipv4 !== undefined ? spaerret.check(ipv4, 'ipv4') : spaerret.check(adresse, 'ipv6');
}

const opslaa = (vaert: string) =>
  new Promise<LookupAddress[]>((done, fejl) =>
    lookup(vaert, { all: true, verbatim: true } satisfies LookupAllOptions, (err, adresser) => (err ? fejl(err) : done(adresser))),
  );

/** The host of a URL without IPv6 brackets. */
const vaertAf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why the portal may not send to this address, in Danish, or undefined when it may. In production
 * only https://, and the host must resolve to public addresses only (every address it resolves to);
 * outside production anything http(s), so tests can receive on this machine.
 */
export async function adresseFejl(tekst: string, production: boolean): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(tekst);
  } catch {
    return tServer('webhooks.ugyldigAdresse');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return tServer('webhooks.ugyldigAdresse');
  if (url.username || url.password) return tServer('webhooks.ingenLoginIAdresse');
  if (!production) return undefined;
  if (url.protocol !== 'https:') return tServer('webhooks.kunHttps');
  const vaert = vaertAf(url);
  let adresser: string[];
  try {
    adresser = isIP(vaert) ? [vaert] : (await opslaa(vaert)).map((a) => a.address);
  } catch {
    return tServer('webhooks.ukendtVaert', { vaert });
  }
  const privat = adresser.find(erPrivat);
  return privat === undefined ? undefined : tServer('webhooks.privatAdresse', { adresse: privat });
}

type LookupSvar = (err: NodeJS.ErrnoException | null, adresse: string | LookupAddress[], familie?: number) => void;

/**
 * A `lookup` for node:http(s) that refuses private addresses, for production: the address checked is
 * the one connected to, so a host that resolved to a public address when the subscription was made
 * and to a private one now (DNS rebinding) is refused at delivery. An IP literal in the URL is never
 * looked up; adresseFejl checks it before each delivery.
 */
export function sikkerLookup(vaert: string, options: { all?: boolean; family?: number }, svar: LookupSvar): void {
  opslaa(vaert).then(
    (adresser) => {
      const brugbare = adresser.filter((a) => !options.family || a.family === options.family);
      const privat = brugbare.find((a) => erPrivat(a.address));
      if (privat || brugbare.length === 0) {
        const fejl: NodeJS.ErrnoException = new Error(tServer('webhooks.privatAdresse', { adresse: privat?.address ?? vaert }));
        fejl.code = 'EFONDPRIVAT';
        svar(fejl, options.all ? [] : '', 0);
      } else if (options.all) svar(null, brugbare);
      else svar(null, brugbare[0]!.address, brugbare[0]!.family);
    },
    (error: NodeJS.ErrnoException) => svar(error, options.all ? [] : '', 0),
  );
}
