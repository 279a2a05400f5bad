import { describe, expect, it } from 'vitest';
import { isCacheEntryFresh, LOCAL_CACHE_DB_VERSION } from './local-cache';

describe('local cache store', () => {
  it('shell §9 "Local cache database: version 1672531"', () => {
    expect(LOCAL_CACHE_DB_VERSION).toBe(1672531);
  });

  it('shell §3 "timestamp": an entry is fresh for its max age, and never from the future', () => {
    expect(isCacheEntryFresh(1_000, 1_000, 500)).toBe(true);
    expect(isCacheEntryFresh(1_000, 1_499, 500)).toBe(true);
    expect(isCacheEntryFresh(1_000, 1_500, 500)).toBe(false);
    expect(isCacheEntryFresh(2_000, 1_000, 500)).toBe(false);
  });
});
