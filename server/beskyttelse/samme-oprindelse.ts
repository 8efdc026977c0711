import type { MiddlewareHandler } from 'hono';
import { t } from '../../engine/alle-tekster';
import { problemSvar } from '../problem';

type SammeOprindelseOptions = {
  /** The site's public address (config.publicBaseUrl); its origin is accepted besides the request's own. */
  publicBaseUrl: string;
};

// Reading methods change nothing, so a cross-site link or image may still load them.
const SIKRE_METODER = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent on behalf of another site (login CSRF, a
 * forged logout): 403 problem+json in Danish when `Origin` is present and not this site's
 * origin, or when `Sec-Fetch-Site` says `cross-site`. A request with neither header (curl, a
 * server) passes, since only browsers carry another site's forms and they send at least one.
 *
 * @example app.post('/fonditlogin', sammeOprindelse({ publicBaseUrl: config.publicBaseUrl }), handler)
 */
export function sammeOprindelse({ publicBaseUrl }: SammeOprindelseOptions): MiddlewareHandler {
  const offentlig = new URL(publicBaseUrl).origin;
  return async function sammeOprindelse(c, next) {
    if (SIKRE_METODER.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    // `same-site` is let through here; a sibling subdomain still fails the Origin check.
    const fremmed =
      c.req.header('Sec-Fetch-Site') === 'cross-site' ||
      // `Origin: null` (sandboxed frames, privacy redirects) is not this site either.
      (origin !== undefined && origin !== offentlig && origin !== new URL(c.req.url).origin);
    if (fremmed) return problemSvar(c, { status: 403, title: t('problem.andetWebsted') });
    await next();
  };
}
