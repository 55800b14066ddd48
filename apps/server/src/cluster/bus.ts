import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/**
 * What the server copies tell each other: a message on a topic reaches every copy, this one
 * included, and the handlers subscribed to that topic there. Messages of one copy arrive in the
 * order sent. The payload is JSON; each module owns its topic and the shape of its messages
 * (`channel` gives a module a typed view of its own topic).
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: (message: unknown) => void): void;
  close(): Promise<void>;
}

/** One module's topic on the bus, typed. */
export interface Channel<M> {
  publish(message: M): Promise<void>;
  subscribe(handler: (message: M) => void): void;
}

export function channel<M>(bus: Bus, topic: string): Channel<M> {
  return {
    publish: (m) => bus.publish(topic, m),
    subscribe: (h) => bus.subscribe(topic, h as (m: unknown) => void),
  };
}

/** The handlers of each topic, and delivery to them. */
export class Subscribers {
  private handlers = new Map<string, ((m: unknown) => void)[]>();
  add(topic: string, handler: (m: unknown) => void) {
    const list = this.handlers.get(topic) ?? [];
    list.push(handler);
    this.handlers.set(topic, list);
  }
  deliver(topic: string, message: unknown) {
    for (const h of this.handlers.get(topic) ?? []) h(message);
  }
  clear() {
    this.handlers.clear();
  }
}

/** One server copy (the default, and the only choice with the embedded database). */
export class InProcessBus implements Bus {
  private subscribers = new Subscribers();
  publish(topic: string, message: unknown) {
    // Delivered after the caller's current step, as a remote copy would.
    queueMicrotask(() => this.subscribers.deliver(topic, message));
    return Promise.resolve();
  }
  subscribe(topic: string, handler: (m: unknown) => void) {
    this.subscribers.add(topic, handler);
  }
  close() {
    this.subscribers.clear();
    return Promise.resolve();
  }
}

/**
 * The bus of this copy: LISTEN/NOTIFY on PostgreSQL, so copies behind a load balancer hear each
 * other; in-process with the embedded database (one process).
 */
export async function createBus(db: Db, kind: 'pglite' | 'postgres', log: FastifyBaseLogger) {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (kind === 'postgres' && client instanceof pg.Pool) {
    const { PostgresBus } = await import('./busPostgres.ts');
    const bus = new PostgresBus(client, log);
    await bus.start();
    return bus;
  }
  return new InProcessBus();
}
