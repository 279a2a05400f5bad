import {
  ORDER_PLACEMENT_PER_SECOND,
  type SpotAccount,
  type SpotFee,
  type SpotOrder,
  type SpotUserTrade,
} from '@meridian/contracts';
import {
  averagePrice,
  checkSpotOrder,
  crossesBook,
  feeTierFor,
  type Fill,
  fillFee,
  filledAmount,
  filledTotal,
  type OrderRequest,
  type PairRules,
  type RuleIssue,
  ruleIssue,
  ruleMessage,
  SPOT_FEE_TIERS,
  takeFromBook,
  tradingRefusal,
} from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import { lockBalances, type Movement } from '../db/queries/ledger';
import type { Account } from '../db/queries/accounts';
import {
  findOrderByClientId,
  listBalances,
  listFills,
  listOrders,
  lockAccountOrder,
  lockOpenOrders,
  type FillRow,
  type NewOrderValues,
  type OrderChange,
  type OrderPlacement,
  type OrderRow,
  placeTakingOrderRow,
  saveOrderChange,
} from '../db/queries/spot-orders';
import { FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID } from '../db/system-accounts';
import { accountNews } from './account-news';
import { isProhibitedResident } from './compliance';
import type { MarketEngine } from './market/market-engine';
import { placementGroups } from './placement-group';

// Spot trading on the reference market (issue 12, decision 0039). Every order and every fill is
// applied in one transaction with its ledger movements: the user's, the fee account's and the
// market account's (the counterparty of every fill), so each coin's sum over all accounts only
// changes by deposits. Orders are rows; the matcher (spot-matcher.ts) is stateless.

export { type OrderChange, type OrderRow, SPOT_ACCOUNT_CHANNEL } from '../db/queries/spot-orders';

/** Book levels a taker order may walk on arrival. */
const TAKER_BOOK_LEVELS = 50;

/** A refused call: its status, the English text, and the rule it broke (the web says it in the reader's language). */
export type TradingRefusal = { ok: false; status: 400 | 404 | 429; message: string; issue: RuleIssue };
export type TradingOutcome<T> = { ok: true; value: T } | TradingRefusal;

export function refused(issue: RuleIssue, status: 400 | 404 | 429 = 400): TradingRefusal {
  return { ok: false, status, message: ruleMessage(issue), issue };
}

/** An account's placement window: spot orders and futures position changes share it. */
export const placementWindow = (uid: number) => ({ key: `spot-orders:${uid}`, limit: ORDER_PLACEMENT_PER_SECOND });

export const TOO_MANY_ORDERS = refused(ruleIssue('tooManyOrders', { limit: ORDER_PLACEMENT_PER_SECOND }), 429);

/** The pair's rules from the engine's catalogue, or undefined for a pair it does not trade. */
export function pairRulesOf(engine: MarketEngine, id: string): PairRules | undefined {
  const pair = engine.pair(id);
  if (pair === undefined) return undefined;
  return {
    id: pair.id,
    base: pair.base,
    quote: pair.quote,
    precision: pair.precision,
    amountPrecision: pair.amount_precision,
    minBaseAmount: pair.min_base_amount,
    minQuoteAmount: pair.min_quote_amount,
    tradable: pair.trade_status === 'tradable',
  };
}

/** The account's spot rates (its VIP tier on the fee schedule of the /fee page). */
export function spotRates(account: Pick<Account, 'tier'>): { maker: string; taker: string } {
  const tier = feeTierFor(SPOT_FEE_TIERS, account.tier);
  return { maker: tier.maker, taker: tier.taker };
}

export function spotFeeOf(account: Pick<Account, 'tier'>, pair: string): SpotFee {
  const rates = spotRates(account);
  return { currency_pair: pair, maker_fee: rates.maker, taker_fee: rates.taker };
}

const plain = (text: string) => new Big(text).toFixed();

/** An order row as Gate's spot order. */
export function orderView(row: OrderRow): SpotOrder {
  // The average to the limit price's decimals (+2); a market order's to 8 (+2).
  const precision = row.type === 'limit' ? decimalsOf(row.price) : 8;
  return {
    id: String(row.id),
    text: row.clientOrderId ?? 'web',
    currency_pair: row.currencyPair,
    type: row.type as SpotOrder['type'],
    side: row.side as SpotOrder['side'],
    amount: plain(row.amount),
    price: plain(row.price),
    time_in_force: row.timeInForce as SpotOrder['time_in_force'],
    left: plain(row.left),
    filled_amount: plain(row.filledAmount),
    filled_total: plain(row.filledTotal),
    avg_deal_price: averagePrice(row.filledAmount, row.filledTotal, precision),
    fee: plain(row.fee),
    fee_currency: row.feeCurrency,
    status: row.status as SpotOrder['status'],
    finish_as: row.finishAs as SpotOrder['finish_as'],
    create_time_ms: row.createdAt.getTime(),
    update_time_ms: row.updatedAt.getTime(),
  };
}

function decimalsOf(text: string): number {
  const plainText = plain(text);
  const dot = plainText.indexOf('.');
  return dot < 0 ? 0 : plainText.length - dot - 1;
}

/** The movements and the fill row of one fill of `order` (exact). */
export function fillMovements(
  order: Pick<OrderRow, 'id' | 'uid' | 'side' | 'type' | 'price' | 'currencyPair'>,
  fill: Fill,
  feeRate: string,
): { movements: Movement[]; fee: string; feeCoin: string; total: string } {
  const [baseCoin = '', quoteCoin = ''] = order.currencyPair.split('_');
  const reference = `spot-order:${order.id}`;
  const amount = new Big(fill.amount);
  const total = amount.times(fill.price).toFixed();
  if (order.side === 'buy') {
    const fee = fillFee(fill.amount, feeRate);
    // A limit buy locked amount × its limit price; a market buy locked its budget and spends the total.
    const released = order.type === 'limit' ? amount.times(order.price).minus(total).toFixed() : '0';
    const unlocked = order.type === 'limit' ? amount.times(order.price).toFixed() : total;
    return {
      fee,
      feeCoin: baseCoin,
      total,
      movements: [
        { uid: order.uid, coin: quoteCoin, available: released, frozen: neg(unlocked), reason: 'fill', reference },
        { uid: order.uid, coin: baseCoin, available: fill.amount, reason: 'fill', reference },
        { uid: order.uid, coin: baseCoin, available: neg(fee), reason: 'fee', reference },
        { uid: FEE_ACCOUNT_UID, coin: baseCoin, available: fee, reason: 'fee', reference },
        { uid: MARKET_ACCOUNT_UID, coin: baseCoin, available: neg(fill.amount), reason: 'fill', reference },
        { uid: MARKET_ACCOUNT_UID, coin: quoteCoin, available: total, reason: 'fill', reference },
      ],
    };
  }
  const fee = fillFee(total, feeRate);
  return {
    fee,
    feeCoin: quoteCoin,
    total,
    movements: [
      { uid: order.uid, coin: baseCoin, available: '0', frozen: neg(fill.amount), reason: 'fill', reference },
      { uid: order.uid, coin: quoteCoin, available: total, reason: 'fill', reference },
      { uid: order.uid, coin: quoteCoin, available: neg(fee), reason: 'fee', reference },
      { uid: FEE_ACCOUNT_UID, coin: quoteCoin, available: fee, reason: 'fee', reference },
      { uid: MARKET_ACCOUNT_UID, coin: baseCoin, available: fill.amount, reason: 'fill', reference },
      { uid: MARKET_ACCOUNT_UID, coin: quoteCoin, available: neg(total), reason: 'fill', reference },
    ],
  };
}

const neg = (text: string) => new Big(text).times(-1).toFixed();

/** An order row as it stands, nothing changed yet. */
export function unchanged(row: OrderRow): OrderChange {
  return { row, movements: [], fills: [] };
}

/**
 * `change` with more fills of its order (exact; nothing written: saveOrderChange does): the
 * funds they move, the fill rows, and the order's counters.
 */
export function withFills(
  change: OrderChange,
  fills: readonly Fill[],
  role: 'taker' | 'maker',
  feeRate: string,
  at: Date,
): OrderChange {
  if (fills.length === 0) return change;
  const order = change.row;
  const movements = [...change.movements];
  const rows = [...change.fills];
  let fee = new Big(order.fee);
  let locked = new Big(order.locked);
  let left = new Big(order.left);
  for (const fill of fills) {
    const applied = fillMovements(order, fill, feeRate);
    movements.push(...applied.movements);
    fee = fee.plus(applied.fee);
    if (order.side === 'buy') {
      locked = locked.minus(order.type === 'limit' ? new Big(fill.amount).times(order.price) : applied.total);
      // A market buy's amount is the quote to spend.
      left = left.minus(order.type === 'market' ? applied.total : fill.amount);
    } else {
      locked = locked.minus(fill.amount);
      left = left.minus(fill.amount);
    }
    rows.push({
      orderId: order.id,
      uid: order.uid,
      currencyPair: order.currencyPair,
      side: order.side,
      role,
      amount: fill.amount,
      price: fill.price,
      fee: applied.fee,
      feeCurrency: applied.feeCoin,
      createdAt: at,
    });
  }
  return {
    movements,
    fills: rows,
    row: {
      ...order,
      left: left.toFixed(),
      locked: locked.toFixed(),
      fee: fee.toFixed(),
      filledAmount: new Big(order.filledAmount).plus(filledAmount(fills)).toFixed(),
      filledTotal: new Big(order.filledTotal).plus(filledTotal(fills)).toFixed(),
      updatedAt: at,
    },
  };
}

/** `change` with its order ended: what it still holds frozen goes back to available, and its status is final. */
export function withFinish(
  change: OrderChange,
  status: 'closed' | 'cancelled',
  finishAs: SpotOrder['finish_as'],
  at: Date,
): OrderChange {
  const order = change.row;
  return {
    fills: change.fills,
    movements: [
      ...change.movements,
      {
        uid: order.uid,
        coin: order.lockCoin,
        available: order.locked,
        frozen: neg(order.locked),
        reason: 'order-unlock',
        reference: `spot-order:${order.id}`,
      },
    ],
    row: { ...order, status, finishAs, locked: '0', updatedAt: at },
  };
}

/** Whether nothing (or less than one amount unit of a market buy's budget) is left to trade. */
function isDone(order: OrderRow, pair: PairRules, bestPrice: string | undefined): boolean {
  const left = new Big(order.left);
  if (left.lte(0)) return true;
  if (order.type === 'market' && order.side === 'buy' && bestPrice !== undefined) {
    // The budget left cannot buy one amount unit at the best price.
    return left.lt(new Big(bestPrice).times(new Big(10).pow(-pair.amountPrecision)));
  }
  return false;
}

export interface PlaceOrderInput extends OrderRequest {
  currencyPair: string;
  clientOrderId?: string | undefined;
}

/**
 * Why `account` may not open a new order or position now (domain tradingRefusal): withdraw-only,
 * or a prohibited-country resident by the compliance rules in the database (decision 0048).
 */
export async function accountTradingRefusal(db: Database, account: Account, now: Date) {
  if (account.withdrawOnly) return tradingRefusal({ withdrawOnly: true, prohibitedResident: false });
  return tradingRefusal({ withdrawOnly: false, prohibitedResident: await isProhibitedResident(db, account, now) });
}

/**
 * Places an order for `account`: counts it in the account's placement window (a 429 past
 * ORDER_PLACEMENT_PER_SECOND), checks it, locks its funds, takes what crosses the book at once
 * (market orders and crossing limits), and leaves a limit's rest open for the matcher, all in one
 * transaction; a limit that rests whole is one statement, shared with the other resting orders that
 * arrive meanwhile (placement-group.ts, decisions 0043 and 0044). The
 * same client order id answers the first order (also when sent twice at once: the unique key makes
 * the second wait for the first and find it).
 */
export async function placeSpotOrder(
  db: Database,
  engine: MarketEngine,
  account: Account,
  input: PlaceOrderInput,
  now: Date,
): Promise<TradingOutcome<{ order: SpotOrder; created: boolean }>> {
  const pair = pairRulesOf(engine, input.currencyPair);
  if (pair === undefined) return refused(ruleIssue('unknownPair', { pair: input.currencyPair }));
  const refusal = await accountTradingRefusal(db, account, now);
  if (refusal !== undefined) return refused(refusal);
  const checked = checkSpotOrder(pair, input);
  if (!checked.ok) return refused({ code: checked.code, values: checked.values });
  const order = checked.order;
  const nowMs = now.getTime();
  const values: NewOrderValues = {
    uid: account.uid,
    clientOrderId: input.clientOrderId ?? null,
    currencyPair: pair.id,
    type: order.type,
    side: order.side,
    timeInForce: order.timeInForce,
    amount: order.amount,
    price: order.price,
    left: order.amount,
    feeCurrency: order.side === 'buy' ? pair.base : pair.quote,
    lockCoin: order.lockCoin,
    locked: order.lockAmount,
    status: 'open',
    finishAs: 'open',
    matchedUntilMs: nowMs,
    createdAt: now,
    updatedAt: now,
  };
  const insufficient = refused(
    ruleIssue('insufficientForOrder', { amount: new Big(order.lockAmount).toFixed(), coin: order.lockCoin }),
  );
  // The best level alone tells whether it takes (a whole book costs ten times as much to build).
  const sideOf = (book: ReturnType<MarketEngine['orderBook']>) =>
    (order.side === 'buy' ? book?.asks : book?.bids) ?? [];
  const best = sideOf(engine.orderBook(pair.id, nowMs, { limit: 1 }))[0]?.[0];
  const crosses = order.type === 'market' || crossesBook(order.side, order.price, best);
  const window = placementWindow(account.uid);
  if (!crosses && (order.timeInForce === 'gtc' || order.timeInForce === 'poc')) {
    const placed = await placementGroups(db).place({ order: values, window });
    if (placed.kind !== 'duplicate') return placementOutcome(db, placed, insufficient);
    return answerFirst(db, account.uid, input.clientOrderId);
  }
  // It takes from the book (or is refused by it): the whole change is worked out here, on the new
  // order's row with id 0, and written by one statement that gives it its id (decision 0044).
  let change = unchanged({ ...values, id: 0, filledAmount: '0', filledTotal: '0', fee: '0' });
  if (order.timeInForce === 'poc') {
    // Only an order that takes comes here, so a post-only one is refused.
    change = withFinish(change, 'cancelled', 'poc', now);
  } else {
    const levels = sideOf(engine.orderBook(pair.id, nowMs, { limit: TAKER_BOOK_LEVELS }));
    const fills = crosses
      ? takeFromBook({
          side: order.side,
          levels,
          amountPrecision: pair.amountPrecision,
          limitPrice: order.type === 'limit' ? order.price : undefined,
          ...(order.type === 'market' && order.side === 'buy' ? { quoteLeft: order.amount } : { left: order.amount }),
        })
      : [];
    const probe = { ...change.row, left: remainingAfter(change.row, fills) };
    if (order.timeInForce === 'fok' && !isDone(probe, pair, levels.at(-1)?.[0])) {
      change = withFinish(change, 'cancelled', 'fok', now);
    } else {
      change = withFills(change, fills, 'taker', spotRates(account).taker, now);
      if (isDone(change.row, pair, best)) change = withFinish(change, 'closed', 'filled', now);
      else if (order.type === 'market' || order.timeInForce !== 'gtc') {
        change = withFinish(change, 'cancelled', 'ioc', now);
      }
    }
  }
  const lock: Movement = {
    uid: account.uid,
    coin: order.lockCoin,
    available: neg(order.lockAmount),
    frozen: order.lockAmount,
    reason: 'order-lock',
    reference: 'spot-order:0',
  };
  const placed = await placeTakingOrderRow(db, change, lock, window);
  if (placed.kind === 'duplicate') return answerFirst(db, account.uid, input.clientOrderId);
  return placementOutcome(db, placed, insufficient);
}

/** The answer to a placement; a placed order is news to the account's private channels. */
function placementOutcome(
  db: Database,
  placed: Exclude<OrderPlacement, { kind: 'duplicate' }>,
  insufficient: TradingOutcome<never>,
): TradingOutcome<{ order: SpotOrder; created: boolean }> {
  if (placed.kind === 'limited') return TOO_MANY_ORDERS;
  if (placed.kind === 'insufficient') return insufficient;
  accountNews(db).tell(placed.row.uid);
  return { ok: true, value: { order: orderView(placed.row), created: true } };
}

/**
 * The order that already holds the client order id (the unique key made this one wait for it to
 * commit, so it is there to read).
 */
async function answerFirst(
  db: Database,
  uid: number,
  clientOrderId: string | undefined,
): Promise<TradingOutcome<{ order: SpotOrder; created: boolean }>> {
  const first = await findOrderByClientId(db, uid, clientOrderId ?? '');
  if (first !== undefined) return { ok: true, value: { order: orderView(first), created: false } };
  throw new Error(`client order id ${clientOrderId ?? ''} of account ${uid} was taken by no order`);
}

function remainingAfter(row: OrderRow, fills: readonly Fill[]): string {
  const spent = row.type === 'market' && row.side === 'buy' ? filledTotal(fills) : filledAmount(fills);
  return new Big(row.left).minus(spent).toFixed();
}

/** Cancels one open order of the account's (404 for an unknown or finished one). */
export async function cancelSpotOrder(
  db: Database,
  uid: number,
  id: number,
  pair: string,
  now: Date,
): Promise<TradingOutcome<SpotOrder>> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockAccountOrder(tx, uid, id, pair);
    if (row === undefined) return refused(ruleIssue('orderNotFound', { id, pair }), 404);
    if (row.status !== 'open') {
      return refused(ruleIssue(row.status === 'closed' ? 'orderAlreadyClosed' : 'orderAlreadyCancelled', { id }));
    }
    const done = withFinish(unchanged(row), 'cancelled', 'cancelled', now);
    await saveOrderChange(tx, done, now);
    return { ok: true as const, value: orderView(done.row) };
  });
  if (outcome.ok) accountNews(db).tell(uid);
  return outcome;
}

/** Cancels every open order of a pair (one side when given); answers the cancelled orders. */
export async function cancelSpotOrders(
  db: Database,
  uid: number,
  pair: string,
  side: 'buy' | 'sell' | undefined,
  now: Date,
): Promise<SpotOrder[]> {
  const cancelled = await db.transaction(async (tx) => {
    const rows = await lockOpenOrders(tx, uid, pair, side);
    await lockBalances(tx, uid, pair.split('_'));
    const done: SpotOrder[] = [];
    for (const row of rows) {
      const change = withFinish(unchanged(row), 'cancelled', 'cancelled', now);
      await saveOrderChange(tx, change, now);
      done.push(orderView(change.row));
    }
    return done;
  });
  if (cancelled.length > 0) accountNews(db).tell(uid);
  return cancelled;
}

/** Open orders or the history (closed and cancelled), newest first. */
export async function listSpotOrders(
  db: Database,
  uid: number,
  query: { pair?: string | undefined; finished: boolean; limit: number },
): Promise<SpotOrder[]> {
  return (await listOrders(db, uid, query)).map(orderView);
}

export async function listSpotUserTrades(
  db: Database,
  uid: number,
  query: { pair?: string | undefined; limit: number },
): Promise<SpotUserTrade[]> {
  return (await listFills(db, uid, query)).map(fillView);
}

export async function listSpotAccounts(db: Database, uid: number, currency?: string): Promise<SpotAccount[]> {
  return (await listBalances(db, uid, currency)).map((r) => ({
    currency: r.coin,
    available: plain(r.available),
    locked: plain(r.frozen),
  }));
}

/** A fill row as Gate's "my trade". */
export function fillView({ fill, text }: { fill: FillRow; text: string | null }): SpotUserTrade {
  return {
    id: String(fill.id),
    order_id: String(fill.orderId),
    text: text ?? 'web',
    currency_pair: fill.currencyPair,
    side: fill.side as SpotUserTrade['side'],
    role: fill.role as SpotUserTrade['role'],
    amount: plain(fill.amount),
    price: plain(fill.price),
    fee: plain(fill.fee),
    fee_currency: fill.feeCurrency,
    create_time_ms: fill.createdAt.getTime(),
  };
}
