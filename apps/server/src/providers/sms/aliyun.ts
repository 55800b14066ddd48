import { createHmac, randomUUID } from 'node:crypto';
import type { CodePurpose, SmsNotice, SmsNoticeEvent, SmsSender } from './types.ts';

export interface AliyunSmsOptions {
  /** e.g. https://dysmsapi.aliyuncs.com/ */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The approved template of each notification event (ALIYUN_SMS_NOTICE_TEMPLATES). */
  noticeTemplates?: Partial<Record<SmsNoticeEvent, string>>;
  /** Default 5 s: a send must not hang a request. */
  timeoutMs?: number;
}

/** A refusal or failure of the provider; its text is for the log, never for a client. */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/**
 * RFC 3986 percent-encoding as Aliyun's RPC signature wants it: everything but A-Z a-z 0-9 - _ . ~
 * is encoded (encodeURIComponent leaves ! ' ( ) * alone, so those are added).
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonicalized query: parameters sorted by name, each name and value encoded. */
export function canonicalize(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
}

/** Signature v1.0, HMAC-SHA1: StringToSign = GET&%2F&encode(canonicalized), key = secret + '&'. */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, secret: string) {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalize(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's ISO 8601 UTC timestamp without milliseconds: 2026-11-23T02:00:00Z. */
const aliyunTimestamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Aliyun SMS (Dysmsapi SendSms, RPC style), with fetch and no SDK. One template with a `code`
 * parameter serves every purpose; the purpose only shows in our log.
 */
export class AliyunSms implements SmsSender {
  readonly name = 'aliyun';

  constructor(
    private readonly opts: AliyunSmsOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The signed query parameters of one SendSms call (exposed for tests). */
  signedParams(
    phone: string,
    code: string,
    template = { code: this.opts.templateCode, params: JSON.stringify({ code }) },
  ): Record<string, string> {
    const params: Record<string, string> = {
      AccessKeyId: this.opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: this.opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: template.code,
      TemplateParam: template.params,
      Timestamp: aliyunTimestamp(this.now()),
      Version: '2017-05-25',
    };
    return { ...params, Signature: signRpc('GET', params, this.opts.accessKeySecret) };
  }

  async send(phone: string, code: string, _purpose: CodePurpose): Promise<void> {
    await this.call(this.signedParams(phone, code));
  }

  hasNoticeTemplate(event: SmsNoticeEvent) {
    return Boolean(this.opts.noticeTemplates?.[event]);
  }

  /** A notification through the event's own approved template, its variables as TemplateParam. */
  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    const code = this.opts.noticeTemplates?.[notice.event];
    if (!code) throw new SmsProviderError(`no Aliyun SMS template for ${notice.event}`);
    await this.call(this.signedParams(phone, '', { code, params: JSON.stringify(notice.params) }));
  }

  private async call(params: Record<string, string>): Promise<void> {
    const url = new URL(this.opts.endpoint);
    url.search = canonicalize(params);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw new SmsProviderError(`Aliyun SMS unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let body: { Code?: string; Message?: string; RequestId?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new SmsProviderError(`Aliyun SMS answered HTTP ${res.status} with a non-JSON body`);
    }
    if (!res.ok || body.Code !== 'OK') {
      throw new SmsProviderError(
        `Aliyun SMS refused the send (HTTP ${res.status}): ${body.Code ?? '?'} ${body.Message ?? ''}`.trim(),
        body.Code,
        body.RequestId,
      );
    }
  }
}
