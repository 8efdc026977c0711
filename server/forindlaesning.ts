import type { SideForindlaesning } from '../web/vite-plugin-forindlaesning';
import type { LoginType } from './identity/types';

/**
 * The app's page with what its first screen needs named in <head>, as the build listed it
 * (web/src/app/forindlaesning.ts → .vite/forindlaesning.json): its chunks as module preloads and its
 * stylesheets as links (the lazy import of a chunk would fetch them after it and wait), its
 * first API calls as fetch preloads, so the browser fetches them beside the entry and not one round
 * trip after another. Data is preloaded only for a session of the type that may read it.
 */
export function medForindlaesning(html: string, sider: readonly SideForindlaesning[], sti: string, login?: LoginType): string {
  for (const side of sider) {
    const match = new RegExp(side.sti).exec(sti);
    if (!match) continue;
    const scripts = side.scripts
      .filter((fil) => !html.includes(`/app/${fil}"`))
      .map((fil) => `<link rel="modulepreload" crossorigin href="/app/${fil}">`);
    const styles = (side.styles ?? [])
      .filter((fil) => !html.includes(`/app/${fil}"`))
      .map((fil) => `<link rel="stylesheet" crossorigin href="/app/${fil}">`);
    const data = side.data
      .filter((d) => d.login === undefined || d.login === login)
      .map(
        (d) => `<link rel="preload" as="fetch" crossorigin href="${d.sti.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '')}">`,
      );
    return html.replace('</head>', `${[...scripts, ...styles, ...data].join('\n')}\n</head>`);
  }
  return html;
}
