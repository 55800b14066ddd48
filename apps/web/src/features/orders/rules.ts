import type { Gateway, Order } from '@school/contract/api/mall';
import { useEffect, useState } from 'react';
/** The contract’s value (its zod-free part), not a copy. */
export { ORDER_STATUSES, ORDER_REVIEW_MAX_LENGTH } from '@school/contract/rules/mall';

/** The result page asks the server this often, and gives up waiting after POLL_MAX_MS. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_MAX_MS = 120_000;

/** Milliseconds left until `expiresAt` (never negative). */
export const remainingMs = (expiresAt: string, now: number = Date.now()) =>
  Math.max(0, Date.parse(expiresAt) - now);

/** `29:05` (mm:ss), or `1:02:03` past an hour; rounds up so 0:00 shows only when it is over. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** A live count-down to `expiresAt`, updated every second; `expired` once it reaches zero. */
export function useCountdown(expiresAt: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const left = expiresAt ? remainingMs(expiresAt, now) : 0;
  return { left, text: formatRemaining(left), expired: Boolean(expiresAt) && left <= 0 };
}

export type PayResult = 'waiting' | 'paid' | 'failed' | 'ended' | 'timeout';

/**
 * What the result page shows for the order as last seen: paid; ended (cancelled, closed,
 * refunded); failed (the last payment attempt was declined); still waiting; or, after
 * POLL_MAX_MS of waiting, time-out (the page stops asking and lets the family check later).
 */
export function payResult(
  order: Pick<Order, 'status'> | undefined,
  waitedMs: number,
  lastBillFailed = false,
): PayResult {
  if (order?.status === 'paid') return 'paid';
  if (order && order.status !== 'pending') return 'ended';
  if (lastBillFailed) return 'failed';
  return waitedMs >= POLL_MAX_MS ? 'timeout' : 'waiting';
}

/** Sends the browser to the gateway's page in this window (an object so tests can replace it). */
export const openPayPage = { assign: (url: string) => window.location.assign(url) };

/** WeChat's own browser names itself MicroMessenger; Alipay pages are blocked inside it. */
export const inWechat = (ua: string) => /MicroMessenger/i.test(ua);

/**
 * Where a WeChat payment happens: JSAPI inside WeChat, H5 in a phone browser, Native (a QR code
 * to scan with the phone) on a desktop.
 */
export function payScene(ua: string): 'jsapi' | 'h5' | 'native' {
  if (inWechat(ua)) return 'jsapi';
  return /Mobile|Android|iPhone|iPad|HarmonyOS/i.test(ua) ? 'h5' : 'native';
}

/**
 * The methods to show: inside WeChat only WeChat Pay (when the school offers it inside WeChat;
 * Alipay cannot open there), elsewhere what the school offers, its preferred first.
 */
export function gatewaysToShow(
  offered: { gateways: Gateway[]; wechatJsapi: boolean } | undefined,
  ua: string,
): { shown: Gateway[]; alipayHidden: boolean } {
  const all = offered?.gateways ?? ['sandbox'];
  if (!inWechat(ua)) return { shown: all, alipayHidden: false };
  // Inside WeChat its own payment comes first: the family is where it works best.
  const shown = all
    .filter((g) => g !== 'alipay' && (g !== 'wechat' || offered?.wechatJsapi))
    .sort((a, b) => Number(b === 'wechat') - Number(a === 'wechat'));
  return { shown, alipayHidden: all.includes('alipay') };
}
