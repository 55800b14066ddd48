import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { channel, type Bus, type Channel } from '../cluster/bus.ts';
import type { Clock } from '../clock.ts';

/**
 * What the public reads are made of, by what changes them. A change in an area drops every
 * entry of that area on every copy (docs/decisions/0017-scale-and-public-cache.md).
 *  - teachers: teacher/list, a teacher's schedule, tags (bookings, cancellations, plans, slots,
 *    reviews, settled lessons, the slot-opening job, teacher profiles)
 *  - content: banners, notices, the school's profile
 *  - catalog: products
 *  - outline: the course outline
 *  - viewers: a signed-in family's favourites and class preference (keyed by user; dropped by
 *    that family's own changes, `invalidateKey`)
 */
export const CACHE_AREAS = ['teachers', 'content', 'catalog', 'outline', 'viewers'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

interface Entry {
  value: unknown;
  area: CacheArea;
  /** `clock.now()` ms after which the entry is stale. */
  expiresAt: number;
}

/** A serialized answer and its ETag, as the route layer keeps it. */
export interface CachedBody {
  body: string;
  etag: string;
}

const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * The end of the current half hour: slots start on :00 and :30, so whatever a public read shows
 * about time (the next free slot, a slot inside the 2-hour lead time) changes only there.
 */
export const nextHalfHour = (now: Date) =>
  (Math.floor(now.getTime() / HALF_HOUR_MS) + 1) * HALF_HOUR_MS;

export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * The per-copy cache of the reads every visitor makes. Entries live until their area changes
 * (`invalidate`, told to every copy over the bus), the half hour ends, or `maxAgeMs` passes (the
 * net under a bus message lost while a copy reconnects, or a change made behind the server's
 * back). A read that began before an invalidation of its area is not kept (generations), so a
 * slow read can never put back what a booking just changed.
 */
export class PublicCache {
  private entries = new Map<string, Entry>();
  private generations = new Map<CacheArea, number>();
  private loading = new Map<string, Promise<unknown>>();
  private readonly others: Channel<{ area: CacheArea; key?: string; from?: string }> | null;
  /**
   * This copy's name on the bus, whose messages reach their sender too: this copy dropped its
   * entries when it published, and its own message coming back a few ms later would drop what a
   * read had just loaded again (a second database read per change, and a flaky test).
   */
  private readonly id = randomUUID();

  constructor(
    private readonly maxAgeMs: number,
    private readonly clock: Clock,
    bus: Bus | null,
    private readonly log?: FastifyBaseLogger,
    private readonly maxEntries = 2_000,
  ) {
    this.others = bus && maxAgeMs > 0 ? channel(bus, 'public-cache') : null;
    this.others?.subscribe((m) => {
      if (m.from !== this.id) this.drop(m.area, m.key);
    });
  }

  get enabled() {
    return this.maxAgeMs > 0;
  }

  /**
   * The value of `key`, loading (and keeping) it when absent or stale. Requests that miss at
   * once share one load (after a booking drops the catalogue, fifty waiting visitors cost one
   * query, not fifty).
   */
  async get<T>(area: CacheArea, key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.peek(area, key, now);
    if (hit !== undefined) return hit as T;
    const generation = this.generations.get(area) ?? 0;
    const flightKey = `${area}|${generation}|${key}`;
    const flying = this.loading.get(flightKey);
    if (flying) return flying as Promise<T>;
    const loaded = load()
      .then((value) => {
        this.keep(area, key, value, now, generation);
        return value;
      })
      .finally(() => this.loading.delete(flightKey));
    if (this.enabled) this.loading.set(flightKey, loaded);
    return loaded;
  }

  /**
   * The entry of `key` if fresh. A hit moves it to the end of the map's order, so the entry
   * `keep` evicts when full is the least recently used: the catalogue every visitor reads stays,
   * while one family's extras (area viewers, thousands of families an hour) come and go.
   */
  peek(area: CacheArea, key: string, now = this.clock.now()): unknown {
    const k = `${area}|${key}`;
    const e = this.entries.get(k);
    if (!e) return undefined;
    this.entries.delete(k);
    if (now.getTime() >= e.expiresAt) return undefined;
    this.entries.set(k, e);
    return e.value;
  }

  /** The generation to pass to `keep` (taken before reading the database). */
  mark(area: CacheArea) {
    return this.generations.get(area) ?? 0;
  }

  keep(area: CacheArea, key: string, value: unknown, readAt: Date, generation: number) {
    if (!this.enabled || generation !== (this.generations.get(area) ?? 0)) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const expiresAt = Math.min(nextHalfHour(readAt), readAt.getTime() + this.maxAgeMs);
    this.entries.set(`${area}|${key}`, { value, area, expiresAt });
  }

  /**
   * Something in `areas` changed (after its commit): drop them here at once and on every other
   * copy through the bus. Never fails; a copy that misses the message catches up in `maxAgeMs`.
   */
  async invalidate(...areas: CacheArea[]) {
    // Here at once (the caller's next read sees the change), then the other copies.
    for (const area of areas) this.drop(area);
    for (const area of areas) {
      await this.others
        ?.publish({ area, from: this.id })
        .catch((err: unknown) => this.log?.warn({ err, area }, 'public cache: cannot tell copies'));
    }
  }

  /** One entry of an area changed (a family's own favourites): dropped on every copy. */
  async invalidateKey(area: CacheArea, key: string) {
    this.drop(area, key);
    await this.others
      ?.publish({ area, key, from: this.id })
      .catch((err: unknown) => this.log?.warn({ err, area }, 'public cache: cannot tell copies'));
  }

  private drop(area: CacheArea, key?: string) {
    this.generations.set(area, (this.generations.get(area) ?? 0) + 1);
    if (key !== undefined) this.entries.delete(`${area}|${key}`);
    else for (const [k, e] of this.entries) if (e.area === area) this.entries.delete(k);
  }
}
