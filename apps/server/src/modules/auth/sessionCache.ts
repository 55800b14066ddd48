import type { FastifyBaseLogger } from 'fastify';
import { channel, type Bus, type Channel } from '../../cluster/bus.ts';
import type { SessionRecord } from './sessionRepository.ts';

/** A copy tells the others to forget a user's sessions (their profile, revocation or status changed). */
interface ForgetUser {
  userId: number;
}

interface Entry {
  record: SessionRecord;
  /** `performance.now()` when the record was read from the database. */
  readAt: number;
}

/**
 * Signed-in requests in a short burst (a page's parallel calls, a child tapping through tabs)
 * resolve their token once: the session and profile read from the database are kept in memory
 * for `ttlMs` (docs/decisions/0009-session-cache.md). Keyed by the token's hash, never the token.
 *
 * Every change the server makes to an account or its sessions calls `forgetUser` after its
 * transaction commits: this copy drops the user's entries at once and tells every other copy
 * over the bus. A change made behind the server's back (an operator disabling an account in the
 * database), or a bus message lost while a copy reconnects, is seen within `ttlMs`.
 *
 * A read that began before a `forgetUser` may return the old row; it is not kept (`mark`/`keep`).
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  private byUser = new Map<number, Set<string>>();
  private generation = 0;
  private readonly others: Channel<ForgetUser> | null;

  constructor(
    private readonly ttlMs: number,
    bus: Bus | null,
    private readonly log?: FastifyBaseLogger,
    private readonly maxEntries = 10_000,
  ) {
    this.others = bus && ttlMs > 0 ? channel<ForgetUser>(bus, 'sessions') : null;
    this.others?.subscribe((m) => this.drop(m.userId));
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  /** The record of a token hash, when read less than `ttlMs` ago. */
  get(tokenHash: string): SessionRecord | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (performance.now() - e.readAt < this.ttlMs) return e.record;
    this.remove(tokenHash, e.record.userId);
    return undefined;
  }

  /** Taken before reading the database; `keep` stores the row only if nothing was forgotten since. */
  mark() {
    return this.generation;
  }

  keep(tokenHash: string, record: SessionRecord, mark: number) {
    if (!this.enabled || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.entries().next().value;
      if (oldest) this.remove(oldest[0], oldest[1].record.userId);
    }
    this.entries.set(tokenHash, { record, readAt: performance.now() });
    let hashes = this.byUser.get(record.userId);
    if (!hashes) this.byUser.set(record.userId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** The session's `last_used_at` was moved forward in the database. */
  touched(tokenHash: string, lastUsedAt: Date) {
    const e = this.entries.get(tokenHash);
    if (e) e.record = { ...e.record, lastUsedAt };
  }

  /**
   * The user's account or sessions changed: forget them here and on every other copy. Call it
   * after the change is committed. Never fails: the change is made, and a copy that does not
   * hear of it sees it within `ttlMs`.
   */
  async forgetUser(userId: number) {
    this.drop(userId);
    await this.others
      ?.publish({ userId })
      .catch((err: unknown) =>
        this.log?.warn({ err, userId }, 'session cache: cannot tell other copies'),
      );
  }

  private drop(userId: number) {
    this.generation++;
    for (const h of this.byUser.get(userId) ?? []) this.entries.delete(h);
    this.byUser.delete(userId);
  }

  private remove(tokenHash: string, userId: number) {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}
