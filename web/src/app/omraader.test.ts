import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The areas mount the route table's addresses by name (engine/app-ruter.ts), never a path of their own. */
describe('the areas', () => {
  // An area that mounted a literal path would serve a screen the server answers 404.
  it.each([
    'admin/admin-area.tsx',
    'loenmodtager/loenmodtager-area.tsx',
    'virksomhed/virksomhed-area.tsx',
    'outlook-journalisering/outlook-journalisering-area.tsx',
  ])('%s mounts only paths from the table (and its not-found *)', (fil) => {
    const kilde = readFileSync(join(import.meta.dirname, fil), 'utf8');
    expect([...kilde.matchAll(/\bpath="([^"]*)"/g)].map((m) => m[1])).toEqual(['*']);
  });
});
