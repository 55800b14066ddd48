import { createHash, createHmac } from 'node:crypto';
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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

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

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  now: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
}

/**
 * AWS Signature Version 4 (header form). Returns the headers to send: the given ones plus
 * host, x-amz-date, x-amz-content-sha256 and authorization. Query strings are not used here.
 */
export function signV4(s: SignInput): Record<string, string> {
  const service = s.service ?? 's3';
  const amzDate = s.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(s.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: s.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': s.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    s.method,
    s.url.pathname,
    canonicalQuery(s.url),
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    s.payloadHash,
  ].join('\n');
  const scope = `${day}/${s.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${s.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, s.region), service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${s.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}

function canonicalQuery(url: URL) {
  return [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** An S3-compatible bucket (AWS, MinIO, OSS/COS S3 APIs), path-style addressing. */
export class S3Storage implements FileStorage {
  readonly name = 's3' as const;
  constructor(
    readonly s: S3Settings,
    private readonly now: () => Date = () => new Date(),
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

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
    const headers = signV4({
      method,
      url,
      headers: { ...(type ? { 'content-type': type } : {}), ...(range ? { range } : {}) },
      payloadHash: sha256(body ?? ''),
      now: this.now(),
      region: this.s.region,
      accessKeyId: this.s.accessKeyId,
      secretAccessKey: this.s.secretAccessKey,
    });
    delete headers.host; // fetch sets it (same value)
    const res = await this.fetchFn(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(method === 'GET' ? 120_000 : 15_000),
    });
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed: HTTP ${res.status}`);
    }
    return res;
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, type?: string) {
    await this.request(method, key, { ...(body ? { body } : {}), ...(type ? { type } : {}) });
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
