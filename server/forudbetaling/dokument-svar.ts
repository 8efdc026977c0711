import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { ProblemFejl } from '../problem';
import { t } from '../../engine/alle-tekster';
import type { Anmodning } from './anmodninger';

/**
 * Serves a request's invoice with its real type, as an attachment-safe inline file that may only
 * be framed by the portal itself, never sniffed, and sandboxed by its CSP so it can run nothing
 * (Chromium's PDF viewer still shows a sandboxed PDF).
 */
export async function dokumentSvar(c: Context, deps: AppDeps, anmodning: Anmodning): Promise<Response> {
  const { sha256, contentType, filnavn } = anmodning.faktura.dokument;
  const bytes = await deps.documents.get(sha256);
  if (!bytes) throw new ProblemFejl({ status: 404, title: t('forudbetaling.dokumentIkkeFundet') });
  c.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'");
  c.header('X-Frame-Options', 'SAMEORIGIN');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': contentType,
    'Content-Disposition': `inline; filename="${filnavn.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(filnavn)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
}
