import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage } from './types.ts';

/** The folder local uploads live in. */
export const uploadsDir = (config: Config) => path.resolve(config.DATA_DIR, 'uploads');

export function createStorage(config: Config): FileStorage {
  if (config.STORAGE_PROVIDER === 's3') {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalStorage(uploadsDir(config));
}
