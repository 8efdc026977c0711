import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { definitioner } from './web/vite-plugin-definitioner.ts';
import { formularer } from './web/vite-plugin-formularer.ts';
import { validators } from './web/vite-plugin-validators.ts';

const repoRod = fileURLToPath(new URL('.', import.meta.url));
// `npx vite` serves only the web app; the API and login pages come from `npm run dev:server`.
const server = process.env['API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  base: '/app/',
  plugins: [definitioner(), react(), validators(), formularer(), chunkModuler(), gzipFiler()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // web/e2e/budget.test.ts reads which chunks the first load brings (and chunkModuler what they hold).
    manifest: true,
    rolldownOptions: {
      // The Outlook add-in gets its own page, which loads Office.js first (server/journalisering/tilfoejelse.ts).
      input: [
        fileURLToPath(new URL('web/index.html', import.meta.url)),
        fileURLToPath(new URL('web/outlook-journalisering.html', import.meta.url)),
      ],
    },
  },
  server: {
    // web/ imports engine/, schemas/ and content/ from the repository root.
    fs: { allow: [repoRod] },
    proxy: { '/api': server, '/fonditlogin': server, '/log-ind': server, '/sessionkeepalive': server, '/tema': server },
  },
});

/**
 * Writes the source modules of each chunk beside the manifest, so web/e2e/budget.test.ts can tell
 * which code the first load brings. Not served: the server serves only /app/assets.
 */
function chunkModuler(): Plugin {
  return {
    name: 'fond:chunk-moduler',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sti = (id: string) => (isAbsolute(id) ? relative(repoRod, id) : id);
      const moduler = Object.values(bundle).flatMap((del) => (del.type === 'chunk' ? [[del.fileName, del.moduleIds.map(sti)]] : []));
      this.emitFile({ type: 'asset', fileName: '.vite/moduler.json', source: JSON.stringify(Object.fromEntries(moduler), null, 1) });
    },
  };
}

/**
 * A gzipped copy beside every script, style and svg, so the server sends compressed bytes without
 * compressing on each request (server/static.ts serves them with `precompressed`). Made from the
 * written files, after Vite has finished them (placeholders such as the preload helper resolved).
 */
function gzipFiler(): Plugin {
  return {
    name: 'fond:gzip',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fil of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fil)) continue;
        const sti = join(options.dir ?? '', fil);
        writeFileSync(`${sti}.gz`, gzipSync(readFileSync(sti), { level: 9 }));
      }
    },
  };
}
