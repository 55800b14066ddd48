import { subscribeWebPush, webPushKey } from '@school/contract/api/notifications';
import { request } from '../../lib/request.ts';

/**
 * Web Push on this browser: the service worker (`/sw.js`, which shows the pushes) and the
 * subscription kept by the server. Asked only when the family taps to turn reminders on (after a
 * booking, or in 通知设置), never on first load: browsers hide prompts nobody asked for.
 */

export type PushState = 'unsupported' | 'install' | 'denied' | 'granted' | 'default';

/**
 * An iPhone or iPad browsing in Safari (not the app added to the Home Screen): iOS gives Web Push
 * only to installed web apps (16.4+), so the family is told how to add it (docs/design/running.md §14).
 */
export function needsHomeScreen(): boolean {
  if (typeof window === 'undefined') return false;
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

export function pushState(): PushState {
  if (needsHomeScreen()) return 'install';
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  )
    return 'unsupported';
  return Notification.permission;
}

const fromBase64Url = (s: string) => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Asks permission, subscribes and tells the server. True when pushes will arrive. */
export async function enablePush(lang: 'zh' | 'en'): Promise<boolean> {
  const state = pushState();
  if (state === 'unsupported' || state === 'install') return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await request(webPushKey, {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  const json = subscription.toJSON() as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  await request(subscribeWebPush, { endpoint: json.endpoint, keys: json.keys, lang });
  return true;
}
