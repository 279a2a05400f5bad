import {
  LOCAL_CACHE_DB_NAME,
  LOCAL_CACHE_DB_VERSION,
  LOCAL_CACHE_KEY_INDEX,
  LOCAL_CACHE_STORE,
} from '@meridian/domain';

/** What a key holds: the value, when it was written, and its tags (shell §3). */
export interface CacheEntry {
  value: unknown;
  /** ms since the epoch. */
  timestamp: number;
  tags: string[];
}

/**
 * shell §3 "Local cache store: a named browser database with one store: id key, indexed unique
 * key, timestamp, tags". No method throws or rejects: a cache that fails is a cache that misses.
 */
export interface CacheStore {
  /** False when the browser gave no database (private mode, no IndexedDB, server): values last only as long as this object. */
  readonly persistent: boolean;
  get(key: string): Promise<CacheEntry | undefined>;
  put(key: string, value: unknown, tags?: readonly string[]): Promise<void>;
  delete(key: string): Promise<void>;
  clearByTag(tag: string): Promise<void>;
  close(): void;
}

export interface CacheStoreOptions {
  /** The IndexedDB factory; the browser's by default. `null` forces the in-memory store. */
  indexedDB?: IDBFactory | null;
  now?: () => number;
  /** The database name; shell §3 names none, ours is LOCAL_CACHE_DB_NAME. */
  name?: string;
}

/** The schemas of stored records, loaded with the first read (decision 0031: zod is not in the first load). */
const recordSchemas = () => import('./cache-parsers');

/** Open the local cache database (shell §9 "Local cache database: version 1672531"), or an in-memory stand-in. */
export async function openCacheStore(options: CacheStoreOptions = {}): Promise<CacheStore> {
  const now = options.now ?? Date.now;
  const factory = options.indexedDB === undefined ? browserIndexedDb() : options.indexedDB;
  const db = factory ? await openDatabase(factory, options.name ?? LOCAL_CACHE_DB_NAME) : undefined;
  return db ? indexedDbStore(db, now) : memoryCacheStore(now);
}

let shared: Promise<CacheStore> | undefined;

/**
 * The page's one connection. On the server every call gets its own in-memory store: a store
 * kept in a module there would be shared by every visitor's request.
 */
export function sharedCacheStore(): Promise<CacheStore> {
  if (typeof window === 'undefined') return Promise.resolve(memoryCacheStore(Date.now));
  shared ??= openCacheStore();
  return shared;
}

function browserIndexedDb(): IDBFactory | undefined {
  try {
    // Some private modes throw on access rather than leave it undefined.
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    return undefined;
  }
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, LOCAL_CACHE_DB_VERSION);
    } catch {
      resolve(undefined);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      // A cache: whatever an earlier shape held may go. One store, id key, unique index on key (shell §3).
      if (db.objectStoreNames.contains(LOCAL_CACHE_STORE)) db.deleteObjectStore(LOCAL_CACHE_STORE);
      const store = db.createObjectStore(LOCAL_CACHE_STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex(LOCAL_CACHE_KEY_INDEX, 'key', { unique: true });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer build in another tab wants to upgrade: step aside (our calls then miss, not fail).
      db.onversionchange = () => db.close();
      resolve(db);
    };
    // Private mode, a newer version on disk (VersionError), quota: no database, the memory store instead.
    request.onerror = (event) => {
      event.preventDefault();
      resolve(undefined);
    };
  });
}

/** Run `work` in one transaction; true when it committed. Never throws. */
function transact(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, abort: () => void) => void,
): Promise<boolean> {
  return new Promise((resolve) => {
    let tx: IDBTransaction | undefined;
    const abort = () => {
      try {
        tx?.abort();
      } catch {
        // already finished
      }
    };
    try {
      tx = db.transaction(LOCAL_CACHE_STORE, mode);
      tx.oncomplete = () => resolve(true);
      tx.onabort = () => resolve(false);
      tx.onerror = (event) => event.preventDefault();
      work(tx.objectStore(LOCAL_CACHE_STORE), abort);
    } catch {
      abort();
      resolve(false);
    }
  });
}

function indexedDbStore(db: IDBDatabase, now: () => number): CacheStore {
  return {
    persistent: true,
    async get(key) {
      let schemas;
      try {
        schemas = await recordSchemas();
      } catch {
        return undefined; // the schemas did not load: a miss, as for any failure
      }
      let found: unknown;
      const done = await transact(db, 'readonly', (store) => {
        const request = store.index(LOCAL_CACHE_KEY_INDEX).get(key);
        request.onsuccess = () => {
          found = request.result;
        };
      });
      const record = done ? schemas.parseStoredRecord(found) : undefined;
      return record?.success
        ? { value: record.data.value, timestamp: record.data.timestamp, tags: record.data.tags }
        : undefined;
    },
    async put(key, value, tags = []) {
      await transact(db, 'readwrite', (store, abort) => {
        const existing = store.index(LOCAL_CACHE_KEY_INDEX).getKey(key);
        existing.onsuccess = () => {
          const record = { key, value, timestamp: now(), tags: [...tags] };
          try {
            // Keep the record's id when the key is already there (the key index is unique).
            store.put(typeof existing.result === 'number' ? { ...record, id: existing.result } : record);
          } catch {
            abort(); // a value the browser cannot store (DataCloneError): nothing is written
          }
        };
      });
    },
    async delete(key) {
      await transact(db, 'readwrite', (store) => {
        const existing = store.index(LOCAL_CACHE_KEY_INDEX).getKey(key);
        existing.onsuccess = () => {
          if (existing.result !== undefined) store.delete(existing.result);
        };
      });
    },
    async clearByTag(tag) {
      let schemas;
      try {
        // Before the transaction: it commits as soon as a callback awaits.
        schemas = await recordSchemas();
      } catch {
        return; // the schemas did not load: nothing is cleared, as when the transaction fails
      }
      await transact(db, 'readwrite', (store) => {
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          const record = schemas.parseStoredTags(at.value);
          if (record.success && record.data.tags.includes(tag)) at.delete();
          at.continue();
        };
      });
    },
    close: () => db.close(),
  };
}

/** The stand-in when there is no database: same behaviour, nothing kept past this object. */
export function memoryCacheStore(now: () => number = Date.now): CacheStore {
  const entries = new Map<string, CacheEntry>();
  return {
    persistent: false,
    async get(key) {
      const entry = entries.get(key);
      return entry ? { ...entry, value: structuredClone(entry.value), tags: [...entry.tags] } : undefined;
    },
    async put(key, value, tags = []) {
      try {
        // A copy, as IndexedDB would keep: later changes to `value` do not reach the cache.
        entries.set(key, { value: structuredClone(value), timestamp: now(), tags: [...tags] });
      } catch {
        // not cloneable: not kept, as with IndexedDB
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async clearByTag(tag) {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    close: () => entries.clear(),
  };
}
