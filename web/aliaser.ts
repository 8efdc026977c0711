import { fileURLToPath } from 'node:url';

/**
 * The web app's names for the top-level folders it shares with the server (`@engine/format`
 * instead of climbing five levels), for Vite and Vitest; tsconfig.json's `paths` says the same to
 * TypeScript. The server and the browser tests keep their short relative imports.
 */
export const ALIASER = Object.fromEntries(
  ['engine', 'schemas', 'workflows', 'content', 'contract'].map((mappe) => [
    `@${mappe}`,
    fileURLToPath(new URL(`../${mappe}`, import.meta.url)),
  ]),
);
