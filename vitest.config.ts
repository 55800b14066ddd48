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
    projects: ['./packages/contract', './apps/web', './apps/console', ...serverProjects],
  },
});
