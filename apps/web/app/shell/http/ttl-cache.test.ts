import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a kept value until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const get = createTtlCache<number>({ ttlMs: 1000, now: () => clock });
    const load = async () => ({ value: ++loads, cache: true });
    expect(await get('main', load)).toBe(1);
    clock = 999;
    expect(await get('main', load)).toBe(1);
    clock = 1000;
    expect(await get('main', load)).toBe(2);
  });

  it('does not keep failures (cache: false), so the next request tries again', async () => {
    let loads = 0;
    const get = createTtlCache<string>({ ttlMs: 1000, now: () => 0 });
    expect(await get('k', async () => ({ value: `default-${++loads}`, cache: false }))).toBe('default-1');
    expect(await get('k', async () => ({ value: `default-${++loads}`, cache: false }))).toBe('default-2');
  });

  it('shares one load among concurrent callers', async () => {
    let loads = 0;
    const get = createTtlCache<number>({ ttlMs: 1000, now: () => 0 });
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { value: 7, cache: true };
    };
    expect(await Promise.all([get('k', load), get('k', load), get('k', load)])).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('keeps keys apart and drops the oldest past maxEntries', async () => {
    const loaded: string[] = [];
    const get = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const load = (k: string) => async () => {
      loaded.push(k);
      return { value: k, cache: true };
    };
    await get('a', load('a'));
    await get('b', load('b'));
    await get('c', load('c'));
    await get('b', load('b'));
    await get('a', load('a'));
    expect(loaded).toEqual(['a', 'b', 'c', 'a']);
  });
});
