import { createHmac } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test double of Aliyun SMS (never imported by the server itself). */

export const KEY_ID = 'LTAI-test-key';
export const SECRET = 'test-secret-value';

/** A stand-in for dysmsapi.aliyuncs.com that checks requests the way Aliyun does. */
export class FakeAliyun {
  server: Server = createServer((req, res) => this.handle(req.url ?? '/', res));
  received: Record<string, string>[] = [];
  seenNonces = new Set<string>();
  answer: { status: number; body: unknown } | null = null;

  /**
   * The approved templates: code -> the TemplateParam it accepts. By default the verification
   * code's template only.
   */
  constructor(
    readonly templates: Record<string, RegExp> = { SMS_123456789: /^\{"code":"\d{6}"\}$/ },
  ) {}

  get endpoint() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  private handle(url: string, res: ServerResponse) {
    const query = new URL(url, 'http://x').searchParams;
    const params = Object.fromEntries(query.entries());
    this.received.push(params);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Recomputed here independently of aliyun.ts.
    const { Signature, ...rest } = params;
    const enc = (s: string) =>
      encodeURIComponent(s).replace(
        /[!'()*]/g,
        (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
      );
    const canonical = Object.keys(rest)
      .sort()
      .map((k) => `${enc(k)}=${enc(rest[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', `${SECRET}&`)
      .update(`GET&%2F&${enc(canonical)}`)
      .digest('base64');
    if (Signature !== expected) {
      return reply(400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
        RequestId: 'R1',
      });
    }
    const fixed = {
      AccessKeyId: KEY_ID,
      Action: 'SendSms',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Version: '2017-05-25',
      SignName: '英语学堂',
    };
    for (const [k, v] of Object.entries(fixed)) {
      if (params[k] !== v) return reply(400, { Code: 'MissingParameter', Message: k });
    }
    if (!/^1[3-9]\d{9}$/.test(params.PhoneNumbers ?? ''))
      return reply(400, { Code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const template = this.templates[params.TemplateCode ?? ''];
    if (!template) return reply(400, { Code: 'isv.SMS_TEMPLATE_ILLEGAL' });
    if (!template.test(params.TemplateParam ?? ''))
      return reply(400, { Code: 'isv.INVALID_JSON_PARAM' });
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? ''))
      return reply(400, { Code: 'InvalidTimeStamp.Format' });
    if (!params.SignatureNonce || this.seenNonces.has(params.SignatureNonce))
      return reply(400, { Code: 'SignatureNonceUsed' });
    this.seenNonces.add(params.SignatureNonce);
    if (this.answer) return reply(this.answer.status, this.answer.body);
    return reply(200, {
      Code: 'OK',
      Message: 'OK',
      BizId: '900619746936498440^0',
      RequestId: 'R2',
    });
  }
}
