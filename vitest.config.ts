import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every unit and server test. The server suite runs on embedded PGlite always,
// and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const serverProjects = [
  {
    extends: './apps/server/vitest.config.ts',
    test: { name: 'server-pglite', root: './apps/server', env: { TEST_DB: 'pglite' } },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: './apps/server/vitest.config.ts',
          test: { name: 'server-postgres', root: './apps/server', env: { TEST_DB: 'postgres' } },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines this
    // runs on, so every file waited for the one before. Server files spend much of their time
    // waiting on PostgreSQL and screen files on jsdom's start: two at a time took the whole run
    // from 8.7 to 4.7 minutes there (issue 26).
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', './scripts/slowestTests.ts'],
    projects: ['./packages/contract', './apps/web', './apps/console', ...serverProjects],
  },
});
