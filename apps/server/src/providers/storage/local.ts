import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './types.ts';

/** The URL prefix local files are served under (see http/uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';

/** Files under a folder (DATA_DIR/uploads), served by this server at /uploads/. */
export class LocalStorage implements FileStorage {
  readonly name = 'local' as const;
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body, { flag: 'wx' });
    return `${UPLOADS_PREFIX}${key}`;
  }

  owns(address: string): boolean {
    return address.startsWith(UPLOADS_PREFIX);
  }

  async remove(address: string): Promise<void> {
    if (!this.owns(address)) return;
    const key = address.slice(UPLOADS_PREFIX.length);
    try {
      assertSafeKey(key);
    } catch {
      return;
    }
    await rm(path.join(this.root, key), { force: true });
  }
}
