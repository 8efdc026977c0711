import type { SideForindlaesning } from '../web/vite-plugin-forindlaesning';
import type { LoginType } from './identity/types';
import { svarElement } from './indlejrede-svar';

/** The page of the build's list a path is, with the path's groups. */
function sideFor(sider: readonly SideForindlaesning[], sti: string) {
  for (const side of sider) {
    const match = new RegExp(side.sti).exec(sti);
    if (match) return { side, match };
  }
  return undefined;
}

/** The API paths a page's first screen calls at once, for a session of type `login` (server/static.ts embeds their answers). */
export function dataStier(sider: readonly SideForindlaesning[], sti: string, login?: LoginType): string[] {
  const fundet = sideFor(sider, sti);
  if (!fundet) return [];
  return fundet.side.data
    .filter((d) => d.login === undefined || d.login === login)
    .map((d) => d.sti.replace(/\$(\d)/g, (_, n: string) => fundet.match[Number(n)] ?? ''));
}

/**
 * The app's page with what its first screen needs named in <head>, as the build listed it
 * (web/src/app/forindlaesning.ts → .vite/forindlaesning.json): its chunks as module preloads and its
 * stylesheets as links (the lazy import of a chunk would fetch them after it and wait). Its first API
 * calls' answers, when the server has them (`svar`), are in the page itself; the rest are fetch
 * preloads, so the browser fetches them beside the entry and not one round trip after another. Data
 * is named only for a session of the type that may read it.
 */
export function medForindlaesning(
  html: string,
  sider: readonly SideForindlaesning[],
  sti: string,
  login?: LoginType,
  svar: Record<string, unknown> = {},
  liveValidatorer: Readonly<Record<string, unknown>> = {},
): string {
  const fundet = sideFor(sider, sti);
  if (!fundet) return html;
  const { side } = fundet;
  const scripts = side.scripts
    .filter((fil) => !html.includes(`/app/${fil}"`))
    .map((fil) => `<link rel="modulepreload" crossorigin href="/app/${fil}">`);
  const styles = (side.styles ?? [])
    .filter((fil) => !html.includes(`/app/${fil}"`))
    .map((fil) => `<link rel="stylesheet" crossorigin href="/app/${fil}">`);
  // A first form whose schema the live definitions changed: its validator from the server, and the code that loads it.
  const live = (side.validatorer?.ids ?? []).flatMap((id) => {
    const adresse = liveValidatorer[id];
    return typeof adresse === 'string' ? [adresse] : [];
  });
  const liveScripts =
    live.length === 0
      ? []
      : [...(side.validatorer?.scripts ?? []).map((fil) => `/app/${fil}`), ...live].map(
          (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
        );
  const data = dataStier(sider, sti, login)
    .filter((d) => !(d in svar))
    .map((d) => `<link rel="preload" as="fetch" crossorigin href="${d}">`);
  const indlejret = Object.keys(svar).length > 0 ? [svarElement(svar)] : [];
  return html.replace('</head>', `${[...indlejret, ...scripts, ...liveScripts, ...styles, ...data].join('\n')}\n</head>`);
}
