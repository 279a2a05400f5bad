import type { Database } from '../db/database';

/**
 * One `make(db)` per database handle, made on first use and kept while the handle lives: the
 * in-process queues that gather work for one database (placement groups, account news).
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
