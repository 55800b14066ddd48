import { createHash } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { authorization, verifyPlatform, wechatpayHeaders, type Merchant } from './wechatSign.ts';

/** WeChat's error answer: HTTP 4xx/5xx with { code, message }. */
export class WechatApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wechat ${status} ${code}: ${message}`);
  }
}

export interface ClientSettings {
  base: string;
  merchant: Merchant;
  platform: { key: KeyObject; serial: string };
  timeoutMs: number;
  now: () => Date;
}

/**
 * Calls of the v3 API: each request signed with the merchant's key, each answer's platform
 * signature checked before it is believed (also the error answers: an unsigned "not found"
 * must not close a bill either).
 */
export class WechatClient {
  constructor(private readonly s: ClientSettings) {}

  async call<T>(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<T> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const res = await fetch(`${this.s.base}${pathAndQuery}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'user-agent': 'school-server',
        authorization: authorization(this.s.merchant, method, pathAndQuery, text, this.s.now()),
      },
      body: body === undefined ? undefined : text,
      signal: AbortSignal.timeout(this.s.timeoutMs),
    });
    const answer = await res.text();
    const problem = verifyPlatform(
      wechatpayHeaders((n) => res.headers.get(n)),
      answer,
      this.s.platform,
      this.s.now(),
    );
    if (problem) throw new Error(`wechat ${method} ${pathAndQuery}: answer ${problem}`);
    if (!res.ok) {
      let e: { code?: string; message?: string } = {};
      try {
        e = JSON.parse(answer) as typeof e;
      } catch {
        // an error without a JSON body keeps its status
      }
      throw new WechatApiError(
        res.status,
        e.code ?? 'HTTP_ERROR',
        e.message ?? answer.slice(0, 200),
      );
    }
    return (answer ? JSON.parse(answer) : {}) as T;
  }

  /** A bill file: signed request, no signed answer, checked against the hash WeChat gave. */
  async download(url: string, hashType?: string, hashValue?: string): Promise<string> {
    const u = new URL(url);
    const res = await fetch(url, {
      headers: {
        authorization: authorization(
          this.s.merchant,
          'GET',
          `${u.pathname}${u.search}`,
          '',
          this.s.now(),
        ),
      },
      signal: AbortSignal.timeout(this.s.timeoutMs * 6),
    });
    if (!res.ok) throw new WechatApiError(res.status, 'DOWNLOAD', await res.text());
    const data = Buffer.from(await res.arrayBuffer());
    if (hashValue) {
      const algo = (hashType ?? 'SHA1').toLowerCase() === 'sha1' ? 'sha1' : 'sha256';
      if (createHash(algo).update(data).digest('hex') !== hashValue.toLowerCase())
        throw new Error('wechat bill: the file does not match its hash');
    }
    return data.toString('utf8');
  }
}
