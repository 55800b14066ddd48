import { useEffect, useReducer } from 'react';
import { create } from 'zustand';
import { isApiError } from '../../lib/request.ts';

/**
 * One SMS send per phone per 60 s (docs/design/accounts.md §4.1), whatever the purpose: the button counts down
 * that long on every screen that sends to that phone (keyed by the phone alone).
 */
export const RESEND_SECONDS = 60;

const useCooldowns = create<{ until: Record<string, number> }>()(() => ({ until: {} }));

/** Starts the countdown for a phone and purpose; it survives leaving and re-opening the page. */
export function startCooldown(key: string, seconds = RESEND_SECONDS, now = Date.now()) {
  useCooldowns.setState((s) => ({ until: { ...s.until, [key]: now + seconds * 1000 } }));
}

export function resetCooldowns() {
  useCooldowns.setState({ until: {} });
}

/** Whole seconds left before a new code can be sent (0 when it can). Re-renders every second. */
export function useCooldown(key: string): number {
  const until = useCooldowns((s) => s.until[key] ?? 0);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** The seconds a "sent too recently" refusal (4001) asks to wait, or null for other failures. */
export function resendWaitOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 4001) return null;
  const m = /请 (\d+) 秒后再试|wait (\d+) seconds/.exec(error.message);
  return m ? Number(m[1] ?? m[2]) : null;
}

/** True for "sent too recently": the button shows the wait instead of a toast. */
export const isResendRefusal = (error: unknown) => resendWaitOf(error) !== null;
