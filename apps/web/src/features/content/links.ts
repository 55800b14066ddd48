import type { BannerLink } from '@school/contract/api/content';
import { APP_ROUTE } from '@school/contract/rules/content';

/**
 * Whether /pages/webview may show `url`: a same-origin path or address, or an http(s) address
 * whose host is in the school's `webviewHosts` (companyInfo). Anything else (javascript:, data:,
 * other hosts) is refused.
 */
export function isAllowedWebUrl(url: string, hosts: readonly string[], origin: string): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.origin === new URL(origin).origin) return true;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((h) => h.toLowerCase() === host);
}

export type BannerAction =
  { kind: 'route'; url: string } | { kind: 'web'; url: string } | { kind: 'none' };

/** What tapping a banner does: an in-app route, an allowed web page in the webview, or nothing. */
export function bannerAction(
  link: BannerLink,
  hosts: readonly string[],
  origin: string,
): BannerAction {
  if (link.type === 'route' && APP_ROUTE.test(link.target))
    return { kind: 'route', url: link.target };
  if (link.type === 'web' && isAllowedWebUrl(link.target, hosts, origin)) {
    return { kind: 'web', url: `/pages/webview/index?url=${encodeURIComponent(link.target)}` };
  }
  return { kind: 'none' };
}

/** The hosts the webview may open, from companyInfo in the store. */
export function webviewHosts(companyInfo: Record<string, unknown>): string[] {
  const hosts = companyInfo.webviewHosts;
  return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [];
}
