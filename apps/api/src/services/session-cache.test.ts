import { describe, expect, it } from 'vitest';
import type { Account } from '../db/queries/accounts';
import { type CachedSession, SESSION_CACHE_LIMITS, SessionCache } from './session-cache';

// Decision 0044: entries stored in one moment do not all expire in one moment, and none is believed
// past the TTL (decision 0028's bound for a lost notification).
const TTL = SESSION_CACHE_LIMITS.ttlMs;
const session = (uid: number): CachedSession => ({
  account: { uid } as unknown as Account,
  expiresAt: new Date(Date.UTC(2027, 0, 1)),
  lastSeenAt: new Date(Date.UTC(2026, 10, 27)),
});

describe('SessionCache lifetimes', () => {
  it('each entry lives between (1 − spread) × TTL and the TTL, as drawn when stored', () => {
    const draws = [0, 0.5, 0.999];
    const cache = new SessionCache({ live: () => true, random: () => draws.shift() ?? 0 });
    const at = new Date(Date.UTC(2026, 10, 27, 10));
    for (const token of ['a', 'b', 'c']) cache.set(token, session(1), at, cache.generation());
    const after = (ms: number) => new Date(at.getTime() + ms);
    const shortest = TTL * (1 - SESSION_CACHE_LIMITS.ttlSpread);
    // Before the shortest lifetime, every entry is there.
    expect(['a', 'b', 'c'].map((t) => cache.get(t, after(shortest - 1)) !== undefined)).toEqual([true, true, true]);
    // 'c' drew almost the whole spread: it is gone first; 'b' at the middle; 'a' lives the whole TTL.
    const middle = TTL - Math.floor(0.5 * TTL * SESSION_CACHE_LIMITS.ttlSpread);
    expect(cache.get('c', after(shortest + 2))).toBeUndefined();
    expect(cache.get('b', after(middle - 1))).toBeDefined();
    expect(cache.get('b', after(middle))).toBeUndefined();
    expect(cache.get('a', after(TTL - 1))).toBeDefined();
    expect(cache.get('a', after(TTL))).toBeUndefined();
  });

  it('no draw keeps an entry past the TTL', () => {
    const cache = new SessionCache({ live: () => true, random: () => 0 });
    const at = new Date(Date.UTC(2026, 10, 27, 10));
    cache.set('x', session(2), at, cache.generation());
    expect(cache.get('x', new Date(at.getTime() + TTL))).toBeUndefined();
  });
});
