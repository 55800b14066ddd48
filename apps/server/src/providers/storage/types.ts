/**
 * Where uploaded files live: a local folder (default) or an S3-compatible bucket. Keys are made by
 * the server (`avatars/<random>.jpg`), never taken from a user's file name.
 */
export interface FileStorage {
  readonly name: 'local' | 's3';
  /** Stores the bytes under the key; returns the address the app shows (a site path or https URL). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Whether an address points into this storage (set only by an upload, never by hand). */
  owns(address: string): boolean;
  /** Removes the file an address returned by `put` points to; other addresses are ignored. */
  remove(address: string): Promise<void>;
}

/** Keys are ours: letters, digits, '-', '_', '.', '/' segments, no '..'. */
export function assertSafeKey(key: string) {
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/i.test(key)) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
