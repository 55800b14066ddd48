import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  timingSafeEqual,
  createHmac,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/**
 * WeChat Pay API v3 signing with Node's crypto (docs/decisions/0016), shared by the gateway and
 * the local fake so both sides follow the same documented rules:
 * - a request is signed SHA256-RSA2048 over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n" with
 *   the merchant's key (Authorization: WECHATPAY2-SHA256-RSA2048 ...);
 * - an answer or notification is signed over "TIMESTAMP\nNONCE\nBODY\n" with the platform's key
 *   (Wechatpay-Timestamp/-Nonce/-Signature/-Serial headers);
 * - a notification's resource is AEAD_AES_256_GCM with the API v3 key (the tag is the last 16
 *   bytes of the base64 ciphertext).
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** Older answers or notifications are refused (WeChat's own advice is 5 minutes). */
export const MAX_SKEW_SECONDS = 300;

/** Settings often carry PEM line breaks as the two characters "\n". */
const unescape = (key: string) => key.replace(/\\n/g, '\n').trim();

export function readPrivateKey(text: string, name: string): KeyObject {
  const key = unescape(text);
  try {
    if (key.includes('-----BEGIN')) return createPrivateKey(key);
    return createPrivateKey({
      key: Buffer.from(key.replace(/\s+/g, ''), 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
  } catch {
    throw new Error(`${name}: not a readable RSA private key (PEM or base64 PKCS#8)`);
  }
}

/** The platform's public key (the newer "public key" mode) or its certificate (PEM). */
export function readPublicKey(text: string, name: string): KeyObject {
  const key = unescape(text);
  try {
    if (key.includes('BEGIN CERTIFICATE')) return new X509Certificate(key).publicKey;
    if (key.includes('-----BEGIN')) return createPublicKey(key);
    return createPublicKey({
      key: Buffer.from(key.replace(/\s+/g, ''), 'base64'),
      format: 'der',
      type: 'spki',
    });
  } catch {
    throw new Error(`${name}: not a readable RSA public key or certificate (PEM or base64)`);
  }
}

export const nonce = () => randomBytes(16).toString('hex');
export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function rsaSign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

export function rsaVerify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export const requestMessage = (
  method: string,
  pathAndQuery: string,
  timestamp: string,
  nonceStr: string,
  body: string,
) => `${method}\n${pathAndQuery}\n${timestamp}\n${nonceStr}\n${body}\n`;

export interface Merchant {
  mchId: string;
  serial: string;
  key: KeyObject;
}

/** The Authorization header of a merchant's request. */
export function authorization(
  m: Merchant,
  method: string,
  pathAndQuery: string,
  body: string,
  at: Date,
): string {
  const ts = String(unixSeconds(at));
  const n = nonce();
  const signature = rsaSign(requestMessage(method, pathAndQuery, ts, n, body), m.key);
  return `${AUTH_SCHEMA} mchid="${m.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${m.serial}"`;
}

/** The fields of an Authorization header (the fake reads the merchant's with it). */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const out: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g))
    out[m[1]!] = m[2]!;
  return out;
}

export interface SignedHeaders {
  timestamp?: string;
  nonce?: string;
  signature?: string;
  serial?: string;
}

/** Reads the Wechatpay-* headers (Node lower-cases names; fetch Headers too). */
export function wechatpayHeaders(get: (name: string) => string | undefined | null): SignedHeaders {
  const h = (n: string) => get(n) ?? undefined;
  return {
    timestamp: h('wechatpay-timestamp'),
    nonce: h('wechatpay-nonce'),
    signature: h('wechatpay-signature'),
    serial: h('wechatpay-serial'),
  };
}

export type SignatureProblem = 'missing' | 'wrong_serial' | 'stale' | 'bad_signature';

/** Checks the platform's signature of an answer or notification body. */
export function verifyPlatform(
  h: SignedHeaders,
  body: string,
  platform: { key: KeyObject; serial: string },
  now: Date,
): SignatureProblem | null {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return 'missing';
  if (h.serial !== platform.serial) return 'wrong_serial';
  const ts = Number(h.timestamp);
  if (!/^\d{1,12}$/.test(h.timestamp) || Math.abs(unixSeconds(now) - ts) > MAX_SKEW_SECONDS)
    return 'stale';
  const ok = rsaVerify(`${h.timestamp}\n${h.nonce}\n${body}\n`, h.signature, platform.key);
  return ok ? null : 'bad_signature';
}

/** Headers signing a body as the platform does (used by the fake). */
export function platformHeaders(body: string, key: KeyObject, serial: string, at: Date) {
  const ts = String(unixSeconds(at));
  const n = nonce();
  return {
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': n,
    'wechatpay-signature': rsaSign(`${ts}\n${n}\n${body}\n`, key),
    'wechatpay-serial': serial,
  };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

/** AEAD_AES_256_GCM: throws when the key, nonce, data or tag do not match. */
export function decryptResource(r: EncryptedResource, apiV3Key: string): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(r.nonce));
  d.setAuthTag(data.subarray(data.length - 16));
  d.setAAD(Buffer.from(r.associated_data ?? ''));
  return Buffer.concat([d.update(data.subarray(0, data.length - 16)), d.final()]).toString();
}

export function encryptResource(
  plain: string,
  apiV3Key: string,
  associatedData: string,
  originalType: string,
): EncryptedResource {
  const n = randomBytes(6).toString('hex'); // 12 characters, as WeChat's nonces
  const c = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(n));
  c.setAAD(Buffer.from(associatedData));
  const ct = Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: ct.toString('base64'),
    nonce: n,
    associated_data: associatedData,
    original_type: originalType,
  };
}

/** The parameters WeixinJSBridge.invoke('getBrandWCPayRequest', …) takes, signed. */
export function jsapiParams(appId: string, prepayId: string, key: KeyObject, at: Date) {
  const timeStamp = String(unixSeconds(at));
  const nonceStr = nonce();
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA' as const,
    paySign: rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, key),
  };
}

/** An HMAC tag (the OAuth state names its bill; nobody else can make one). */
export function tag(secret: string, text: string) {
  return createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
}

export function tagMatches(secret: string, text: string, given: string) {
  const want = Buffer.from(tag(secret, text));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}
