import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

interface Post {
  generation: number;
  json: string;
  gzip: Uint8Array;
}

/**
 * Large lists are serialised once and kept (plain and gzipped) until the next write to what they
 * show; a client that accepts gzip gets the compressed bytes. The generation is the store's for the
 * collection (Collection.generation), which rises with a write by any instance on the same database.
 */
export function createListeCache() {
  const poster = new Map<string, Post>();

  return async function svar(c: Context, noegle: string, generation: number, byg: () => Promise<unknown>): Promise<Response> {
    let post = poster.get(noegle);
    if (!post || post.generation !== generation) {
      const json = JSON.stringify(await byg());
      post = { generation, json, gzip: new Uint8Array(gzipSync(json, { level: 6 })) };
      poster.set(noegle, post);
      // Queries with other page sizes or filters must not pile up.
      if (poster.size > 50) poster.delete(poster.keys().next().value!);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      return c.body(post.gzip as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(post.json, 200, headers);
  };
}
