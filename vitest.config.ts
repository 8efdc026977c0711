import { defineConfig } from 'vitest/config';
import { validators } from './web/vite-plugin-validators.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's and the wizard's precompiled validators (virtual:validator/<$id>).
        plugins: [validators()],
        test: {
          name: 'unit',
          include: [
            'engine/**/*.test.ts',
            'server/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'workflows/**/*.test.ts',
            'schemas/**/*.test.ts',
            'scripts/**/*.test.ts',
            'stress/**/*.test.ts',
          ],
          environment: 'node',
          // Node cannot load the Bootstrap theme as it is published (directory imports of react-bootstrap/Form); Vite can.
          server: { deps: { inline: ['@rjsf/react-bootstrap'] } },
          // Some tests start the real server as a process; on a busy machine that takes seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
