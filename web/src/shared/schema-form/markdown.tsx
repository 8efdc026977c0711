import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as Parser } from 'markdown-to-jsx/react';

const Indlaest = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

/**
 * markdown-to-jsx's Markdown for rjsf's components (web/vite-plugin-markdown.ts): the parser loads
 * the first time a form renders markdown, and the plain text shows until it has.
 */
export function Markdown(props: ComponentProps<typeof Parser>) {
  return (
    <Suspense fallback={props.children}>
      <Indlaest {...props} />
    </Suspense>
  );
}
