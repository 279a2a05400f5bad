import { randomBytes } from 'node:crypto';
import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMovements, ledgerReplay } from '../db/queries/ledger';
import { type NewOrderValues, type OrderPlacement, placeRestingOrders, takeRateSlot } from '../db/queries/spot-orders';
import { balances, ledgerEntries, spotOrders, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createPlacementGroups, GROUP_SIZE_LIMIT, GROUP_STATEMENTS_IN_FLIGHT, takeGroup } from './placement-group';
import { placementWindow } from './spot-trading';

// Decision 0044: resting orders that arrive together are placed by one statement, each with the
// answer it would have had alone (issue 12: "place (checks … available balance; locks funds)",
// "per-account rate limit on order placement", "Idempotent by client order id").

let database: TestDatabase;
const AT = new Date(Date.UTC(2026, 10, 27, 9, 0, 0, 250));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** `count` new accounts holding `usdt` USDT each, funded through the ledger. */
async function newAccounts(count: number, usdt: string): Promise<number[]> {
  const made = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const tag = randomBytes(5).toString('hex');
        return {
          email: `group-${tag}@meridian.example`,
          passwordHash: 'unused',
          nickname: `group-${tag}`,
          inviteCode: `G${tag}`,
          encryptedUid: `group-${tag}`,
          createdAt: AT,
        };
      }),
    )
    .returning({ uid: users.uid });
  await applyMovements(
    database.db,
    made.map(({ uid }) => ({ uid, coin: 'USDT', available: usdt, reason: 'seed', reference: 'group-test' })),
    AT,
  );
  return made.map((m) => m.uid);
}

/** A resting limit buy of `amount` BTC at `price` USDT: it locks amount × price USDT. */
function buy(uid: number, amount: string, price: string, clientOrderId: string | null = null): NewOrderValues {
  return {
    uid,
    clientOrderId,
    currencyPair: 'BTC_USDT',
    type: 'limit',
    side: 'buy',
    timeInForce: 'gtc',
    amount,
    price,
    left: amount,
    feeCurrency: 'BTC',
    lockCoin: 'USDT',
    locked: new Big(amount).times(price).toFixed(),
    status: 'open',
    finishAs: 'open',
    matchedUntilMs: AT.getTime(),
    createdAt: AT,
    updatedAt: AT,
  };
}

async function usdtOf(uid: number) {
  const [row] = await database.db
    .select()
    .from(balances)
    .where(and(eq(balances.uid, uid), eq(balances.wallet, 'spot'), eq(balances.coin, 'USDT')));
  return { available: new Big(row?.available ?? 'NaN').toFixed(), frozen: new Big(row?.frozen ?? 'NaN').toFixed() };
}

async function ordersOf(uids: number[]) {
  return database.db.select().from(spotOrders).where(inArray(spotOrders.uid, uids)).orderBy(spotOrders.id);
}

async function expectLedgerMatchesBalances() {
  for (const row of await ledgerReplay(database.db)) {
    expect(new Big(row.ledgerAvailable).eq(row.available ?? 'NaN'), `${row.uid} ${row.coin} available`).toBe(true);
    expect(new Big(row.ledgerFrozen).eq(row.frozen ?? 'NaN'), `${row.uid} ${row.coin} frozen`).toBe(true);
  }
}

describe('takeGroup', () => {
  const item = (uid: number, n: number) => ({ order: { uid }, n });

  it('takes the oldest orders, one per account, and leaves the rest in their order', () => {
    const waiting = [item(1, 0), item(2, 1), item(1, 2), item(3, 3), item(2, 4), item(1, 5)];
    expect(takeGroup(waiting).map((i) => i.n)).toEqual([0, 1, 3]);
    expect(waiting.map((i) => i.n)).toEqual([2, 4, 5]);
    expect(takeGroup(waiting).map((i) => i.n)).toEqual([2, 4]);
    expect(takeGroup(waiting).map((i) => i.n)).toEqual([5]);
    expect(waiting).toEqual([]);
  });

  it('skips the accounts with an order on its way', () => {
    const waiting = [item(1, 0), item(2, 1), item(3, 2), item(2, 3)];
    expect(takeGroup(waiting, new Set([2])).map((i) => i.n)).toEqual([0, 2]);
    expect(waiting.map((i) => i.n)).toEqual([1, 3]);
    expect(takeGroup(waiting, new Set([2]))).toEqual([]);
  });

  it(`takes at most ${GROUP_SIZE_LIMIT} orders`, () => {
    const waiting = Array.from({ length: GROUP_SIZE_LIMIT + 5 }, (_, n) => item(n, n));
    expect(takeGroup(waiting)).toHaveLength(GROUP_SIZE_LIMIT);
    expect(waiting.map((i) => i.n)).toEqual([64, 65, 66, 67, 68]);
  });
});

describe('one statement for a group of resting orders', () => {
  it('each order gets its own answer: placed, insufficient, limited; only the placed ones lock funds', async () => {
    const [rich, also, poor, busy] = await newAccounts(4, '1000');
    if (rich === undefined || also === undefined || poor === undefined || busy === undefined)
      throw new Error('accounts');
    // The busy account already placed its ten orders in this second.
    for (let n = 0; n < 10; n += 1)
      expect(await takeRateSlot(database.db, placementWindow(busy), AT.getTime())).toBe(true);
    const group = [
      buy(rich, '0.01', '10000'),
      buy(also, '0.002', '50000'),
      buy(poor, '1', '5000'),
      buy(busy, '0.001', '100'),
    ];
    const answers = await placeRestingOrders(
      database.db,
      group.map((order) => ({ order, window: placementWindow(order.uid) })),
    );
    expect(answers).not.toBe('one-by-one');
    const kinds = (answers as OrderPlacement[]).map((a) => a.kind);
    expect(kinds).toEqual(['placed', 'placed', 'insufficient', 'limited']);

    expect(await usdtOf(rich)).toEqual({ available: '900', frozen: '100' });
    expect(await usdtOf(also)).toEqual({ available: '900', frozen: '100' });
    expect(await usdtOf(poor)).toEqual({ available: '1000', frozen: '0' });
    expect(await usdtOf(busy)).toEqual({ available: '1000', frozen: '0' });

    const rows = await ordersOf([rich, also, poor, busy]);
    expect(rows.map((r) => r.uid)).toEqual([rich, also]);
    const placed = (answers as OrderPlacement[]).slice(0, 2);
    expect(placed.map((p) => (p.kind === 'placed' ? p.row.id : 0))).toEqual(rows.map((r) => r.id));
    expect(new Big(rows[0]?.locked ?? 'NaN').toFixed()).toBe('100');
    const locks = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.uid, [rich, also, poor, busy]), eq(ledgerEntries.reason, 'order-lock')));
    expect(locks.map((l) => l.reference).sort()).toEqual(rows.map((r) => `spot-order:${r.id}`).sort());
    await expectLedgerMatchesBalances();
  });

  it('a client order id already taken fails the statement as a whole: nothing of the group is applied', async () => {
    const [first, other] = await newAccounts(2, '1000');
    if (first === undefined || other === undefined) throw new Error('accounts');
    const alone = await placeRestingOrders(database.db, [
      { order: buy(first, '0.001', '10000', 't-group-1'), window: placementWindow(first) },
    ]);
    expect(alone).not.toBe('one-by-one');
    const again = await placeRestingOrders(database.db, [
      { order: buy(first, '0.001', '10000', 't-group-1'), window: placementWindow(first) },
      { order: buy(other, '0.001', '10000'), window: placementWindow(other) },
    ]);
    expect(again).toBe('one-by-one');
    expect((await ordersOf([first, other])).map((r) => r.uid)).toEqual([first]);
    expect(await usdtOf(first)).toEqual({ available: '990', frozen: '10' });
    expect(await usdtOf(other)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('placement groups', () => {
  it('orders arriving together share statements; each is placed once, an account’s in the order they came', async () => {
    const accounts = await newAccounts(12, '1000');
    const groups = createPlacementGroups(database.db);
    // Three orders from each account at once: 36 orders, at most one per account per statement.
    const sent = accounts.flatMap((uid, a) =>
      [0, 1, 2].map((k) => buy(uid, '0.001', String(1000 + 10 * a + k), `t-pg-${a}-${k}`)),
    );
    const answers = await Promise.all(sent.map((order) => groups.place({ order, window: placementWindow(order.uid) })));
    expect(answers.every((a) => a.kind === 'placed')).toBe(true);
    const counts = groups.counts();
    expect(counts.orders).toBe(36);
    // One statement on its way at a time (GROUP_STATEMENTS_IN_FLIGHT), an account in a statement at
    // most once: the first order goes alone at once, then the 35 that waited go one per account:
    // 12, 12 and 11.
    expect(GROUP_STATEMENTS_IN_FLIGHT).toBe(1);
    expect(counts.statements).toBe(4);

    const rows = await ordersOf(accounts);
    expect(rows).toHaveLength(36);
    for (const [a, uid] of accounts.entries()) {
      const own = rows.filter((r) => r.uid === uid).map((r) => r.clientOrderId);
      expect(own, `account ${a}`).toEqual([`t-pg-${a}-0`, `t-pg-${a}-1`, `t-pg-${a}-2`]);
    }
    await expectLedgerMatchesBalances();
  });

  it('a taken client order id among them: that order is answered as a duplicate, the others are placed', async () => {
    const accounts = await newAccounts(6, '1000');
    const groups = createPlacementGroups(database.db);
    const [first] = accounts;
    if (first === undefined) throw new Error('accounts');
    expect(
      (await groups.place({ order: buy(first, '0.001', '900', 't-dup'), window: placementWindow(first) })).kind,
    ).toBe('placed');
    // Last, so it goes in a group: at most the first two go alone.
    const sent = [...accounts.slice(1).map((uid) => buy(uid, '0.001', '900')), buy(first, '0.001', '900', 't-dup')];
    const answers = await Promise.all(sent.map((order) => groups.place({ order, window: placementWindow(order.uid) })));
    expect(answers.map((a) => a.kind)).toEqual(['placed', 'placed', 'placed', 'placed', 'placed', 'duplicate']);
    // At most two of the six went alone, so the last went with others (and the group fell back).
    expect(groups.counts().orders).toBe(7);
    expect(groups.counts().statements).toBeLessThanOrEqual(4);
    expect(await ordersOf(accounts)).toHaveLength(6);
    expect(await usdtOf(first)).toEqual({ available: '999.1', frozen: '0.9' });
    await expectLedgerMatchesBalances();
  });
});
