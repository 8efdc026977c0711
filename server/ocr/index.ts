import { Hono } from 'hono';
import { t } from '../../engine/tekster';
import type { AppDeps } from '../deps';
import { dokumentFejlBesked, laesFakturaDataUri } from '../forudbetaling/dokument';
import { requireSession } from '../identity/middleware';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';
import { body } from '../validation/index';
import { fortolkFaktura } from './fortolk';

/** POST /api/OcrFaktura/ScanFaktura: what the invoice says, for the wizard to prefill; {} when nothing was found. */
export function ocrRoutes(deps: AppDeps, { sessions }: Services) {
  const app = new Hono();
  app.post('/ScanFaktura', requireSession(sessions, 'loenmodtager'), body<{ dataUri: string }>('ocr-scan'), async (c) => {
    const dokument = laesFakturaDataUri(c.req.valid('json').dataUri);
    if (typeof dokument === 'string') {
      const message = dokumentFejlBesked(dokument);
      throw new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: message, errors: [{ path: '/dataUri', message }] });
    }
    const tekst = await deps.ocr.laes(dokument.bytes, dokument.contentType);
    return c.json(fortolkFaktura(tekst));
  });
  return app;
}
