import { useSyncExternalStore } from 'react';

/**
 * The staff token, kept in localStorage under its own key (never the families' `dataStore`): a
 * console tab and the families' app on one origin do not share a session. The server ends the
 * session (12 h, 2 h idle, role change); a 1002/1003 reply clears it here.
 */
const KEY = 'consoleToken';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let token = read();

export const getToken = () => token;

export function setToken(next: string | null) {
  token = next;
  try {
    if (next) localStorage.setItem(KEY, next);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lasts as long as the tab.
  }
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The token, re-rendering on sign-in and sign-out. */
export const useToken = () => useSyncExternalStore(subscribe, getToken, getToken);
