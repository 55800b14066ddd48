import type { QueryClient } from '@tanstack/react-query';
import { DEVICE_ID_KEY } from '../../lib/deviceId.ts';
import { LANGUAGE_KEY } from '../../lib/i18n.ts';
import { initialData, STORE_KEY, useDataStore } from '../../lib/store.ts';

/** Browser-storage entries that are settings or identity, not cache: clearing keeps them. */
const KEPT_KEYS = new Set([STORE_KEY, LANGUAGE_KEY, DEVICE_ID_KEY]);

/** Characters kept in this app's browser storage, as bytes of UTF-16 (what browsers count). */
export function localCacheBytes(storage: Storage = localStorage): number {
  let chars = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) chars += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return chars * 2;
}

/** 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * 清除本地缓存: forgets what the app kept to show screens faster (lists of outlines, chosen times,
 * course and teacher objects, book progress, every fetched answer in memory) but keeps the login
 * (token and profile), the guardian's consent on this device, the remembered phones, the language
 * and the device id.
 */
export function clearLocalCache(queryClient: QueryClient, storage: Storage = localStorage) {
  const s = useDataStore.getState();
  const keep = {
    token: s.token,
    userInfo: s.userInfo,
    consentVersion: s.consentVersion,
    loginPhoneList: s.loginPhoneList,
  };
  useDataStore.setState({ ...initialData(), ...keep });
  for (const key of Object.keys(storage)) if (!KEPT_KEYS.has(key)) storage.removeItem(key);
  queryClient.clear();
}

/**
 * After the account is deleted nothing of it stays on the device: the whole store (token,
 * profile, remembered phones, consent) and every cached answer. Language and device id stay.
 */
export function forgetAccount(queryClient: QueryClient, storage: Storage = localStorage) {
  useDataStore.setState(initialData());
  for (const key of Object.keys(storage)) if (!KEPT_KEYS.has(key)) storage.removeItem(key);
  queryClient.clear();
}
