import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { VALIDATOR_STI } from '../../../contract/web-validatorer';
import type { Definitionssaet } from './index';
import type { Saet } from './filer';
import { forhaandsvisningModul, validatorModul } from './web-validatorer';
import { aktueltSaet } from './kontekst';

// `<$id>.<hash>.js`: a $id is a file name's stem (no dots); the hash is base64url.
const FIL = /^([a-z0-9][a-z0-9-]*)\.([A-Za-z0-9_-]{16})\.js$/;

/**
 * The browser validators of published versions (server/definitioner/saet/web-validatorer.ts), for
 * every visitor, as the bundle's own are: a schema is no secret. Version and hash make the address
 * immutable, so a browser keeps it for a year; an address no version has is a 404 nobody caches.
 */
export function webValidatorRoutes(definitionssaet: Pick<Definitionssaet, 'live' | 'lager'>) {
  // Earlier versions still asked for by pages loaded before a publish: a version never changes, so it is read once.
  const tidligere = new Map<number, Saet>();
  async function version(nummer: number): Promise<Saet | undefined> {
    const live = await definitionssaet.live.hent();
    if (live.version === nummer) return live;
    let saet = tidligere.get(nummer);
    if (!saet) {
      saet = await definitionssaet.lager.version(nummer);
      if (!saet) return undefined;
      if (tidligere.size >= 5) tidligere.delete(tidligere.keys().next().value as number);
      tidligere.set(nummer, saet);
    }
    return saet;
  }

  const app = new Hono();
  // A draft preview's (the form editor's): made a moment ago by an analyst's request; its hash is its only key.
  app.get(`${VALIDATOR_STI}/udkast/:fil`, compress(), (c) => {
    const fil = FIL.exec(c.req.param('fil'));
    const modul = fil ? forhaandsvisningModul(fil[2]!) : undefined;
    if (!modul) return c.body(null, 404, { 'Cache-Control': 'no-store' });
    return c.body(modul, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, max-age=3600, immutable' });
  });
  app.get(`${VALIDATOR_STI}/:version/:fil`, compress(), async (c) => {
    const fil = FIL.exec(c.req.param('fil'));
    const saet = fil ? await version(Number(c.req.param('version'))) : undefined;
    // A browser trying a draft (server/proeve) asks for the draft's validators under the live version's number: the hash tells them apart.
    const proeve = aktueltSaet();
    const modul =
      (fil && proeve.version === Number(c.req.param('version')) ? validatorModul(proeve, fil[1]!, fil[2]!) : undefined) ??
      (fil && saet ? validatorModul(saet, fil[1]!, fil[2]!) : undefined);
    if (!modul) return c.body(null, 404, { 'Cache-Control': 'no-store' });
    return c.body(modul, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
