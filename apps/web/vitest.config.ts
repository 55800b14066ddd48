import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  // The app's tests import the contract whole (some compare the app's checks with its schemas);
  // the build alone replaces it with routes (build/contractRoutes.ts).
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'web',
    // Screen tests click through whole flows; the full run shares 2 cores with the server suites.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // antd-mobile's base styles are processed (its px measurement checks them); the rest is skipped.
    css: { include: [/antd-mobile[\\/]es[\\/]global/] },
  },
});
