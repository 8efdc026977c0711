import { aktuelSandkasse } from './proeve/sandkasse';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

interface Post {
  generation: number;
  gzip: Uint8Array<ArrayBuffer>;
}

/** What one area's lists may keep at most, compressed: a few of the largest lists at ten years' volume. */
export const LOFT_BYTES = 32 * 1024 * 1024;

/**
 * Large lists are serialised once and kept gzipped until the next write to what they show; a
 * client that accepts gzip gets the kept bytes, another gets them unpacked. The generation is the
 * store's for the collection (Collection.generation), which rises with a write by any instance on
 * the same database. Only the compressed bytes are kept, and no more than `loft` of them: the
 * least recently used list goes first, so many filters or page sizes cannot fill the memory.
 */
export function createListeCache(loft = LOFT_BYTES) {
  const poster = new Map<string, Post>();
  let iAlt = 0;

  const fjern = (noegle: string) => {
    const post = poster.get(noegle);
    if (!post) return;
    iAlt -= post.gzip.byteLength;
    poster.delete(noegle);
  };

  return async function svar(c: Context, noegle: string, generation: number, byg: () => Promise<unknown>): Promise<Response> {
    // A try-out's lists are its sandbox's (server/proeve), whose generations are not the real store's: never kept.
    if (aktuelSandkasse()) return c.json(await byg(), 200, { 'Cache-Control': 'no-store' });
    let post = poster.get(noegle);
    if (!post || post.generation !== generation) {
      fjern(noegle);
      post = { generation, gzip: new Uint8Array(gzipSync(JSON.stringify(await byg()), { level: 6 })) };
      iAlt += post.gzip.byteLength;
      while (iAlt > loft && poster.size > 0) fjern(poster.keys().next().value!);
    } else {
      // Used now: it moves to the end of the map's order, the last to go.
      poster.delete(noegle);
    }
    poster.set(noegle, post);
    if (post.gzip.byteLength > loft) fjern(noegle);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      return c.body(post.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(new Uint8Array(gunzipSync(post.gzip)), 200, headers);
  };
}
