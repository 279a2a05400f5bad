import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPOT_ACCOUNT_CHANNEL } from '../db/queries/spot-orders';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { ACCOUNT_NEWS_MS, createAccountNews } from './account-news';

// Issue 12: "Live private updates … With several API processes behind a load balancer, an update
// reaches the client whichever process it is connected to, through PostgreSQL LISTEN/NOTIFY".
// Decision 0046: the news is sent after the commit, many accounts in one statement.
// (Most tests here send on the next turn of the event loop, waitMs 0.)

/** A send that records its calls and finishes when the test says so. */
function recordingSend() {
  const calls: number[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const send = (uids: readonly number[]) =>
    new Promise<void>((done, fail) => {
      calls.push([...uids]);
      finishers.push((error) => (error ? fail(error) : done()));
    });
  return { calls, send, finish: (error?: Error) => finishers.shift()?.(error) };
}

const turn = () => new Promise<void>((done) => setImmediate(done));

describe('account news (the sender)', () => {
  it('sends what one turn of the event loop was told in one statement, each account once, in uid order', async () => {
    const { calls, send, finish } = recordingSend();
    const news = createAccountNews(undefined as never, { send, waitMs: 0 });
    news.tell(7);
    news.tell(3, 7);
    news.tell(5);
    expect(calls).toEqual([]);
    await turn();
    expect(calls).toEqual([[3, 5, 7]]);
    finish();
    await news.sent();
    expect(calls).toHaveLength(1);
  });

  it('keeps one statement on its way: what comes meanwhile goes together after it', async () => {
    const { calls, send, finish } = recordingSend();
    const news = createAccountNews(undefined as never, { send, waitMs: 0 });
    news.tell(1);
    await turn();
    news.tell(2);
    news.tell(4);
    await turn();
    news.tell(3);
    await turn();
    expect(calls).toEqual([[1]]);
    finish();
    await turn();
    await turn();
    expect(calls).toEqual([[1], [2, 3, 4]]);
    finish();
    await news.sent();
  });

  it('logs a failed send once per run of failures and goes on with the next news', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { calls, send, finish } = recordingSend();
      const news = createAccountNews(undefined as never, { send, waitMs: 0 });
      news.tell(1);
      await turn();
      finish(new Error('connection lost'));
      news.tell(2);
      await turn();
      await turn();
      finish(new Error('connection lost'));
      news.tell(3);
      await turn();
      await turn();
      finish();
      await news.sent();
      expect(calls).toEqual([[1], [2], [3]]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[1])).toContain('connection lost');
    } finally {
      warn.mockRestore();
    }
  });

  it(`by default waits ${ACCOUNT_NEWS_MS} ms for more news before it sends`, async () => {
    vi.useFakeTimers();
    try {
      const { calls, send, finish } = recordingSend();
      const news = createAccountNews(undefined as never, { send });
      news.tell(1);
      vi.advanceTimersByTime(ACCOUNT_NEWS_MS - 1);
      news.tell(2);
      expect(calls).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual([[1, 2]]);
      finish();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores what is not an account id', async () => {
    const { calls, send, finish } = recordingSend();
    const news = createAccountNews(undefined as never, { send, waitMs: 0 });
    news.tell(Number.NaN, 2.5, 9);
    await turn();
    expect(calls).toEqual([[9]]);
    finish();
    await news.sent();
  });
});

describe('account news (on the database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reaches a listener as one notification per account', async () => {
    const heard: string[] = [];
    const feed = await database.listen(SPOT_ACCOUNT_CHANNEL, { notify: (p) => heard.push(p), reset: () => {} });
    try {
      const news = createAccountNews(database.db, { waitMs: 0 });
      news.tell(41, 42);
      news.tell(43);
      await news.sent();
      await vi.waitFor(() => expect([...heard].sort()).toEqual(['41', '42', '43']), { timeout: 5_000 });
    } finally {
      await feed.stop();
    }
  });
});
