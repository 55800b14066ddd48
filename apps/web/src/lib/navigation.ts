import { findRoute, isQuitPage, LOGIN_PATH } from './routes.ts';

/** The login page used for "log in first" redirects (spec §2's path for auth redirects). */
export const AUTH_REDIRECT_PATH = '/pages/login/login';

/**
 * One small navigation API with the spec's rules (§8 "Navigation errors"):
 * - an unknown page fails with "page not found";
 * - navigateTo / redirectTo cannot target a tab page, switchTab can only target one;
 * - a repeated identical navigation is locked while the first one is under way;
 * - back on a page with no history goes to the root, except on quit pages, where it leaves the app.
 * The app binds it to the router (app/router.tsx); tests bind a fake.
 */

export interface Navigator {
  /** Goes to a URL (path + query); resolves when the new page is shown. */
  navigate(url: string, options: { replace: boolean }): Promise<void>;
  /** Moves in the history (negative = back). */
  go(delta: number): void;
  /** How many in-app pages lie behind the current one. */
  historyDepth(): number;
  /** The current page URL (path + query). */
  currentUrl(): string;
  /** Leaves the app (back from a quit page). */
  exit(): void;
}

export const NavigationMessage = {
  NOT_FOUND: 'page not found',
  TAB_PAGE: 'can not navigateTo or redirectTo a tab page',
  NOT_TAB_PAGE: 'can not switchTab to a page that is not a tab page',
  LOCKED: 'navigation locked: the same navigation is already under way',
  UNBOUND: 'navigation is not ready',
} as const;

export class NavigationError extends Error {
  override readonly name = 'NavigationError';
}

let navigator: Navigator | null = null;
const underWay = new Set<string>();

export function bindNavigator(next: Navigator | null) {
  navigator = next;
  underWay.clear();
}

type Kind = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch';

function check(kind: Kind, url: string) {
  const route = findRoute(url);
  if (!route) throw new NavigationError(NavigationMessage.NOT_FOUND);
  const isTab = route.tab !== undefined;
  if ((kind === 'navigateTo' || kind === 'redirectTo') && isTab) {
    throw new NavigationError(NavigationMessage.TAB_PAGE);
  }
  if (kind === 'switchTab' && !isTab) throw new NavigationError(NavigationMessage.NOT_TAB_PAGE);
}

async function run(kind: Kind, url: string, replace: boolean): Promise<void> {
  check(kind, url);
  if (!navigator) throw new NavigationError(NavigationMessage.UNBOUND);
  const key = `${kind} ${url}`;
  if (underWay.has(key)) throw new NavigationError(NavigationMessage.LOCKED);
  underWay.add(key);
  try {
    await navigator.navigate(url, { replace });
  } finally {
    underWay.delete(key);
  }
}

/** Opens a page on top of the current one (not a tab page). */
export const navigateTo = (url: string) => run('navigateTo', url, false);
/** Replaces the current page (not a tab page). */
export const redirectTo = (url: string) => run('redirectTo', url, true);
/** Shows a tab page. */
export const switchTab = (url: string) => run('switchTab', url, true);
/** Starts over at any page. */
export const reLaunch = (url: string) => run('reLaunch', url, true);

/** Goes back `delta` pages; with no history, to the root (or out of the app on a quit page). */
export async function navigateBack(delta = 1): Promise<void> {
  if (!navigator) throw new NavigationError(NavigationMessage.UNBOUND);
  const depth = navigator.historyDepth();
  if (depth > 0) {
    navigator.go(-Math.min(Math.max(1, delta), depth));
    return;
  }
  if (isQuitPage(navigator.currentUrl())) {
    navigator.exit();
    return;
  }
  await run('reLaunch', LOGIN_PATH, true);
}

/** The current page URL, or '' before the app has bound the router. */
export const currentUrl = () => navigator?.currentUrl() ?? '';

/** Swallows the rejection of a navigation started from a click (a lock is expected there). */
export function go(promise: Promise<void>) {
  promise.catch((e: unknown) => {
    if (e instanceof NavigationError && e.message === NavigationMessage.LOCKED) return;
    console.error(e);
  });
}
