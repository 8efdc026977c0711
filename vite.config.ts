import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRod = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'web',
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    // web/ imports engine/, schemas/ and content/ from the repository root.
    fs: { allow: [repoRod] },
  },
});
