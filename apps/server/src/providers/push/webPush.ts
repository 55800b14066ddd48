import type * as WebPush from 'web-push';

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291), through
 * the `web-push` library, loaded on the first push so a server that never pushes never loads it.
 * The library builds the request (encrypted body, VAPID Authorization header); it is sent with
 * fetch, so a timeout bounds it and a test's push service may listen on plain http.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** JSON the service worker shows: { title, body, link }. */
  payload: string;
  /** Seconds the push service keeps it for an offline browser. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A later message with the same topic replaces an undelivered earlier one. */
  topic?: string;
}

/** The push service's answer when it refused; 404 and 410 mean the subscription is gone. */
export class PushRefused extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`push service answered HTTP ${status}: ${body.slice(0, 200)}`);
    this.name = 'PushRefused';
  }
  get gone() {
    return this.status === 404 || this.status === 410;
  }
}

type WebPushLib = typeof WebPush;
let lib: Promise<WebPushLib> | undefined;
const loadLib = () =>
  (lib ??= import('web-push').then((m) => (m as { default?: WebPushLib }).default ?? m));

export async function generateVapidKeys(): Promise<VapidKeys> {
  return (await loadLib()).generateVAPIDKeys();
}

export class WebPushSender {
  constructor(
    private readonly vapid: () => Promise<VapidKeys>,
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(target: PushTarget, msg: PushMessage): Promise<void> {
    const webpush = await loadLib();
    const keys = await this.vapid();
    const req = webpush.generateRequestDetails(target, msg.payload, {
      vapidDetails: { subject: this.subject, ...keys },
      TTL: msg.ttl,
      urgency: msg.urgency,
      contentEncoding: 'aes128gcm',
      ...(msg.topic ? { topic: msg.topic } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = String(v);
    // fetch sets the length itself.
    delete headers['Content-Length'];
    let res: Response;
    try {
      res = await fetch(req.endpoint, {
        method: 'POST',
        headers,
        body: req.body ? new Uint8Array(req.body) : null,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new Error(`push service unreachable: ${(err as Error).message}`, { cause: err });
    }
    const text = await res.text().catch(() => '');
    if (res.status < 200 || res.status > 299) throw new PushRefused(res.status, text);
  }
}
