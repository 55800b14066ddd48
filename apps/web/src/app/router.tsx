import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { bindNavigator } from '../lib/navigation.ts';
import { findRoute, routes } from '../lib/routes.ts';
import type { RouteInfo } from '../lib/routes.ts';
import { useRouteTitle } from '../lib/useRouteTitle.ts';
import { lazyPage, PageBoundary } from './lazyPage.tsx';
import type { LazyPageComponent } from './lazyPage.tsx';
import { notFoundLoader, pageLoaders } from './pages.ts';

/**
 * The routes of lib/routes.ts under a hash router (App.tsx). Declarative <Routes> rather than
 * createHashRouter: the data router adds ~17 KB gzip to the first download and the app uses none
 * of its loaders or actions (TanStack Query fetches); see the README of this app.
 *
 * The login route's screens (login, register, password, agreements) do not use TanStack Query;
 * every other page sits under QueryLayout, which loads TanStack Query lazily; the tab bar layout
 * is lazy too. preloadPage fetches a page and its layouts in parallel.
 */
const QUERY_FREE_GROUPS = new Set(['login', 'register', 'forgetpass', 'xieyi']);
const usesQuery = (route: RouteInfo) =>
  route.path !== '/' && !QUERY_FREE_GROUPS.has(route.path.split('/')[2] ?? '');

const QueryLayout = lazyPage(() => import('./QueryLayout.tsx'));
const TabLayout = lazyPage(() => import('./TabLayout.tsx'));

const NotFound = lazyPage(notFoundLoader);

/** Keeps the document title in step with the page, and starts new pages at the top. */
function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const title = useRouteTitle(pathname);
  const { t } = useTranslation();
  const fallback = t('common.notFound');
  useEffect(() => {
    document.title = title || fallback;
  }, [title, fallback]);
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return <Outlet />;
}

/**
 * Loads a page's code (and TanStack Query when it needs it) in parallel, before showing it: at
 * start this avoids a waterfall, on navigation a flash of the loading view.
 */
export async function preloadPage(url: string): Promise<void> {
  const route = findRoute(url);
  const loads: Promise<unknown>[] = [route ? pageFor(route.path).preload() : NotFound.preload()];
  if (!route || usesQuery(route)) loads.push(QueryLayout.preload());
  if (route?.tab !== undefined) loads.push(TabLayout.preload());
  // A failure here is shown by the page itself (its error view), not by the navigation.
  await Promise.all(loads).catch(() => undefined);
}

/** Connects lib/navigation.ts to the router. */
function NavigatorBinding() {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  useLayoutEffect(() => {
    bindNavigator({
      async navigate(url, { replace }) {
        await preloadPage(url);
        await latest.current.navigate(url, { replace });
      },
      go: (delta) => void latest.current.navigate(delta),
      historyDepth: () => {
        const idx = (window.history.state as { idx?: unknown } | null)?.idx;
        return typeof idx === 'number' ? idx : 0;
      },
      currentUrl: () => `${latest.current.location.pathname}${latest.current.location.search}`,
      exit: () => window.history.back(),
    });
    return () => bindNavigator(null);
  }, []);
  return null;
}

const pages = new Map<string, LazyPageComponent>();
function pageFor(path: string): LazyPageComponent {
  let page = pages.get(path);
  if (!page) {
    const loader = pageLoaders[path];
    if (!loader) throw new Error(`no page for route ${path}`);
    page = lazyPage(loader);
    pages.set(path, page);
  }
  return page;
}

function pageRoute(route: RouteInfo) {
  const Page = pageFor(route.path);
  // Keyed by path so a failed page does not keep its error view on the next page.
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <PageBoundary key={route.path}>
          <Page />
        </PageBoundary>
      }
    />
  );
}

export function AppRoutes() {
  return (
    <>
      <NavigatorBinding />
      <Routes>
        <Route element={<RootLayout />}>
          {routes.filter((r) => !usesQuery(r)).map(pageRoute)}
          <Route
            element={
              <PageBoundary>
                <QueryLayout />
              </PageBoundary>
            }
          >
            <Route
              element={
                <PageBoundary>
                  <TabLayout />
                </PageBoundary>
              }
            >
              {routes.filter((r) => r.tab !== undefined).map(pageRoute)}
            </Route>
            {routes.filter((r) => r.tab === undefined && usesQuery(r)).map(pageRoute)}
            <Route
              path="*"
              element={
                <PageBoundary key="*">
                  <NotFound />
                </PageBoundary>
              }
            />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
