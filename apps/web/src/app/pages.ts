import { LOGIN_PATHS, routes } from '../lib/routes.ts';
import type { PageLoader } from './lazyPage.tsx';
import type * as PageTable from './pageTable.ts';

/**
 * The login screen's loader is here, in the first download; every other screen's loader is in
 * pageTable.ts, fetched with the first other page (or on the first tap or key press, see
 * main.tsx): the entry script would otherwise carry the dependency list of every page (Vite's
 * preload map), about 1.5 KB gzip of the login route's budget, for screens it does not show.
 */
const loginPage: PageLoader = () => import('../pages/login/LoginPage.tsx');

let table: Promise<typeof PageTable> | null = null;
/** Fetches the other screens' loaders (once; again after a failure). */
export function loadPageTable() {
  table ??= import('./pageTable.ts').catch((error: unknown) => {
    table = null;
    throw error;
  });
  return table;
}

const fromTable =
  (path: string): PageLoader =>
  () =>
    loadPageTable().then(({ pageLoaders: loaders }) => {
      const load = loaders[path];
      if (!load) throw new Error(`no page for route ${path}`);
      return load();
    });

/** Where each route of lib/routes.ts finds its screen (routes.test.ts checks pageTable.ts). */
export const pageLoaders: Record<string, PageLoader> = Object.fromEntries(
  routes.map(({ path }) => [path, LOGIN_PATHS.includes(path) ? loginPage : fromTable(path)]),
);

export const notFoundLoader: PageLoader = () =>
  loadPageTable().then(({ notFoundLoader: load }) => load());
