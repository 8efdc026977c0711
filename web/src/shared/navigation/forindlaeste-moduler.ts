/**
 * Runs the chunks the page's HTML preloads for its first screen (server/forindlaesning.ts), one
 * after the other in the order it names them (an area before its screens), so their lazy imports
 * find them done. A chunk that fails to load is left to the lazy import that needs it, which
 * reports it as it always does. Whether the page named any.
 */
export async function forindlaesteModuler(): Promise<boolean> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  for (const link of links) {
    await import(/* @vite-ignore */ link.href).catch(() => undefined);
  }
  return links.length > 0;
}
