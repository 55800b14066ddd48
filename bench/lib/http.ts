/** Small JSON helpers for the few calls the bench makes itself (login, pre-flight checks). */

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

export interface JsonReply {
  status: number;
  body: Envelope | undefined;
  text: string;
}

export async function requestJson(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<JsonReply> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let body: Envelope | undefined;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text };
}

/** `HTTP 404 {"code":2001,...}`, shortened, for a reason in the table. */
export function describe(reply: JsonReply): string {
  const text = reply.text.length > 120 ? reply.text.slice(0, 117) + '...' : reply.text;
  return `HTTP ${reply.status} ${text}`;
}

export function isSuccess(reply: JsonReply): boolean {
  return reply.status >= 200 && reply.status < 300 && reply.body?.code === 0;
}
