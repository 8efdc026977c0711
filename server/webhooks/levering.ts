import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { adresseFejl, sikkerLookup } from './ssrf';
import { tServer } from '../server-tekster';

/** How long a receiver has to answer a delivery. */
export const TIDSGRAENSE_MS = 10_000;

/** Sends one delivery and answers the receiver's HTTP status; throws when there is none (refused address, timeout, no connection). */
export interface WebhookTransport {
  post(url: string, krop: string, headers: Record<string, string>): Promise<number>;
}

/** A delivery that could not reach the receiver, with the Danish reason the secretariat's page shows. */
export class LeveringsFejl extends Error {}

/**
 * POST over node:http(s), with a limit on the whole exchange (10 s; `tidsgraense` in ms, so a test
 * need not wait that long) and no redirects followed (a 3xx is not an acknowledgement). In production
 * the address is checked before each delivery and the connection goes only to the public addresses
 * the host resolves to (ssrf.ts).
 */
export function httpTransport(production: boolean, tidsgraense = TIDSGRAENSE_MS): WebhookTransport {
  const forSent = () => new LeveringsFejl(tServer('webhooks.fejl.tid', { sekunder: (tidsgraense / 1000).toLocaleString('da-DK') }));
  return {
    async post(url, krop, headers) {
      const fejl = await adresseFejl(url, production);
      if (fejl) throw new LeveringsFejl(fejl);
      const u = new URL(url);
      const options: RequestOptions = {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(krop)) },
        ...(production ? { lookup: sikkerLookup as RequestOptions['lookup'] } : {}),
      };
      return new Promise<number>((done, afvis) => {
        const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(u, options, (res) => {
          // The answer's body is not read: only its status counts.
          res.resume();
          done(res.statusCode ?? 0);
        });
        const timer = setTimeout(() => req.destroy(forSent()), tidsgraense);
        req.on('close', () => clearTimeout(timer));
        req.on('error', (error) =>
          afvis(error instanceof LeveringsFejl ? error : new LeveringsFejl(tServer('webhooks.fejl.forbindelse', { fejl: error.message }))),
        );
        req.end(krop);
      });
    },
  };
}
