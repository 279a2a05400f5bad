// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { LOCAL_CACHE_DB_NAME, LOCAL_CACHE_DB_VERSION } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { memoryCacheStore, openCacheStore, sharedCacheStore, type CacheStore } from './cache-store';

/** A raw connection, to look at (or tamper with) what the store wrote. */
function rawOpen(factory: IDBFactory, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request =
      version === undefined ? factory.open(LOCAL_CACHE_DB_NAME) : factory.open(LOCAL_CACHE_DB_NAME, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function rawAll(db: IDBDatabase): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const request = db.transaction('cache').objectStore('cache').getAll();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function fresh() {
  let time = 1_000;
  const factory = new IDBFactory();
  return {
    factory,
    clock: { now: () => time, set: (t: number) => (time = t) },
    open: () => openCacheStore({ indexedDB: factory, now: () => time }),
  };
}

describe('the local cache store (shell §3, §9)', () => {
  it('shell §9 "Local cache database: version 1672531", one store: id key, indexed unique key (shell §3)', async () => {
    const { factory, open } = fresh();
    const store = await open();
    expect(store.persistent).toBe(true);
    store.close();
    const db = await rawOpen(factory);
    expect(db.version).toBe(LOCAL_CACHE_DB_VERSION);
    expect([...db.objectStoreNames]).toEqual(['cache']);
    const objects = db.transaction('cache').objectStore('cache');
    expect(objects.keyPath).toBe('id');
    expect([...objects.indexNames]).toEqual(['key']);
    expect(objects.index('key').unique).toBe(true);
    db.close();
  });

  it('keeps value, timestamp and tags per key, and survives reopening', async () => {
    const { factory, clock, open } = fresh();
    const store = await open();
    await store.put('site-settings:0', { curr_fiat: 'EUR' }, ['site-settings']);
    expect(await store.get('site-settings:0')).toEqual({
      value: { curr_fiat: 'EUR' },
      timestamp: 1_000,
      tags: ['site-settings'],
    });
    expect(await store.get('missing')).toBeUndefined();
    store.close();

    clock.set(5_000);
    const again = await openCacheStore({ indexedDB: factory });
    expect(await again.get('site-settings:0')).toMatchObject({ value: { curr_fiat: 'EUR' }, timestamp: 1_000 });
    again.close();
  });

  it('writing a key again replaces its record (the key is unique) and keeps its id', async () => {
    const { factory, clock, open } = fresh();
    const store = await open();
    await store.put('k', 1);
    clock.set(2_000);
    await store.put('k', 2, ['t']);
    expect(await store.get('k')).toEqual({ value: 2, timestamp: 2_000, tags: ['t'] });
    store.close();
    const db = await rawOpen(factory);
    expect(await rawAll(db)).toEqual([{ id: 1, key: 'k', value: 2, timestamp: 2_000, tags: ['t'] }]);
    db.close();
  });

  it('deletes by key and clears by tag', async () => {
    const { open } = fresh();
    const store = await open();
    await store.put('a', 'A', ['config']);
    await store.put('b', 'B', ['config', 'coin-icons']);
    await store.put('c', 'C', ['site-settings']);
    await store.delete('a');
    await store.delete('never-there');
    expect(await store.get('a')).toBeUndefined();
    await store.clearByTag('coin-icons');
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toMatchObject({ value: 'C' });
    store.close();
  });

  it('a record of another shape (an older build, another tab) is a miss, not a crash', async () => {
    const { factory, open } = fresh();
    (await open()).close();
    const db = await rawOpen(factory);
    await new Promise<void>((resolve) => {
      const tx = db.transaction('cache', 'readwrite');
      tx.objectStore('cache').put({ id: 9, key: 'odd', value: 1, timestamp: 'yesterday' });
      tx.oncomplete = () => resolve();
    });
    db.close();
    const store = await open();
    expect(await store.get('odd')).toBeUndefined();
    await store.clearByTag('x');
    store.close();
  });

  it('a value the browser cannot store is not kept, and nothing throws', async () => {
    const { open } = fresh();
    const store = await open();
    await expect(store.put('fn', () => 1)).resolves.toBeUndefined();
    expect(await store.get('fn')).toBeUndefined();
    store.close();
  });

  it('steps aside when a newer build upgrades the database in another tab: calls miss, never throw', async () => {
    const { factory, open } = fresh();
    const store = await open();
    await store.put('k', 1);
    const newer = await rawOpen(factory, LOCAL_CACHE_DB_VERSION + 1);
    await expect(store.get('k')).resolves.toBeUndefined();
    await expect(store.put('k', 2)).resolves.toBeUndefined();
    newer.close();
  });

  it('uses the browser database by default (fake-indexeddb/auto here)', async () => {
    const store = await openCacheStore();
    expect(store.persistent).toBe(true);
    store.close();
    const a = await sharedCacheStore();
    expect(await sharedCacheStore()).toBe(a);
  });
});

describe('safe failure: an in-memory store that keeps nothing past the page', () => {
  const throwingFactory = new Proxy(new IDBFactory(), {
    get(target, property) {
      if (property === 'open')
        return () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      return Reflect.get(target, property);
    },
  });

  it.each<[string, () => Promise<CacheStore>]>([
    ['no IndexedDB at all', () => openCacheStore({ indexedDB: null })],
    ['open throws (private mode)', () => openCacheStore({ indexedDB: throwingFactory })],
    [
      'open fails (a newer version on disk)',
      async () => {
        const factory = new IDBFactory();
        (await rawOpen(factory, LOCAL_CACHE_DB_VERSION + 1)).close();
        return openCacheStore({ indexedDB: factory });
      },
    ],
  ])('%s', async (_name, openStore) => {
    const store = await openStore();
    expect(store.persistent).toBe(false);
    await store.put('k', { a: 1 }, ['t']);
    expect(await store.get('k')).toMatchObject({ value: { a: 1 }, tags: ['t'] });
    await store.clearByTag('t');
    expect(await store.get('k')).toBeUndefined();
  });

  it('the memory store copies values in and out, like IndexedDB', async () => {
    const store = memoryCacheStore(() => 7);
    const value = { list: ['BTC'] };
    await store.put('k', value);
    value.list.push('ETH');
    const read = await store.get('k');
    expect(read).toEqual({ value: { list: ['BTC'] }, timestamp: 7, tags: [] });
    await store.put('fn', () => 1);
    expect(await store.get('fn')).toBeUndefined();
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
  });
});
