import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every answer. The CSP allows no inline script or style and no eval (the
 * browser's validators are precompiled at build time). A route that needs its own policy (an
 * invoice framed by the portal, /nyadmin, the Outlook add-in) sets it itself, and those headers are kept.
 *
 * @param rammesAfAndre paths that other sites (Outlook) may frame: X-Frame-Options cannot name
 * several hosts, so there it is left out and the route's CSP frame-ancestors decides.
 * @param formularMaal other origins a form may end up at: the MitID broker, where 'Log ud' (a form
 * post) is redirected to log out there too, which form-action also governs.
 */
export function securityHeaders(rammesAfAndre: (path: string) => boolean, formularMaal: readonly string[] = []): MiddlewareHandler {
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'", ...formularMaal],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    overwrite: false,
  });
  return async (c, next) => {
    await base(c, next);
    if (rammesAfAndre(c.req.path)) c.res.headers.delete('X-Frame-Options');
  };
}
