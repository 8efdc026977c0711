import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got. */
export interface Modtaget {
  headers: IncomingHttpHeaders;
  krop: string;
}

/**
 * A webhook receiver on a loopback port, as another system would run one: it records every POST and
 * answers with the status `svar` gives for the n-th (1, 2, …), 200 by default; undefined leaves the
 * POST unanswered, its connection open until the sender gives up or the receiver stops.
 */
export async function startModtager(svar: (n: number) => number | undefined = () => 200) {
  const modtaget: Modtaget[] = [];
  const server = createServer((req, res) => {
    let krop = '';
    req.setEncoding('utf8');
    req.on('data', (del: string) => (krop += del));
    req.on('end', () => {
      modtaget.push({ headers: req.headers, krop });
      const status = svar(modtaget.length);
      if (status !== undefined) res.writeHead(status).end();
    });
  });
  await new Promise<void>((klar) => server.listen(0, '127.0.0.1', klar));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/fondsportal-haendelser`,
    modtaget,
    /** The events received, parsed. */
    haendelser: () =>
      modtaget.map((m) => JSON.parse(m.krop) as { id: string; type: string; tidspunkt: string; data: Record<string, unknown> }),
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
