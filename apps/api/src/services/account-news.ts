import type { Database } from '../db/database';
import { sendAccountNews } from '../db/queries/account-news';
import { perDatabase } from './per-database';

// The news that an account's orders, fills, balances or positions changed (decision 0046). A
// service tells it once its transaction has committed; the process sends what it was told in the
// next ACCOUNT_NEWS_MS in one statement, one statement on its way at a time, so under load a
// statement serves many accounts and no money transaction holds PostgreSQL's notify lock. The
// private feed of every process hears it (LISTEN) and reads the account's changes from the tables:
// news is a hint, and a lost one (the process ends between commit and send) costs a client no more
// than its next poll.

export interface AccountNews {
  /** After a commit: the accounts whose orders, fills, funds or positions changed. */
  tell(...uids: number[]): void;
  /** Resolves once everything told so far has been sent (or failed and been logged). */
  sent(): Promise<void>;
}

/**
 * News waits this long for more before it is sent: at 500 orders a second one statement then
 * carries about five accounts' news. The browser merges what it hears over 100 ms anyway
 * (PRIVATE_NEWS_MS of the web's private stream).
 */
export const ACCOUNT_NEWS_MS = 10;

export function createAccountNews(
  db: Database,
  options: { send?: (uids: readonly number[]) => Promise<void>; waitMs?: number } = {},
): AccountNews {
  const send = options.send ?? ((uids: readonly number[]) => sendAccountNews(db, uids));
  const waitMs = options.waitMs ?? ACCOUNT_NEWS_MS;
  const pending = new Set<number>();
  let sending: Promise<void> | undefined;
  let scheduled = false;
  let failing = false;
  let idle: Array<() => void> = [];

  function settleIdle(): void {
    if (sending !== undefined || scheduled || pending.size > 0) return;
    const waiting = idle;
    idle = [];
    for (const done of waiting) done();
  }

  function schedule(): void {
    if (scheduled || sending !== undefined || pending.size === 0) return;
    scheduled = true;
    if (waitMs > 0) setTimeout(flush, waitMs);
    else setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    const uids = [...pending].sort((a, b) => a - b);
    pending.clear();
    sending = send(uids)
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // Logged once per run of failures: the clients' polls still bring the change.
        if (!failing) console.warn('[account-news] not sent:', error instanceof Error ? error.message : error);
        failing = true;
      })
      .finally(() => {
        sending = undefined;
        schedule();
        settleIdle();
      });
  }

  return {
    tell(...uids) {
      for (const uid of uids) if (Number.isInteger(uid)) pending.add(uid);
      schedule();
    },
    sent() {
      return new Promise<void>((done) => {
        idle.push(done);
        settleIdle();
      });
    },
  };
}

/** The account news of one database handle (one sender per process and database). */
export const accountNews = perDatabase((db) => createAccountNews(db));
