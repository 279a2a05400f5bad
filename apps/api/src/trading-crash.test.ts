import { randomBytes } from 'node:crypto';
import { getTickers, postOpenFuturesPosition, postSpotOrder } from '@meridian/contracts';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/demo-accounts';
import { seedDemoData } from './db/seed';
import { type ApiProcess, spawnApiProcess } from './test-support/api-process';
import { FAST_HASHING } from './test-support/test-browser';
import { logInOverHttp } from './test-support/http-session';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';
import { checkInvariants, fundsByCoin } from './test-support/trading-invariants';

// Issue 12: "Killing the API process (SIGKILL) in the middle of that load and restarting it leaves
// the same invariants true (no half-applied fill)." A real API process on PostgreSQL takes orders
// and position changes from many clients while its matcher fills them; it is killed without
// warning, a new one starts on the same database and runs its matcher; then every invariant holds.

let database: TestDatabase;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
});
afterAll(async () => {
  for (const p of processes) if (p.running()) p.signal('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
  await database.close();
});

/** A logged-in trader's form POST: the answer's status (its body read). */
async function logIn(origin: string, account: string) {
  const session = await logInOverHttp(origin, account);
  return async (path: string, form: Record<string, string>) => {
    const response = await session.post(path, form);
    await response.arrayBuffer();
    return response.status;
  };
}

describe.skipIf(process.env.DATABASE_URL === undefined)('a SIGKILL in the middle of trading', () => {
  it('leaves every funds invariant true after a restart', async () => {
    const start = await fundsByCoin(database.db);
    const env = { DATABASE_URL: database.url ?? '', SECRETS_KEY: randomBytes(32).toString('hex') };
    const first = await spawnApiProcess(env);
    processes.push(first);
    const traders = DEMO_ACCOUNTS.filter((a) => !a.withdrawOnly && a.country !== 192).slice(0, 8);
    const posts = await Promise.all(traders.map((a) => logIn(first.origin, a.email)));
    const ticker = (await (await fetch(`${first.origin}${getTickers.path}?currency_pair=BTC_USDT`)).json()) as Array<{
      last: string;
    }>;
    const last = new Big(ticker[0]?.last ?? '95000');
    let stop = false;
    let sent = 0;
    const statuses = new Map<number, number>();
    const client = async (post: (typeof posts)[number], n: number) => {
      for (let i = 0; !stop; i += 1) {
        const offset = ((i * 7 + n * 3) % 11) - 5; // −5 … +5 ticks of 0.01 %
        const price = last
          .times(1 + offset / 10_000)
          .round(1)
          .toFixed();
        const form: { path: string; body: Record<string, string> } =
          i % 5 === 4
            ? {
                path: postOpenFuturesPosition.path,
                body: { contract: 'BTC_USDT', side: i % 2 ? 'long' : 'short', size: '0.001', leverage: '10' },
              }
            : i % 3 === 2
              ? {
                  path: postSpotOrder.path,
                  body: {
                    currency_pair: 'BTC_USDT',
                    type: 'market',
                    side: i % 2 ? 'buy' : 'sell',
                    amount: i % 2 ? '20' : '0.0002',
                  },
                }
              : {
                  path: postSpotOrder.path,
                  body: { currency_pair: 'BTC_USDT', side: i % 2 ? 'buy' : 'sell', amount: '0.0003', price },
                };
        try {
          const status = await post(form.path, form.body);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          sent += 1;
        } catch {
          return; // the process is gone
        }
      }
    };
    const load = Promise.all(posts.map((post, n) => client(post, n)));
    // Kill it once it has taken a good part of the load (never a fixed sleep: by count). Counted in
    // calls that went through: refusals (429s from the order rate limit, 400s) answer faster than
    // trades, and on a busy machine they alone could make up a count of every call.
    while ((statuses.get(200) ?? 0) < 120) await new Promise((done) => setTimeout(done, 20));
    first.signal('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    stop = true;
    await load;
    console.log(`[crash] ${sent} calls before the kill: ${JSON.stringify([...statuses])}`);
    expect(statuses.get(200) ?? 0).toBeGreaterThanOrEqual(120);

    // A new process on the same database: its matcher carries on from where the rows say.
    const second = await spawnApiProcess(env);
    processes.push(second);
    const openOrders = async () =>
      Number(
        (
          (await database.db.execute(
            sql`select count(*)::int as n from spot_orders where status = 'open' and matched_until_ms < ${Date.now() - 2000}`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]?.n ?? 0,
      );
    for (let i = 0; i < 200 && (await openOrders()) > 0; i += 1) await new Promise((done) => setTimeout(done, 50));
    second.signal('SIGTERM');
    await second.exited;
    await checkInvariants(database.db, start);
  }, 120_000);
});
