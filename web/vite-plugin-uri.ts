import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ERSTATNING = fileURLToPath(new URL('src/shared/schema-form/kun-draft-07.ts', import.meta.url));

/**
 * rjsf's utils import fast-uri (about 6 KB gzip) to resolve `$id`s, which they do only in draft
 * 2020-12 schemas; ours are draft-07, the only draft engine/ajv.ts compiles. They get
 * web/src/shared/schema-form/kun-draft-07.ts instead, which refuses loudly should that ever change.
 */
export function udenUriOpslag(): Plugin {
  return {
    name: 'fond:uden-uri-opslag',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'fast-uri' && importer?.includes('/node_modules/@rjsf/utils/') ? ERSTATNING : undefined;
    },
  };
}
