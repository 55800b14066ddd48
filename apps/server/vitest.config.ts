import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-setup.ts'],
    // Each file builds its own app on its own database and nothing is mocked, so files share a
    // worker's loaded modules: PGlite's WebAssembly is compiled once per worker, not per file.
    isolate: false,
  },
});
