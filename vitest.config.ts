import { defineConfig } from 'vitest/config';
import { ALIASER } from './web/aliaser.ts';
import { trinUi } from './web/vite-plugin-trin-ui.ts';
import { validators } from './web/vite-plugin-validators.ts';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: ALIASER },
        // The web app's and the wizard's precompiled validators (virtual:validator/<$id>).
        plugins: [validators(), trinUi()],
        test: {
          name: 'unit',
          include: [
            'engine/**/*.test.ts',
            'server/**/*.test.ts',
            'web/src/**/*.test.ts',
            // The build's own code beside vite.config.ts (web/vite-plugin-*.ts and what they use).
            'web/*.test.ts',
            'workflows/**/*.test.ts',
            'schemas/**/*.test.ts',
            'scripts/**/*.test.ts',
            'stress/**/*.test.ts',
          ],
          environment: 'node',
          // The web's modules are tested outside their areas, which load their fixed texts: every text is loaded, as the server has them.
          setupFiles: ['engine/alle-tekster.ts'],
          // A PostgreSQL server for the store contract suite and the two-instance test.
          globalSetup: ['server/testing/postgres-setup.ts'],
          // Some tests start the real server as a process; on a busy machine that takes seconds.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: ALIASER },
        // Components rendered in jsdom and used as a person uses them: by label and role, with the keyboard.
        plugins: [validators(), trinUi()],
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/component-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: ALIASER },
        // The API tests again, every record and document in PostgreSQL: the same answers from both stores.
        plugins: [validators(), trinUi()],
        test: {
          name: 'unit-postgres',
          include: ['server/**/*.test.ts'],
          exclude: [
            'server/store/**',
            'server/main.test.ts',
            'server/to-instanser.test.ts',
            'server/mail/udbakke.test.ts',
            'server/webhooks/udbakke.test.ts',
          ],
          env: { FOND_TEST_STORE: 'postgres' },
          environment: 'node',
          globalSetup: ['server/testing/postgres-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: ALIASER },
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
