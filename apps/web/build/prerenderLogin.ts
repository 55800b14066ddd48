import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Plugin, ResolvedConfig, UserConfig } from 'vite';
import { compactHtml } from './compactHtml.ts';
import { homeSheets, homeShellTemplate, withHomeShell } from './homeShell.ts';
import { contractRoutes } from './contractRoutes.ts';

const ROOT_TAG = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="([^"]+\.css)"[^>]*>/g;

/**
 * Makes index.html paint the login screen by itself, so the largest paint does not wait for the
 * JavaScript (issue #2):
 *
 * - the page as written is compacted first (build/compactHtml.ts: no comments, minified inline
 *   scripts and styles);
 * - the login screen (src/app/prerender.tsx) is rendered at build time by a small SSR build of the
 *   same sources and written into `<div id="root">`; main.tsx hydrates it;
 * - the stylesheets index.html links (the entry's and the login route's, added by
 *   preloadLoginRoute) are inlined as `<style>`, so no request blocks the first paint. The lazily
 *   loaded login chunk finds them (a disabled `<link>`, never fetched, marks each) and does not
 *   load them again;
 * - the entry script and its module preloads are listed in `<meta name="app-scripts">` instead of
 *   tags: index.html's boot script requests them right after the first paint;
 * - the home tab, rendered by the same SSR build, goes into index.html's `<template id="home-shell">`
 *   with its stylesheets (build/homeShell.ts, issue #5): a returning family's home tab paints from
 *   the HTML too.
 *
 * Runs in writeBundle, before precompress compresses index.html in closeBundle.
 */
export function prerenderLogin(options: {
  resolve: UserConfig['resolve'];
  css: UserConfig['css'];
  entry?: string;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'school:prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const htmlFile = path.join(outDir, 'index.html');
      let html = await compactHtml(await readFile(htmlFile, 'utf8'));

      const inlined = new Set<string>();
      html = html.replace(STYLESHEET, (tag, href: string) => {
        const file = href.startsWith(config.base) ? href.slice(config.base.length) : href;
        const asset = bundle[file];
        if (asset?.type !== 'asset') return tag;
        inlined.add(file);
        const css =
          typeof asset.source === 'string'
            ? asset.source
            : Buffer.from(asset.source).toString('utf8');
        // The disabled link is not fetched; it tells Vite's loader that the sheet is in the page,
        // so the lazy login chunk does not fetch and add it again when imported.
        return `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`;
      });

      // The page paints without its scripts now: index.html's boot script requests them just
      // after the first paint, so they do not compete with it (entry first, then its preloads).
      const scripts: string[] = [];
      html = html.replace(
        /<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>\s*/g,
        (_t, src: string) => {
          scripts.unshift(src);
          return '';
        },
      );
      html = html.replace(
        /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\s*/g,
        (_t, href: string) => {
          scripts.push(href);
          return '';
        },
      );
      if (scripts.length === 0 || !scripts[0]?.endsWith('.js'))
        throw new Error('no entry script found');
      html = html.replace(
        /(<meta charset="UTF-8" \/>)/,
        `$1\n    <meta name="app-scripts" content="${scripts.join(' ')}" />`,
      );
      if (!html.includes('name="app-scripts"')) throw new Error('index.html has no <meta charset>');

      if (!html.includes(ROOT_TAG)) throw new Error(`index.html has no ${ROOT_TAG}`);
      const rendered = await renderShells(config, options);
      html = html.replace(ROOT_TAG, () => `<div id="root">${rendered.login}</div>`);

      const sheets = homeSheets(html, (href) => {
        const asset = bundle[href.startsWith(config.base) ? href.slice(config.base.length) : href];
        if (asset?.type !== 'asset') return undefined;
        return typeof asset.source === 'string'
          ? asset.source
          : Buffer.from(asset.source).toString('utf8');
      });
      html = withHomeShell(
        html,
        homeShellTemplate({ markup: rendered.home.markup, sheets, texts: rendered.home.texts }),
      );
      await writeFile(htmlFile, html);
    },
  };
}

interface Shells {
  login: string;
  home: { markup: string; texts: Record<string, string> };
}

async function renderShells(
  config: ResolvedConfig,
  options: { resolve: UserConfig['resolve']; css: UserConfig['css']; entry?: string },
): Promise<Shells> {
  // Inside the app's node_modules, so Node resolves the external React from there.
  const outDir = path.join(config.root, 'node_modules', '.prerender');
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react(), contractRoutes()],
    resolve: options.resolve,
    css: options.css,
    ssr: { noExternal: true },
    build: {
      ssr: options.entry ?? 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        // One React for the prerender and react-dom/server, loaded by Node.
        external: [/^react(-dom)?(\/|$)/],
        output: { entryFileNames: 'prerender.mjs' },
      },
    },
  });
  try {
    const mod = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
      prerenderLogin: () => Promise<string>;
      prerenderHome: () => Promise<Shells['home']>;
    };
    const login = await mod.prerenderLogin();
    if (!login.includes('<form')) throw new Error('the prerendered login screen has no form');
    const home = await mod.prerenderHome();
    if (!home.markup.includes('<nav')) throw new Error('the prerendered home tab has no tab bar');
    return { login, home };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
