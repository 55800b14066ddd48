import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Subscribers, type Bus } from './bus.ts';

/** A pool or one of its clients: both run a query. */
type Queryable = Pick<pg.Pool, 'query'>;

const CHANNEL = 'app_bus';
/**
 * NOTIFY payloads must stay under 8000 bytes; larger messages go through the `classroom_relay`
 * table (named after its first user, the classroom; any topic may use it).
 */
const MAX_NOTIFY_BYTES = 7000;
const RECONNECT_MS = 1000;
const RELAY_KEEP_MS = 60_000;

/**
 * The bus between server copies on one PostgreSQL: LISTEN/NOTIFY on a dedicated
 * connection. Publishing goes through that same connection, so one copy's messages are
 * notified (and so delivered) in the order they were sent; incoming messages are delivered one
 * after the other, in the order notified, even when a large one has to be read from
 * `classroom_relay` first. When the connection drops it is opened again; messages in the gap
 * are lost, so no topic may depend on every message arriving: the classroom page recovers by
 * reconnecting (the room itself is in the database), the session cache by its short lifetime.
 */
export class PostgresBus implements Bus {
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private subscribers = new Subscribers();
  private inbound: Promise<void> = Promise.resolve();
  private outbound: Promise<void> = Promise.resolve();
  private closed = false;
  private lastCleanup = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens the listening connection (retrying in the background if the database is away). */
  async start() {
    await this.connect().catch((err: unknown) => {
      this.log.warn({ err }, 'bus: cannot listen yet, retrying');
      this.retry();
    });
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = await this.pool.connect();
      client.on('notification', (n) => {
        if (n.channel === CHANNEL && n.payload !== undefined) this.receive(n.payload);
      });
      client.on('error', (err) => {
        this.log.warn({ err }, 'bus: connection lost');
        this.drop(client);
      });
      try {
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (err) {
        client.release(true);
        throw err;
      }
      if (this.closed) {
        client.release(true);
        return;
      }
      this.client = client;
    })().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private drop(client: pg.PoolClient) {
    if (this.client !== client) return;
    this.client = null;
    client.release(true);
    this.retry();
  }

  private retry() {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch(() => this.retry());
    }, RECONNECT_MS).unref();
  }

  publish(topic: string, message: unknown): Promise<void> {
    const text = JSON.stringify({ topic, message });
    const run = async () => {
      const via: Queryable = this.client ?? this.pool;
      if (Buffer.byteLength(text) <= MAX_NOTIFY_BYTES) {
        await via.query('select pg_notify($1, $2)', [CHANNEL, `m:${text}`]);
        return;
      }
      const res = await via.query<{ id: number }>(
        'insert into classroom_relay (payload) values ($1) returning id',
        [text],
      );
      await via.query('select pg_notify($1, $2)', [CHANNEL, `r:${res.rows[0]!.id}`]);
      await this.cleanup(via);
    };
    const done = this.outbound.then(run);
    this.outbound = done.catch(() => {});
    return done;
  }

  /** Relayed rows are read within milliseconds; anything a minute old is garbage. */
  private async cleanup(via: Queryable) {
    const now = Date.now();
    if (now - this.lastCleanup < RELAY_KEEP_MS) return;
    this.lastCleanup = now;
    await via.query(
      `delete from classroom_relay where created_at < now() - interval '${RELAY_KEEP_MS / 1000} seconds'`,
    );
  }

  private receive(payload: string) {
    this.inbound = this.inbound
      .then(async () => {
        let text = payload.slice(2);
        if (payload.startsWith('r:')) {
          const res = await this.pool.query<{ payload: string }>(
            'select payload from classroom_relay where id = $1',
            [Number(text)],
          );
          const row = res.rows[0];
          if (!row) return;
          text = row.payload;
        }
        const m = JSON.parse(text) as { topic: string; message: unknown };
        this.subscribers.deliver(m.topic, m.message);
      })
      .catch((err: unknown) => this.log.warn({ err }, 'bus: bad message'));
  }

  subscribe(topic: string, handler: (m: unknown) => void) {
    this.subscribers.add(topic, handler);
  }

  async close() {
    this.closed = true;
    this.subscribers.clear();
    await this.outbound;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.release();
    }
  }
}
