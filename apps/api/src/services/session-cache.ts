import type { DatabaseHandle, NotificationFeed } from '../db/database';
import type { Account } from '../db/queries/accounts';

/**
 * The channel the database triggers of migration 0003 notify on: `s:<token hash>` when a session
 * row changes or goes, `u:<uid>` when an account row does (decision 0028).
 */
export const SESSION_CHANNEL = 'meridian_sessions';

export const SESSION_CACHE_LIMITS = {
  /**
   * The longest an entry is believed without the database. Notifications evict entries within
   * milliseconds; this only bounds what a notification lost on a silently dead connection could
   * leave behind.
   */
  ttlMs: 5_000,
  /**
   * Each entry lives between (1 − spread) × TTL and the TTL, drawn when stored: sessions cached in
   * the same moment (a burst of traffic) would otherwise all expire together and be read again in
   * one burst, a stall every TTL (seen in the order bench, decision 0044).
   */
  ttlSpread: 0.25,
  /** Entries kept per process; the oldest go first. */
  maxEntries: 10_000,
} as const;

export interface CachedSession {
  account: Readonly<Account>;
  expiresAt: Date;
  lastSeenAt: Date;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
  lifetimeMs: number;
}

/**
 * A per-process cache of live sessions and their accounts (decision 0028), believed only while
 * the notification feed is live. `generation` moves on every eviction, so a database read that
 * started before an eviction is never stored after it.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #live: () => boolean;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #random: () => number;
  #generation = 0;

  constructor(options: { live: () => boolean; ttlMs?: number; maxEntries?: number; random?: () => number }) {
    this.#live = options.live;
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_LIMITS.ttlMs;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_LIMITS.maxEntries;
    this.#random = options.random ?? Math.random;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached session, if stored less than its lifetime ago (by the request clock) and the feed is live. */
  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const age = now.getTime() - entry.storedAt;
    if (!this.#live() || age < 0 || age >= entry.lifetimeMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Take before reading the database; hand to `set` with what was read. */
  generation(): number {
    return this.#generation;
  }

  set(tokenHash: string, session: CachedSession, now: Date, generation: number): void {
    if (generation !== this.#generation || !this.#live()) return;
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, {
      session: { ...session, account: Object.freeze({ ...session.account }) },
      storedAt: now.getTime(),
      lifetimeMs: this.#ttlMs - Math.floor(this.#random() * this.#ttlMs * SESSION_CACHE_LIMITS.ttlSpread),
    });
  }

  evictToken(tokenHash: string): void {
    this.#generation++;
    this.#entries.delete(tokenHash);
  }

  evictAccount(uid: number): void {
    this.#generation++;
    for (const [hash, entry] of this.#entries) if (entry.session.account.uid === uid) this.#entries.delete(hash);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** A payload of SESSION_CHANNEL; anything unknown empties the cache (safe, never stale). */
  onNotification(payload: string): void {
    const uid = payload.startsWith('u:') ? Number(payload.slice(2)) : Number.NaN;
    if (payload.startsWith('s:')) this.evictToken(payload.slice(2));
    else if (Number.isInteger(uid)) this.evictAccount(uid);
    else this.clear();
  }
}

/** The cache of a running API, fed by the database's notifications on SESSION_CHANNEL. */
export async function startSessionCache(
  database: Pick<DatabaseHandle, 'listen'>,
  options: { ttlMs?: number } = {},
): Promise<{ cache: SessionCache; feed: NotificationFeed }> {
  // `live` is first asked by a request, after `feed` is set (listen only clears and evicts).
  const cache = new SessionCache({ live: () => feed.live(), ...options });
  const feed = await database.listen(SESSION_CHANNEL, {
    notify: (payload) => cache.onNotification(payload),
    reset: () => cache.clear(),
  });
  return { cache, feed };
}
