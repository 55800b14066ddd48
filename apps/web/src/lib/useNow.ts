import { useSyncExternalStore } from 'react';

/**
 * One clock for every count-down of the app (home's next lesson, 课程, 我的课表, 课程详情, the
 * classroom list): a single timer ticks while anything shows a count-down, and every count-down
 * reads the same instant, so two cards on one screen never disagree by a tick.
 */
const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const read = () => (timer ? now : Date.now());

/** The current time in ms, re-rendering the caller every second while it is shown. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, read, read);
}
