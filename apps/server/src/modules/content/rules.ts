import { APP_ROUTE, type BannerLink } from '@school/contract/api/content';
import { isSafeUrl } from '../../lib/sanitize.ts';

/**
 * Why a banner link may not be stored, or null when it may. A route must be a page of the app; a
 * web page must be http(s) on a host of WEBVIEW_ALLOWED_HOSTS (no user or password in it), or a
 * path on the app's own origin; 'none' has no target.
 */
export function bannerLinkProblem(
  link: { type: string; target?: string | null },
  allowedHosts: readonly string[],
): string | null {
  const target = link.target ?? '';
  switch (link.type) {
    case 'none':
      return target === '' ? null : 'a link of type none has no target';
    case 'route':
      return APP_ROUTE.test(target)
        ? null
        : 'a route must be a page of the app, e.g. /pages/home/index';
    case 'web':
      return webTargetProblem(target, allowedHosts);
    default:
      return 'link type must be route, web or none';
  }
}

function webTargetProblem(target: string, allowedHosts: readonly string[]): string | null {
  if (!target || target !== target.trim() || /[\s\\]/.test(target))
    return 'web target is not a URL';
  // Same origin: a path from the root, never '//host' (that is another origin).
  if (target.startsWith('/') && !target.startsWith('//'))
    return isSafeUrl(target) ? null : 'web target is not a safe path';
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'web target is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'web target must be http(s)';
  if (url.username || url.password) return 'web target must not carry a user name or password';
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  if (!allowedHosts.some((h) => h === host || h === hostname))
    return `host ${hostname} is not in WEBVIEW_ALLOWED_HOSTS`;
  return null;
}

/** The stored link as the contract shows it; a link the settings no longer allow shows as none. */
export function bannerLinkOut(
  type: 'route' | 'web' | 'none',
  target: string | null,
  allowedHosts: readonly string[],
): BannerLink {
  if (type === 'none' || !target || bannerLinkProblem({ type, target }, allowedHosts))
    return { type: 'none', target: null };
  return { type, target };
}

/** A suggested English name: letters, with an inner space, hyphen or apostrophe (Mary-Jane). */
export const NICKNAME = /^[A-Z][a-zA-Z]*(?:[ '-][A-Za-z]+)*$/;

/** The letter a name is filed under (A-Z). */
export const initialOf = (name: string) => name.charAt(0).toUpperCase();
