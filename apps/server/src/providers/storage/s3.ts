import { createHash } from 'node:crypto';
import type { AwsClient } from 'aws4fetch';
import { assertSafeKey, type FileStorage } from './types.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's files are read from (a CDN); default `${endpoint}/${bucket}`. */
  publicUrl?: string;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as S3 wants it (each path segment; '/' kept). */
const encodePath = (p: string) =>
  p
    .split('/')
    .map((s) =>
      encodeURIComponent(s).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

type Signer = Pick<AwsClient, 'sign'>;

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * An S3-compatible bucket (AWS, MinIO, OSS/COS S3 APIs), path-style addressing. Requests are
 * signed (AWS Signature Version 4, the payload's SHA-256 signed too) by aws4fetch, loaded on the
 * first upload: a server on local storage never loads it.
 */
export class S3Storage implements FileStorage {
  readonly name = 's3' as const;
  private signer: Promise<Signer> | undefined;
  constructor(readonly s: S3Settings) {}

  private client(): Promise<Signer> {
    this.signer ??= import('aws4fetch').then(
      ({ AwsClient }) =>
        new AwsClient({
          accessKeyId: this.s.accessKeyId,
          secretAccessKey: this.s.secretAccessKey,
          region: this.s.region,
          service: 's3',
        }),
    );
    return this.signer;
  }

  private objectUrl(key: string) {
    return new URL(
      `${this.s.endpoint.replace(/\/+$/, '')}/${encodePath(`${this.s.bucket}/${key}`)}`,
    );
  }

  private publicBase() {
    return (this.s.publicUrl || `${this.s.endpoint.replace(/\/+$/, '')}/${this.s.bucket}`).replace(
      /\/+$/,
      '',
    );
  }

  /** One signed request for a key; throws on an error status (a DELETE of nothing is fine). */
  async request(
    method: 'PUT' | 'DELETE' | 'GET' | 'HEAD',
    key: string,
    opts: { body?: Buffer; type?: string; range?: string } = {},
  ): Promise<Response> {
    assertSafeKey(key);
    const { body, type, range } = opts;
    const url = this.objectUrl(key);
    const signed = await (
      await this.client()
    ).sign(url.toString(), {
      method,
      headers: {
        'x-amz-content-sha256': sha256(body ?? Buffer.alloc(0)),
        ...(type ? { 'content-type': type } : {}),
        ...(range ? { range } : {}),
      },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    const res = await fetch(signed, {
      signal: AbortSignal.timeout(method === 'GET' ? 120_000 : 15_000),
    });
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      await res.body?.cancel();
      throw new Error(`S3 ${method} ${key} failed: HTTP ${res.status}`);
    }
    return res;
  }

  /**
   * Every key under a prefix (ListObjectsV2, a page of 1,000 at a time): the backups copy the
   * bucket's files and list the backups kept in one.
   */
  async list(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    const client = await this.client();
    do {
      const url = new URL(`${this.s.endpoint.replace(/\/+$/, '')}/${encodePath(this.s.bucket)}`);
      url.searchParams.set('list-type', '2');
      if (prefix) url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const signed = await client.sign(url.toString(), {
        method: 'GET',
        headers: { 'x-amz-content-sha256': sha256(Buffer.alloc(0)) },
      });
      const res = await fetch(signed, { signal: AbortSignal.timeout(30_000) });
      const xml = await res.text();
      if (!res.ok) throw new Error(`S3 list ${prefix || '(all)'} failed: HTTP ${res.status}`);
      for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1]!));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return keys;
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, type?: string) {
    const res = await this.request(method, key, {
      ...(body ? { body } : {}),
      ...(type ? { type } : {}),
    });
    await res.body?.cancel();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    assertSafeKey(key);
    await this.send('PUT', key, body, contentType);
    return `${this.publicBase()}/${key}`;
  }

  owns(address: string): boolean {
    return address.startsWith(`${this.publicBase()}/`);
  }

  async remove(address: string): Promise<void> {
    const base = `${this.publicBase()}/`;
    if (!this.owns(address)) return;
    const key = address.slice(base.length);
    try {
      assertSafeKey(key);
    } catch {
      return;
    }
    await this.send('DELETE', key);
  }
}
