import { createServer } from 'node:net';

/** A port nothing listens on now, on loopback: for a server, a database or a provider a test or script starts. */
export function ledigPort(): Promise<number> {
  return new Promise((klar, fejl) => {
    const proeve = createServer();
    proeve.once('error', fejl);
    proeve.listen(0, '127.0.0.1', () => {
      const adresse = proeve.address();
      proeve.close(() => klar(typeof adresse === 'object' && adresse ? adresse.port : 0));
    });
  });
}
