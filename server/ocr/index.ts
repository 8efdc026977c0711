import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import { rateLimit } from '../beskyttelse/rate-limit';
import type { AppDeps } from '../deps';
import { dokumentFejlBesked, laesFakturaDataUri } from '../faktura-dokument';
import type { SessionEnv } from '../identity/middleware';
import { feltFejl } from '../problem';
import type { Services } from '../services';
import { fortolkFaktura } from './fortolk';

/** Scans one citizen may start per minute: a wizard needs a few, a scan costs seconds of CPU. */
export const SCANNINGER_PR_MINUT = 20;

/** POST /api/OcrFaktura/ScanFaktura: what the invoice says, for the wizard to prefill; {} when nothing was found. */
export function ocrRoutes(deps: AppDeps, { rute }: Services) {
  const app = new Hono<SessionEnv>();
  // Counted per citizen after the body is valid, so only requests that may reach a scan use the allowance.
  const scanGraense = rateLimit<SessionEnv>({
    max: SCANNINGER_PR_MINUT,
    windowMs: 60_000,
    now: deps.now,
    // Prefixed: the login limit counts client addresses in the same store collection.
    noegle: (c) => `scan:${c.get('session').brugerId}`,
    titel: 'problem.forMangeScanninger',
    store: deps.store,
  });
  app.post('/ScanFaktura', rute('POST /api/OcrFaktura/ScanFaktura'), scanGraense, async (c) => {
    const dokument = laesFakturaDataUri(c.req.valid('json').dataUri);
    if (typeof dokument === 'string') throw filFejl(dokumentFejlBesked(dokument));
    // One scan at a time per citizen (in any number of sessions): their slow scans queue behind their own, not everyone's.
    const laesning = await deps.ocr.laes(dokument.bytes, dokument.contentType, `${c.get('session').type}:${c.get('session').brugerId}`);
    // A PDF or image that its own reader refuses (e.g. '%PDF-' and then anything) is the caller's mistake.
    if ('fejl' in laesning) throw filFejl(t('forudbetaling.filKanIkkeLaeses'));
    return c.json(fortolkFaktura(laesning.tekst));
  });
  return app;
}

const filFejl = (message: string) => feltFejl('/dataUri', message);
