import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const UDSKUDT = fileURLToPath(new URL('src/shared/schema-form/markdown.tsx', import.meta.url));

/**
 * rjsf's components import markdown-to-jsx (about 30 KB gzip) for what only some forms ask for
 * (`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`) and for its own error notes. They get
 * web/src/shared/schema-form/markdown.tsx instead, which loads the parser the first time it renders.
 */
export function udskudtMarkdown(): Plugin {
  return {
    name: 'fond:udskudt-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'markdown-to-jsx/react' && importer?.includes('/node_modules/@rjsf/') ? UDSKUDT : undefined;
    },
  };
}
