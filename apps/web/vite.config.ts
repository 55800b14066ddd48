import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bootConstants } from './build/bootConstants.ts';
import { contractRoutes } from './build/contractRoutes.ts';
import { cssModuleNames } from './build/cssModules.ts';
import { inlineFavicon } from './build/inlineFavicon.ts';
import { preloadLoginRoute } from './build/preloadLoginRoute.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLogin } from './build/prerenderLogin.ts';

const serverPort = process.env.PORT ?? '8080';
const serverUrl = `http://127.0.0.1:${serverPort}`;

const resolve: UserConfig['resolve'] = {
  // One React for the app and every library (the root package.json pins React 19 by overrides).
  dedupe: ['react', 'react-dom'],
  alias: [
    // antd-mobile's fallback renderer (ReactDOM.render) is never used: antdRender.ts sets
    // React 19's createRoot first. The stub keeps its Babel helpers out of the entry chunk.
    {
      find: /^rc-util\/(es|lib)\/React\/render$/,
      replacement: fileURLToPath(new URL('./src/lib/legacyRenderStub.ts', import.meta.url)),
    },
    // antd-mobile's ES build imports rc-util's CommonJS build, which drags Babel's interop
    // helpers along and cannot be tree-shaken; rc-util ships the same code as ES modules.
    { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' },
  ],
};

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    react(),
    // The contract's endpoint declarations as zod-free routes (decision 0036).
    contractRoutes(),
    bootConstants(),
    preloadLoginRoute(),
    inlineFavicon(),
    // The login screen's markup and CSS in index.html (the SSR build uses the build's class names).
    prerenderLogin({
      resolve,
      css: { modules: { generateScopedName: cssModuleNames(import.meta.dirname, true) } },
    }),
    // The service worker (src/sw.ts, with Workbox) and its precache list. The manifest and icons
    // are the server's (they follow the brand at run time: apps/server/src/http/appManifest.ts);
    // the worker is registered by the app after load (lib/serviceWorker.ts), so nothing here
    // touches index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // index.html is never precached: the server fills it with the school's current content.
        globPatterns: ['**/*.{js,css,svg,png,woff2,html}'],
        globIgnores: ['index.html', 'sw.js', '**/*.map'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  resolve,
  optimizeDeps: {
    // Pre-bundled together at start so the render shim and the components share one antd-mobile.
    include: [
      'antd-mobile/es/utils/unstable-render',
      'antd-mobile/es/global',
      'antd-mobile/es/components/toast',
      'antd-mobile/es/components/dialog',
      'antd-mobile/es/components/pull-to-refresh',
    ],
  },
  css: {
    modules: {
      // Short class names in the build (they ship inside the JS of every screen).
      generateScopedName: cssModuleNames(import.meta.dirname, command === 'build'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/uploads': { target: serverUrl, changeOrigin: true },
      '/manifest.webmanifest': { target: serverUrl, changeOrigin: true },
      '/icons': { target: serverUrl, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/uploads': { target: serverUrl, changeOrigin: true },
      '/manifest.webmanifest': { target: serverUrl, changeOrigin: true },
      '/icons': { target: serverUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Modern browsers only (ES2022 target): they all support <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs, in one file rather than several small shared ones.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
            },
            // The login, register, password and consent screens' shared code, with the lib modules
            // it uses: fewer, larger files on the login route.
            { name: 'auth', test: /src[\\/]features[\\/]auth[\\/]/ },
            // TanStack Query (client, queries, mutations) for every page under QueryLayout: one
            // file instead of four.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
}));
