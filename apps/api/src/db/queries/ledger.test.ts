import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { balances, ledgerEntries } from '../schema';
import { seedDemoData } from '../seed';
import { createTestDatabase } from '../../test-support/test-database';
import { FAST_HASHING } from '../../test-support/test-browser';
import { accountDeltas, applyMovements, InsufficientFundsError, ledgerReplay } from './ledger';

// Issue 12, deliverable 1: "Every movement is a row in an append-only ledger (who, asset, delta,
// reason, reference), and balances are the ledger's sum kept in step inside the same transaction."
let database: DatabaseHandle;
const AT = new Date(Date.UTC(2026, 10, 26, 12));
const accounts = DEMO_ACCOUNTS.slice(0, 6).map((a) => a.uid);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: () => AT.getTime(), passwordHashing: FAST_HASHING });
});
afterAll(async () => {
  await database.close();
});

/** Every account's balances equal its ledger's sums, both ways, and none is negative. */
async function expectLedgerAndBalancesAgree() {
  const replay = await ledgerReplay(database.db);
  for (const row of replay) {
    const name = `${row.uid} ${row.wallet} ${row.coin}`;
    expect(row.available, `${name} has a balance row`).not.toBeNull();
    expect(new Big(row.ledgerAvailable).eq(row.available ?? 'NaN'), `${name} available`).toBe(true);
    expect(new Big(row.ledgerFrozen).eq(row.frozen ?? 'NaN'), `${name} frozen`).toBe(true);
  }
  const held = await database.db.select().from(balances);
  for (const balance of held) {
    expect(new Big(balance.available).gte(0) && new Big(balance.frozen).gte(0)).toBe(true);
    const summed = replay.some((r) => r.uid === balance.uid && r.wallet === balance.wallet && r.coin === balance.coin);
    const empty = new Big(balance.available).eq(0) && new Big(balance.frozen).eq(0);
    expect(summed || empty, `${balance.uid} ${balance.wallet} ${balance.coin} is in the ledger`).toBe(true);
  }
}

async function totalOf(coin: string): Promise<Big> {
  const rows = await database.db.select().from(balances).where(eq(balances.coin, coin));
  return rows.reduce((sum, r) => sum.plus(r.available).plus(r.frozen), new Big(0));
}

describe('the ledger', () => {
  it('the seeded demo balances are in the ledger: it replays to every balance', async () => {
    const seeded = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reason, 'seed'));
    expect(seeded.length).toBeGreaterThan(0);
    await expectLedgerAndBalancesAgree();
  });

  it('a batch moves balances and writes one ledger row per movement, exactly (18 places)', async () => {
    const [from, to] = accounts;
    if (from === undefined || to === undefined) throw new Error('demo accounts missing');
    const before = await totalOf('USDT');
    await applyMovements(
      database.db,
      [
        { uid: from, coin: 'USDT', available: '-0.000000000000000001', reason: 'transfer', reference: 't-1' },
        { uid: to, coin: 'USDT', available: '0.000000000000000001', reason: 'transfer', reference: 't-1' },
      ],
      AT,
    );
    const rows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 't-1'));
    expect(rows.map((r) => [r.uid, r.availableDelta]).sort()).toEqual(
      [
        [from, '-0.000000000000000001'],
        [to, '0.000000000000000001'],
      ].sort(),
    );
    expect((await totalOf('USDT')).eq(before)).toBe(true);
    await expectLedgerAndBalancesAgree();
  });

  it('a movement below zero refuses the whole batch: no balance moved, no ledger row', async () => {
    const [from, to] = accounts;
    if (from === undefined || to === undefined) throw new Error('demo accounts missing');
    const before = await database.db.select().from(balances);
    const attempt = applyMovements(
      database.db,
      [
        { uid: to, coin: 'USDT', available: '1', reason: 'transfer', reference: 't-2' },
        { uid: from, coin: 'USDT', available: '-1000000000000', reason: 'transfer', reference: 't-2' },
      ],
      AT,
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 't-2'))).toEqual([]);
    const order = (a: typeof balances.$inferSelect, b: typeof balances.$inferSelect) =>
      a.uid - b.uid || a.wallet.localeCompare(b.wallet) || a.coin.localeCompare(b.coin);
    expect((await database.db.select().from(balances)).sort(order)).toEqual(before.sort(order));
  });

  it('issue 16: each wallet is its own balance: spot and futures of one account move and refuse apart', async () => {
    const [uid] = accounts;
    if (uid === undefined) throw new Error('demo accounts missing');
    const walletOf = async (wallet: 'spot' | 'futures') =>
      (
        await database.db
          .select()
          .from(balances)
          .where(and(eq(balances.uid, uid), eq(balances.wallet, wallet), eq(balances.coin, 'USDT')))
      )[0];
    const spotBefore = new Big((await walletOf('spot'))?.available ?? '0');
    // A transfer spot → futures: the futures row is made by the movement itself.
    await applyMovements(
      database.db,
      [
        { uid, wallet: 'spot', coin: 'USDT', available: '-100.5', reason: 'transfer', reference: 'w-1' },
        { uid, wallet: 'futures', coin: 'USDT', available: '100.5', reason: 'transfer', reference: 'w-1' },
      ],
      AT,
    );
    expect(new Big((await walletOf('spot'))?.available ?? '0').toFixed()).toBe(spotBefore.minus('100.5').toFixed());
    expect((await walletOf('futures'))?.available).toBe('100.500000000000000000');
    const rows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 'w-1'));
    expect(rows.map((r) => [r.wallet, r.availableDelta]).sort()).toEqual([
      ['futures', '100.500000000000000000'],
      ['spot', '-100.500000000000000000'],
    ]);
    // The spot wallet holds plenty, the futures wallet 100.5: taking 200 from futures is refused whole.
    const attempt = applyMovements(
      database.db,
      [
        { uid, wallet: 'futures', coin: 'USDT', available: '-200', reason: 'transfer', reference: 'w-2' },
        { uid, wallet: 'spot', coin: 'USDT', available: '200', reason: 'transfer', reference: 'w-2' },
      ],
      AT,
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await walletOf('futures'))?.available).toBe('100.500000000000000000');
    await expectLedgerAndBalancesAgree();
  });

  it('accountDeltas sums per account, wallet and coin, in uid, wallet, coin order (one lock order for all)', () => {
    const deltas = accountDeltas([
      { uid: 9, wallet: 'futures', coin: 'USDT', available: '1', reason: 'transfer', reference: 'r' },
      { uid: 9, coin: 'USDT', available: '-1', reason: 'transfer', reference: 'r' },
      { uid: 9, wallet: 'spot', coin: 'BTC', available: '2', frozen: '1', reason: 'transfer', reference: 'r' },
      { uid: 9, wallet: 'spot', coin: 'BTC', available: '-0.5', reason: 'transfer', reference: 'r' },
      { uid: 3, wallet: 'futures', coin: 'ETH', available: '0.1', reason: 'transfer', reference: 'r' },
    ]);
    expect(deltas).toEqual([
      { uid: 3, deltas: [{ wallet: 'futures', coin: 'ETH', available: '0.1', frozen: '0' }] },
      {
        uid: 9,
        deltas: [
          { wallet: 'futures', coin: 'USDT', available: '1', frozen: '0' },
          { wallet: 'spot', coin: 'BTC', available: '1.5', frozen: '1' },
          { wallet: 'spot', coin: 'USDT', available: '-1', frozen: '0' },
        ],
      },
    ]);
  });

  it('funds never drift: many concurrent transfers and locks keep every sum, none negative, the ledger replaying', async () => {
    const transfer = fc.record({
      from: fc.constantFrom(...accounts),
      to: fc.constantFrom(...accounts),
      coin: fc.constantFrom('USDT', 'BTC'),
      // Up to 30,000 with 8 places: some exceed what the sender holds and must be refused whole.
      amount: fc.bigInt({ min: 1n, max: 3_000_000_000_000n }).map((n) => new Big(n.toString()).div(1e8).toFixed(8)),
      lock: fc.boolean(),
    });
    const batch = await fc.sample(fc.array(transfer, { minLength: 200, maxLength: 200 }), { numRuns: 1, seed: 12 });
    const operations = batch[0] ?? [];
    const before = { USDT: await totalOf('USDT'), BTC: await totalOf('BTC') };
    let refused = 0;
    // 200 transactions, 20 at a time: on PostgreSQL they really overlap.
    for (let i = 0; i < operations.length; i += 20) {
      await Promise.all(
        operations.slice(i, i + 20).map(async (op, j) => {
          const reference = `p-${i + j}`;
          // A lock moves the amount from available to frozen inside one account; a transfer between two.
          const movements = op.lock
            ? [
                {
                  uid: op.from,
                  coin: op.coin,
                  available: `-${op.amount}`,
                  frozen: op.amount,
                  reason: 'order-lock' as const,
                  reference,
                },
              ]
            : [
                { uid: op.from, coin: op.coin, available: `-${op.amount}`, reason: 'transfer' as const, reference },
                { uid: op.to, coin: op.coin, available: op.amount, reason: 'transfer' as const, reference },
              ];
          try {
            await applyMovements(database.db, movements, AT);
          } catch (error) {
            if (!(error instanceof InsufficientFundsError)) throw error;
            refused += 1;
          }
        }),
      );
    }
    expect(refused, 'some operations were refused for want of funds').toBeGreaterThan(0);
    expect(refused, 'most went through').toBeLessThan(operations.length);
    expect((await totalOf('USDT')).eq(before.USDT)).toBe(true);
    expect((await totalOf('BTC')).eq(before.BTC)).toBe(true);
    await expectLedgerAndBalancesAgree();
  });
});
