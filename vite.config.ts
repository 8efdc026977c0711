import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRod = fileURLToPath(new URL('.', import.meta.url));
// `npx vite` serves only the web app; the API and login pages come from `npm run dev:server`.
const server = process.env['API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
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
    proxy: { '/api': server, '/fonditlogin': server, '/log-ind': server, '/sessionkeepalive': server },
  },
});
