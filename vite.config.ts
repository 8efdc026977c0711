import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCb } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { ALIASER } from './web/aliaser.ts';
import { chunkGrupper } from './web/vite-plugin-chunk-grupper.ts';
import { forindlaesning } from './web/vite-plugin-forindlaesning.ts';
import { liveDefinitioner } from './web/vite-plugin-live-definitioner.ts';
import { formularer } from './web/vite-plugin-formularer.ts';
import { udskudtMarkdown } from './web/vite-plugin-markdown.ts';
import { rjsfStandarder } from './web/vite-plugin-rjsf-standarder.ts';
import { trinUi } from './web/vite-plugin-trin-ui.ts';
import { udenUriOpslag } from './web/vite-plugin-uri.ts';
import { validators } from './web/vite-plugin-validators.ts';
import { BYGGET_SAET } from './server/definitioner/saet/bygget.ts';
import { laesSaet } from './server/definitioner/saet/filer.ts';

const gzip = promisify(gzipCb);
const brotli = promisify(brotliCompress);

const repoRod = fileURLToPath(new URL('.', import.meta.url));
// `npx vite` serves only the web app; the API and login pages come from `npm run dev:server`.
const server = process.env['API_URL'] ?? 'http://localhost:3000';
// The forms' layouts the build is made for: always the repository's. A portal run on other definitions
// (DEFINITIONS_DIR, or what analysts publish) gets the differences in each page (server/static.ts).
const schemaDir = join(repoRod, 'schemas');
const grupper = chunkGrupper(join(repoRod, 'web'), schemaDir);

export default defineConfig({
  root: 'web',
  base: '/app/',
  resolve: { alias: ALIASER },
  plugins: [
    liveDefinitioner(),
    udskudtMarkdown(),
    udenUriOpslag(),
    rjsfStandarder(schemaDir),
    react(),
    validators(),
    formularer(),
    trinUi(),
    grupper.plugin,
    chunkModuler(),
    forindlaesning(join(repoRod, 'web'), schemaDir),
    komprimeredeFiler(),
    byggetSaet(),
    // `npm run bench` asks for a map of what the bytes are (bench/results/bundle.html), with sizes gzipped and Brotli'd.
    ...(process.env['BUNDLE_RAPPORT'] ? [visualizer({ filename: process.env['BUNDLE_RAPPORT'], gzipSize: true, brotliSize: true })] : []),
  ],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass is written for @import and Sass's global functions, as its documentation
      // imports it (web/src/styles/); Dart Sass warns of every use. Errors still stop the build.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // web/e2e/budget.test.ts reads which chunks the first load brings (and chunkModuler what they hold).
    manifest: true,
    // Every browser the portal supports preloads modules itself (Safari since 17); the polyfill would be bytes on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: grupper.groups } },
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
 * A Brotli and a gzipped copy beside every script, style and svg, so the server sends compressed
 * bytes without compressing on each request (server/static.ts serves them with `precompressed`,
 * Brotli to a browser that takes it: a fifth smaller). Made from the written files, after Vite has
 * finished them (placeholders such as the preload helper resolved).
 */
function komprimeredeFiler(): Plugin {
  return {
    name: 'fond:komprimerede-filer',
    apply: 'build',
    // Compressed on libuv's thread pool, all files at once: Brotli's best quality is slow.
    async writeBundle(options, bundle) {
      const filer = Object.keys(bundle).filter((fil) => /\.(js|css|svg)$/.test(fil));
      await Promise.all(
        filer.map(async (fil) => {
          const sti = join(options.dir ?? '', fil);
          const indhold = await readFile(sti);
          await writeFile(`${sti}.gz`, await gzip(indhold, { level: 9 }));
          await writeFile(`${sti}.br`, await brotli(indhold, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

/**
 * The definition set the app is built from, beside it (.vite/definitioner.json): the server compares
 * the live set with it to know what each page must bring beside the bundle (server/definitioner/saet/bygget.ts).
 */
function byggetSaet(): Plugin {
  return {
    name: 'fond:bygget-saet',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BYGGET_SAET, source: JSON.stringify(laesSaet(repoRod)) });
    },
  };
}
