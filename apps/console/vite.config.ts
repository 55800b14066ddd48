import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The families' app's build step that writes .br/.gz beside each file (the server sends them).
import { precompress } from '../web/build/precompress.ts';

const serverPort = process.env.PORT ?? '8080';
const serverUrl = `http://127.0.0.1:${serverPort}`;

/**
 * The console (docs/design/console.md §7), served by the server at /console/ (http/consoleApp.ts). A desktop
 * app for a few dozen staff: one bundle per page, no prerendering; antd is its own chunk.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/api': { target: serverUrl, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
