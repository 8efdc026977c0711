import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The build web/e2e/global-setup.ts made, as `npm start` serves it.
const dist = resolve(import.meta.dirname, '../../dist/web');
const BUDGET_KB = 200;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const moduler = JSON.parse(readFileSync(join(dist, '.vite/moduler.json'), 'utf8')) as Record<string, string[]>;
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

/**
 * The JavaScript the browser loads before anything lazy: the scripts and preloads index.html names,
 * and what they import statically, by the manifest (dynamic imports left out).
 */
function foersteIndlaesning(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const naevnt = Array.from(html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/app\/([^"]+\.js)"/g), (m) => m[1] ?? '');
  const filer = new Set<string>();
  const besoeg = (fil: string) => {
    if (filer.has(fil)) return;
    filer.add(fil);
    for (const noegle of chunkByFile.get(fil)?.imports ?? []) {
      const importeret = manifest[noegle];
      if (importeret) besoeg(importeret.file);
    }
  };
  naevnt.forEach(besoeg);
  return [...filer];
}

const gzipKb = (fil: string) => gzipSync(readFileSync(join(dist, fil))).length / 1024;

// The secretariat's screens: its area and the features only it uses (the analysts' views of the
// definitions among them, with every form's layout and sample: virtual:formularer).
const ADMIN = /^(web\/src\/(app\/admin|features\/[^/]+-admin|features\/(tekst|arbejdsgange|formularer))\/|\0virtual:formularer$)/;

describe('build budget', () => {
  const filer = foersteIndlaesning();
  const kb = filer.reduce((sum, fil) => sum + gzipKb(fil), 0);

  it(`keeps the employee's first load at ${kb.toFixed(1)} KB of gzipped JavaScript, within ${BUDGET_KB} KB`, () => {
    console.log(`First load: ${kb.toFixed(1)} KB gzipped JavaScript in ${filer.length} files: ${filer.join(', ')}`);
    expect(filer.some((fil) => fil.includes('/main-'))).toBe(true);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('leaves every admin module to the lazy chunks', () => {
    const iFoersteIndlaesning = filer.flatMap((fil) => moduler[fil] ?? []);
    expect(iFoersteIndlaesning.length).toBeGreaterThan(0);
    expect(iFoersteIndlaesning.filter((modul) => ADMIN.test(modul))).toEqual([]);
    // The admin area does exist in the build, in chunks of its own.
    expect(
      Object.values(moduler)
        .flat()
        .some((modul) => ADMIN.test(modul)),
    ).toBe(true);
  });
});
