import Big from 'big.js';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import { systemAccountFunds } from '../db/queries/ledger';
import { balances, futuresPositions, spotFills, spotOrders, users } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID } from '../db/system-accounts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { checkInvariants, fundsByCoin } from '../test-support/trading-invariants';
import { FAST_HASHING } from '../test-support/test-browser';
import { watchPositions } from './futures-matcher';
import { closeFuturesPosition, markPrice, openFuturesPosition, setFuturesTriggers } from './futures-trading';
import { createMarketEngine } from './market/market-engine';
import { matchSpotOrders } from './spot-matcher';
import { cancelSpotOrder, listSpotOrders, placeSpotOrder } from './spot-trading';

// Issue 12 "Funds never drift": thousands of random operations (place, cancel, fills, close,
// reverse, TP/SL triggers, liquidations) from many concurrent clients; afterwards, for every coin,
// the sum over all accounts (users, the fee and the market account) equals the starting sum (no
// deposits here), no customer balance is negative, every frozen amount is what open orders and
// margins hold, and the ledger replays to the balances. `npm test` runs TRADING_PROPERTY_OPS=1500
// (under a minute); `TRADING_PROPERTY_OPS=20000 npx vitest run --project api
// apps/api/src/services/trading-invariants.test.ts` the full size (see bench/README.md).

const OPS = Number(process.env.TRADING_PROPERTY_OPS ?? 1500);
const CLIENTS = 16;
const SEED = Number(process.env.TRADING_PROPERTY_SEED ?? 20_261_126);

export const PAIRS = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'DOGE_USDT', 'ETH_BTC'] as const;
export const CONTRACTS = ['BTC_USDT', 'ETH_USDT', 'DOGE_USDT'] as const;

export type Op =
  | { kind: 'limit'; who: number; pair: number; buy: boolean; offset: number; size: number; tif: number }
  | { kind: 'market'; who: number; pair: number; buy: boolean; size: number }
  | { kind: 'cancel'; who: number }
  | { kind: 'open'; who: number; contract: number; long: boolean; size: number; leverage: number }
  | { kind: 'close' | 'reverse'; who: number; contract: number }
  | { kind: 'tpsl'; who: number; contract: number; tp: number; sl: number }
  | { kind: 'tick'; seconds: number };

export function opArbitrary(accounts: number): fc.Arbitrary<Op> {
  const who = fc.integer({ min: 0, max: accounts - 1 });
  const unit = fc.double({ min: 0.05, max: 1, noNaN: true });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('limit' as const),
        who,
        pair: fc.nat(PAIRS.length - 1),
        buy: fc.boolean(),
        offset: fc.double({ min: -0.004, max: 0.004, noNaN: true }),
        size: unit,
        tif: fc.nat(3),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('market' as const),
        who,
        pair: fc.nat(PAIRS.length - 1),
        buy: fc.boolean(),
        size: unit,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('open' as const),
        who,
        contract: fc.nat(CONTRACTS.length - 1),
        long: fc.boolean(),
        size: unit,
        leverage: fc.integer({ min: 1, max: 20 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constantFrom('close' as const, 'reverse' as const),
        who,
        contract: fc.nat(CONTRACTS.length - 1),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('tpsl' as const),
        who,
        contract: fc.nat(CONTRACTS.length - 1),
        tp: fc.double({ min: 0.0005, max: 0.01, noNaN: true }),
        sl: fc.double({ min: 0.0005, max: 0.01, noNaN: true }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('tick' as const), seconds: fc.integer({ min: 1, max: 120 }) }),
    },
  );
}

/** Runs `ops` from `clients` concurrent workers on `db` with a shared clock; the matcher runs on ticks. */
export async function runOperations(
  db: Database,
  accounts: readonly Account[],
  ops: readonly Op[],
  options: { clients: number; startMs: number },
): Promise<{ clock: number }> {
  const engine = createMarketEngine();
  let clock = options.startMs;
  let next = 0;
  const round = (value: Big, decimals: number) => value.round(decimals, Big.roundDown);
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++];
      if (op === undefined) break;
      const now = new Date(clock);
      if (op.kind === 'tick') {
        clock += op.seconds * 1000;
        await matchSpotOrders(db, engine, clock);
        await watchPositions(db, engine, clock);
        continue;
      }
      const account = accounts[op.who];
      if (account === undefined) continue;
      switch (op.kind) {
        case 'limit':
        case 'market': {
          const pairId = PAIRS[op.pair] ?? 'BTC_USDT';
          const pair = engine.pair(pairId);
          const last = engine.priceAt(pairId, Math.floor(clock / 1000));
          if (!pair || !last) break;
          const [base = '', quote = ''] = pairId.split('_');
          const [held] = await db
            .select()
            .from(balances)
            .where(
              sql`${balances.uid} = ${account.uid} and ${balances.wallet} = 'spot' and ${balances.coin} = ${op.buy ? quote : base}`,
            );
          const available = new Big(held?.available ?? '0');
          // Up to 30 % of what is held (sometimes more than the minimum allows: refused, fine).
          const spend = available.times(0.3 * op.size);
          const price = op.kind === 'limit' ? round(new Big(last).times(1 + op.offset), pair.precision) : new Big(last);
          if (price.lte(0)) break;
          const amount =
            op.kind === 'market' && op.buy
              ? round(spend, Math.min(8, pair.precision + pair.amount_precision))
              : round(op.buy ? spend.div(price) : spend, pair.amount_precision);
          if (amount.lte(0)) break;
          await placeSpotOrder(
            db,
            engine,
            account,
            {
              currencyPair: pairId,
              type: op.kind,
              side: op.buy ? 'buy' : 'sell',
              amount: amount.toFixed(),
              ...(op.kind === 'limit'
                ? { price: price.toFixed(), timeInForce: (['gtc', 'ioc', 'fok', 'poc'] as const)[op.tif] }
                : {}),
            },
            now,
          );
          break;
        }
        case 'cancel': {
          const open = await listSpotOrders(db, account.uid, { finished: false, limit: 5 });
          const order = open[0];
          if (order) await cancelSpotOrder(db, account.uid, Number(order.id), order.currency_pair, now);
          break;
        }
        case 'open': {
          const contract = CONTRACTS[op.contract] ?? 'BTC_USDT';
          const pair = engine.pair(contract);
          const mark = markPrice(engine, contract, clock);
          if (!pair || !mark) break;
          const [held] = await db
            .select()
            .from(balances)
            // Margin is paid from the futures wallet (issue 16).
            .where(
              sql`${balances.uid} = ${account.uid} and ${balances.wallet} = 'futures' and ${balances.coin} = 'USDT'`,
            );
          const margin = new Big(held?.available ?? '0').times(0.2 * op.size);
          const size = round(margin.times(op.leverage).div(mark), pair.amount_precision);
          if (size.lte(0)) break;
          await openFuturesPosition(
            db,
            engine,
            account,
            { contract, side: op.long ? 'long' : 'short', size: size.toFixed(), leverage: op.leverage },
            now,
          );
          break;
        }
        case 'close':
        case 'reverse':
          await closeFuturesPosition(
            db,
            engine,
            account,
            CONTRACTS[op.contract] ?? 'BTC_USDT',
            op.kind === 'reverse',
            now,
          );
          break;
        case 'tpsl': {
          const contract = CONTRACTS[op.contract] ?? 'BTC_USDT';
          const mark = markPrice(engine, contract, clock);
          const precision = engine.pair(contract)?.precision ?? 2;
          const [position] = await db
            .select()
            .from(futuresPositions)
            .where(
              sql`${futuresPositions.uid} = ${account.uid} and ${futuresPositions.contract} = ${contract} and ${futuresPositions.status} = 'open'`,
            );
          if (!mark || !position) break;
          const up = round(new Big(mark).times(1 + op.tp), precision).toFixed();
          const down = round(new Big(mark).times(1 - op.sl), precision).toFixed();
          const long = position.side === 'long';
          await setFuturesTriggers(
            db,
            engine,
            account.uid,
            { contract, tp: long ? up : down, sl: long ? down : up },
            now,
          );
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, () => worker()));
  return { clock };
}

let database: TestDatabase;
let accounts: Account[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { passwordHashing: FAST_HASHING });
  const all = await database.db.select().from(users);
  // Customer accounts that may trade (not withdraw-only, not of a prohibited country).
  accounts = all.filter((u) => u.uid > MARKET_ACCOUNT_UID && !u.withdrawOnly && u.country !== 192).slice(0, 10);
});
afterAll(async () => {
  await database.close();
});

describe('funds never drift', () => {
  it(`${OPS} random operations from ${CLIENTS} concurrent clients keep every invariant`, async () => {
    const db = database.db;
    const start = await fundsByCoin(db);
    const [ops] = fc.sample(fc.array(opArbitrary(accounts.length), { minLength: OPS, maxLength: OPS }), {
      numRuns: 1,
      seed: SEED,
    });
    await runOperations(db, accounts, ops ?? [], { clients: CLIENTS, startMs: Date.UTC(2026, 9, 1, 0, 0, 0, 500) });
    await checkInvariants(db, start);
    // The run did what it says: fills of both kinds, closes, and triggered closes happened.
    const fills = await db
      .select({ role: spotFills.role, n: sql<number>`count(*)::int` })
      .from(spotFills)
      .groupBy(spotFills.role);
    const closes = await db
      .select({ reason: futuresPositions.closeReason, n: sql<number>`count(*)::int` })
      .from(futuresPositions)
      .where(eq(futuresPositions.status, 'closed'))
      .groupBy(futuresPositions.closeReason);
    const orders = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(spotOrders)
      .where(inArray(spotOrders.status, ['open', 'closed', 'cancelled']));
    console.log(
      `[invariants] orders ${orders[0]?.n}; fills ${JSON.stringify(fills)}; closes ${JSON.stringify(closes)}; fee account ${JSON.stringify((await systemAccountFunds(db)).filter((r) => r.uid === FEE_ACCOUNT_UID))}`,
    );
    expect(fills.map((f) => f.role).sort()).toEqual(['maker', 'taker']);
    const reasons = new Set(closes.map((c) => c.reason));
    expect(reasons.has('close') || reasons.has('reverse')).toBe(true);
    expect(reasons.has('tp') || reasons.has('sl') || reasons.has('liquidation')).toBe(true);
  }, 240_000);
});
