import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { CLASSROOM_WS_PATH, type ServerMessage } from '@school/contract/api/classroom';

/** A real WebSocket client of the classroom for server tests: collects what the server sends. */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const w of this.waiters.splice(0)) w();
      }),
    );
  }

  /** Connects with a classroom token; resolves once the socket is open. */
  static async connect(base: string, token: string, headers: Record<string, string> = {}) {
    const ws = new WebSocket(`${base}${CLASSROOM_WS_PATH}?token=${encodeURIComponent(token)}`, {
      headers,
    });
    const s = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return s;
  }

  send(m: unknown) {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The next message (after the last one waited for) that matches; fails after `ms`. */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms = 5000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + ms;
    for (;;) {
      for (let i = this.cursor; i < this.messages.length; i++) {
        const m = this.messages[i]!;
        if (m.type === type && match(m as Extract<ServerMessage, { type: T }>)) {
          this.cursor = i + 1;
          return m as Extract<ServerMessage, { type: T }>;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} message within ${ms} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Messages of a type received so far. */
  all<T extends ServerMessage['type']>(type: T) {
    return this.messages.filter((m) => m.type === type) as Extract<ServerMessage, { type: T }>[];
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

/** Listens on a free local port; returns the ws:// base address. */
export async function listenForSockets(app: FastifyInstance) {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws');
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
