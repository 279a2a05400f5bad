import type { FuturesAccount, FuturesContract, FuturesPosition, FuturesTrade } from '@meridian/contracts';
import {
  averageEntry,
  checkOpening,
  checkTriggers,
  feeTierFor,
  filledAmount,
  filledTotal,
  FUTURES_FEE_TIERS,
  initialMargin,
  liquidationPrice,
  MAINTENANCE_MARGIN_RATE,
  MAX_LEVERAGE,
  MIN_LEVERAGE,
  type PositionSide,
  positionPnl,
  type RuleIssue,
  ruleIssue,
  takeFromBook,
  tradeFee,
  USDT_DECIMALS,
} from '@meridian/domain';
import Big from 'big.js';
import type { Database } from '../db/database';
import type { Account } from '../db/queries/accounts';
import {
  insertFuturesTrade,
  insertPosition,
  listFuturesTrades,
  listPositions,
  lockOpenPosition,
  type PositionRow,
  updatePosition,
} from '../db/queries/futures-positions';
import {
  applyMovementsIn,
  InsufficientFundsError,
  lockBalances,
  type Movement,
  type Wallet,
} from '../db/queries/ledger';
import { listBalances } from '../db/queries/spot-orders';
import { FEE_ACCOUNT_UID, MARKET_ACCOUNT_UID } from '../db/system-accounts';
import { accountNews } from './account-news';
import type { MarketEngine } from './market/market-engine';
import { accountTradingRefusal, refused, type TradingOutcome, type TradingRefusal } from './spot-trading';

// USDT perpetual positions, isolated margin (issue 12, decision 0040): opened and closed at the
// engine's book, margin frozen in USDT, PnL settled against the market account, fees to the fee
// account, all in one transaction with the ledger. Funding payments are left out (said on the page).
// The trader's side of every movement is in the futures wallet (issue 16): funds reach it from
// spot by transfer only. The system accounts stay ledger-only (decision 0039).

const QUOTE = 'USDT';
/** The wallet that pays margin and fees and receives PnL (issue 16). */
export const FUTURES_WALLET = 'futures' satisfies Wallet;
const WALLET = FUTURES_WALLET;
const BOOK_LEVELS = 50;

export interface ContractRules {
  name: string;
  base: string;
  precision: number;
  amountPrecision: number;
  minSize: string | null;
}

/** A USDT contract for each of the engine's `…_USDT` pairs. */
export function contractRulesOf(engine: MarketEngine, name: string): ContractRules | undefined {
  const pair = engine.pair(name);
  if (pair === undefined || pair.quote !== QUOTE || pair.trade_status !== 'tradable') return undefined;
  return {
    name,
    base: pair.base,
    precision: pair.precision,
    amountPrecision: pair.amount_precision,
    minSize: pair.min_base_amount,
  };
}

export function futuresRates(account: Pick<Account, 'tier'>): { maker: string; taker: string } {
  const tier = feeTierFor(FUTURES_FEE_TIERS, account.tier);
  return { maker: tier.maker, taker: tier.taker };
}

/** The mark price: the engine's last price at the second of `nowMs`. */
export function markPrice(engine: MarketEngine, contract: string, nowMs: number): string | undefined {
  return engine.priceAt(contract, Math.floor(nowMs / 1000));
}

export function futuresContracts(engine: MarketEngine, account: Pick<Account, 'tier'>, nowMs: number) {
  const rates = futuresRates(account);
  const list: FuturesContract[] = [];
  for (const pair of engine.pairs()) {
    const rules = contractRulesOf(engine, pair.id);
    if (rules === undefined) continue;
    list.push({
      name: rules.name,
      base: rules.base,
      mark_price: markPrice(engine, rules.name, nowMs) ?? '0',
      precision: rules.precision,
      size_precision: rules.amountPrecision,
      min_size: rules.minSize ?? '0',
      leverage_min: MIN_LEVERAGE,
      leverage_max: MAX_LEVERAGE,
      maintenance_rate: MAINTENANCE_MARGIN_RATE,
      maker_fee: rates.maker,
      taker_fee: rates.taker,
    });
  }
  return list;
}

const plain = (text: string) => new Big(text).toFixed();
const neg = (text: string) => new Big(text).times(-1).toFixed();

export function positionView(row: PositionRow, mark: string | undefined, precision: number): FuturesPosition {
  const open = row.status === 'open';
  const terms = { side: row.side as PositionSide, size: row.size, entryPrice: row.entryPrice, margin: row.margin };
  const markText = mark ?? row.closePrice ?? '0';
  return {
    id: String(row.id),
    contract: row.contract,
    side: row.side as PositionSide,
    size: plain(row.size),
    leverage: row.leverage,
    entry_price: plain(row.entryPrice),
    mark_price: plain(markText),
    margin: plain(row.margin),
    liq_price: open ? liquidationPrice(terms, precision) : '0',
    unrealised_pnl: open ? positionPnl(terms, markText) : '0',
    realised_pnl: plain(row.realisedPnl),
    tp_price: row.tpPrice === null ? '' : plain(row.tpPrice),
    sl_price: row.slPrice === null ? '' : plain(row.slPrice),
    status: open ? 'open' : 'closed',
    close_price: row.closePrice === null ? '' : plain(row.closePrice),
    close_reason: (row.closeReason ?? '') as FuturesPosition['close_reason'],
    create_time_ms: row.createdAt.getTime(),
    update_time_ms: row.updatedAt.getTime(),
  };
}

/** The price a market trade of `size` gets on the engine's book now: the average of the levels it takes. */
function bookPrice(
  engine: MarketEngine,
  rules: ContractRules,
  side: 'buy' | 'sell',
  size: string,
  nowMs: number,
): string | undefined {
  const book = engine.orderBook(rules.name, nowMs, { limit: BOOK_LEVELS });
  const levels = side === 'buy' ? (book?.asks ?? []) : (book?.bids ?? []);
  const fills = takeFromBook({ side, levels, amountPrecision: rules.amountPrecision, left: size });
  if (!new Big(filledAmount(fills)).eq(size)) return undefined;
  return new Big(filledTotal(fills))
    .div(size)
    .round(rules.precision + 4, Big.roundHalfUp)
    .toFixed();
}

type Failure = TradingRefusal;
const refuse = (issue: RuleIssue, status: 400 | 404 = 400): Failure => refused(issue, status);

/** Opens (or adds to) `rules`' position inside `tx`. */
async function openIn(
  tx: Database,
  engine: MarketEngine,
  account: Pick<Account, 'uid' | 'tier'>,
  rules: ContractRules,
  request: { side: PositionSide; size: string; leverage: number },
  now: Date,
): Promise<{ ok: true; row: PositionRow } | Failure> {
  const existing = await lockOpenPosition(tx, account.uid, rules.name);
  if (existing !== undefined && existing.side !== request.side) {
    return refuse(ruleIssue(existing.side === 'long' ? 'holdsLong' : 'holdsShort', { contract: rules.name }));
  }
  if (existing !== undefined && existing.leverage !== request.leverage) {
    return refuse(ruleIssue('leverageMismatch', { contract: rules.name, leverage: existing.leverage }));
  }
  const tradeSide = request.side === 'long' ? 'buy' : 'sell';
  const price = bookPrice(engine, rules, tradeSide, request.size, now.getTime());
  if (price === undefined) return refuse(ruleIssue('noLiquidity'));
  const margin = initialMargin(request.size, price, request.leverage);
  const fee = tradeFee(request.size, price, futuresRates(account).taker);
  let row: PositionRow;
  if (existing === undefined) {
    row = await insertPosition(tx, {
      uid: account.uid,
      contract: rules.name,
      side: request.side,
      size: request.size,
      leverage: request.leverage,
      entryPrice: price,
      margin,
      status: 'open',
      fees: fee,
      checkedUntilMs: now.getTime(),
      createdAt: now,
      updatedAt: now,
    });
  } else {
    row = await updatePosition(tx, existing.id, {
      size: new Big(existing.size).plus(request.size).toFixed(),
      entryPrice: averageEntry(existing.size, existing.entryPrice, request.size, price, rules.precision),
      margin: new Big(existing.margin).plus(margin).toFixed(),
      fees: new Big(existing.fees).plus(fee).toFixed(),
      updatedAt: now,
    });
  }
  const reference = `futures-position:${row.id}`;
  await applyMovementsIn(
    tx,
    [
      {
        uid: account.uid,
        wallet: WALLET,
        coin: QUOTE,
        available: neg(margin),
        frozen: margin,
        reason: 'margin',
        reference,
      },
      { uid: account.uid, wallet: WALLET, coin: QUOTE, available: neg(fee), reason: 'fee', reference },
      { uid: FEE_ACCOUNT_UID, coin: QUOTE, available: fee, reason: 'fee', reference },
    ],
    now,
  );
  await insertFuturesTrade(tx, {
    positionId: row.id,
    uid: account.uid,
    contract: rules.name,
    side: tradeSide,
    size: request.size,
    price,
    fee,
    pnl: '0',
    reason: existing === undefined ? 'open' : 'add',
    createdAt: now,
  });
  return { ok: true, row };
}

export type CloseReason = 'close' | 'tp' | 'sl' | 'liquidation' | 'reverse';

/**
 * Closes a locked open position at `price` inside `tx` (decision 0040): the margin leaves frozen,
 * the trader gets margin + PnL − fee (never below zero: a shortfall is the market account's), the
 * fee goes to the fee account, and the market account takes the other side of the PnL. A
 * liquidation pays no fee and returns nothing: the margin goes to the market account.
 */
export async function closeIn(
  tx: Database,
  position: PositionRow,
  price: string,
  reason: CloseReason,
  takerRate: string,
  now: Date,
): Promise<PositionRow> {
  const terms = { side: position.side as PositionSide, size: position.size, entryPrice: position.entryPrice };
  const pnl = positionPnl(terms, price);
  const equity = new Big(position.margin).plus(pnl);
  let fee = '0';
  let payout = '0';
  if (reason !== 'liquidation') {
    const full = new Big(tradeFee(position.size, price, takerRate));
    const paid = equity.lte(0) ? new Big(0) : full.gt(equity) ? equity : full;
    fee = paid.toFixed();
    payout = equity.minus(paid).gt(0) ? equity.minus(paid).toFixed() : '0';
  }
  const market = new Big(position.margin).minus(payout).minus(fee).toFixed();
  const reference = `futures-position:${position.id}`;
  const movements: Movement[] = [
    {
      uid: position.uid,
      wallet: WALLET,
      coin: QUOTE,
      available: payout,
      frozen: neg(position.margin),
      reason: reason === 'liquidation' ? 'liquidation' : 'pnl',
      reference,
    },
    { uid: FEE_ACCOUNT_UID, coin: QUOTE, available: fee, reason: 'fee', reference },
    { uid: MARKET_ACCOUNT_UID, coin: QUOTE, available: market, reason: 'pnl', reference },
  ];
  await applyMovementsIn(tx, movements, now);
  const realised = new Big(payout).minus(position.margin).plus(fee).toFixed();
  await insertFuturesTrade(tx, {
    positionId: position.id,
    uid: position.uid,
    contract: position.contract,
    side: position.side === 'long' ? 'sell' : 'buy',
    size: position.size,
    price,
    fee,
    pnl: realised,
    reason,
    createdAt: now,
  });
  return updatePosition(tx, position.id, {
    status: 'closed',
    closePrice: price,
    closeReason: reason,
    realisedPnl: new Big(position.realisedPnl).plus(realised).round(USDT_DECIMALS, Big.roundDown).toFixed(),
    fees: new Big(position.fees).plus(fee).toFixed(),
    updatedAt: now,
  });
}

function insufficient(error: unknown): Failure | undefined {
  return error instanceof InsufficientFundsError
    ? refuse(ruleIssue('insufficientForMargin', { coin: QUOTE }))
    : undefined;
}

export async function openFuturesPosition(
  db: Database,
  engine: MarketEngine,
  account: Account,
  request: { contract: string; side: PositionSide; size: string; leverage: number },
  now: Date,
): Promise<TradingOutcome<FuturesPosition>> {
  const rules = contractRulesOf(engine, request.contract);
  if (rules === undefined) return refuse(ruleIssue('unknownContract', { contract: request.contract }));
  const refusal = await accountTradingRefusal(db, account, now);
  if (refusal !== undefined) return refuse(refusal);
  const issue = checkOpening(request, {
    amountPrecision: rules.amountPrecision,
    minSize: rules.minSize,
    base: rules.base,
  });
  if (issue !== undefined) return refuse(issue);
  try {
    return await committedNews(db, account.uid, async (tx) => {
      // The account's USDT row first: every change of its positions queues on it (one open at a time).
      await lockBalances(tx, account.uid, [QUOTE], WALLET);
      const opened = await openIn(tx, engine, account, rules, request, now);
      if (!opened.ok) return opened;
      return {
        ok: true as const,
        value: positionView(opened.row, markPrice(engine, rules.name, now.getTime()), rules.precision),
      };
    });
  } catch (error) {
    const failure = insufficient(error);
    if (failure) return failure;
    throw error;
  }
}

/** Close (market) or reverse the account's open position on a contract. */
export async function closeFuturesPosition(
  db: Database,
  engine: MarketEngine,
  account: Account,
  contract: string,
  reverse: boolean,
  now: Date,
): Promise<TradingOutcome<FuturesPosition>> {
  const rules = contractRulesOf(engine, contract);
  if (rules === undefined) return refuse(ruleIssue('unknownContract', { contract }));
  // Reversing opens a position: refused where opening is; closing never is.
  const refusal = reverse ? await accountTradingRefusal(db, account, now) : undefined;
  if (refusal !== undefined) return refuse(refusal);
  try {
    return await committedNews(db, account.uid, async (tx) => {
      await lockBalances(tx, account.uid, [QUOTE], WALLET);
      const position = await lockOpenPosition(tx, account.uid, contract);
      if (position === undefined) return refuse(ruleIssue('noOpenPosition', { contract }), 404);
      const side = position.side === 'long' ? 'sell' : 'buy';
      const price = bookPrice(engine, rules, side, position.size, now.getTime());
      if (price === undefined) return refuse(ruleIssue('noLiquidity'));
      const rates = futuresRates(account);
      const closed = await closeIn(tx, position, price, reverse ? 'reverse' : 'close', rates.taker, now);
      let answer = closed;
      if (reverse) {
        const opposite: PositionSide = position.side === 'long' ? 'short' : 'long';
        const opened = await openIn(
          tx,
          engine,
          account,
          rules,
          { side: opposite, size: position.size, leverage: position.leverage },
          now,
        );
        // Nothing of the close remains either: the transaction rolls back whole.
        if (!opened.ok) throw new RefusedInside(opened);
        answer = opened.row;
      }
      const mark = answer.status === 'open' ? markPrice(engine, contract, now.getTime()) : undefined;
      return { ok: true as const, value: positionView(answer, mark, rules.precision) };
    });
  } catch (error) {
    if (error instanceof RefusedInside) return error.failure;
    const failure = insufficient(error);
    if (failure) return failure;
    throw error;
  }
}

/** Runs `work` in a transaction; once it has committed a change, the account is told (decision 0046). */
async function committedNews<T>(
  db: Database,
  uid: number,
  work: (tx: Database) => Promise<TradingOutcome<T>>,
): Promise<TradingOutcome<T>> {
  const outcome = await db.transaction(work);
  if (outcome.ok) accountNews(db).tell(uid);
  return outcome;
}

class RefusedInside extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Set or clear the take-profit and stop-loss prices of the open position. */
export async function setFuturesTriggers(
  db: Database,
  engine: MarketEngine,
  uid: number,
  request: { contract: string; tp?: string | undefined; sl?: string | undefined },
  now: Date,
): Promise<TradingOutcome<FuturesPosition>> {
  const rules = contractRulesOf(engine, request.contract);
  if (rules === undefined) return refuse(ruleIssue('unknownContract', { contract: request.contract }));
  const mark = markPrice(engine, rules.name, now.getTime());
  if (mark === undefined) return refuse(ruleIssue('noMarkPrice', { contract: rules.name }));
  return committedNews(db, uid, async (tx) => {
    await lockBalances(tx, uid, [QUOTE], WALLET);
    const position = await lockOpenPosition(tx, uid, rules.name);
    if (position === undefined) return refuse(ruleIssue('noOpenPosition', { contract: rules.name }), 404);
    const side = position.side as PositionSide;
    // "0" clears a trigger.
    const tp = request.tp === '0' ? undefined : request.tp;
    const sl = request.sl === '0' ? undefined : request.sl;
    const issue = checkTriggers(side, mark, tp, sl, rules.precision);
    if (issue !== undefined) return refuse(issue);
    const row = await updatePosition(tx, position.id, {
      ...(request.tp === undefined ? {} : { tpPrice: tp ?? null }),
      ...(request.sl === undefined ? {} : { slPrice: sl ?? null }),
      updatedAt: now,
    });
    return { ok: true as const, value: positionView(row, mark, rules.precision) };
  });
}

export async function listFuturesPositions(
  db: Database,
  engine: MarketEngine,
  uid: number,
  query: { contract?: string | undefined; open: boolean },
  nowMs: number,
): Promise<FuturesPosition[]> {
  const rows = await listPositions(db, uid, { ...query, limit: 100 });
  return rows.map((row) => {
    const precision = engine.pair(row.contract)?.precision ?? 8;
    return positionView(row, row.status === 'open' ? markPrice(engine, row.contract, nowMs) : undefined, precision);
  });
}

export async function listFuturesUserTrades(
  db: Database,
  uid: number,
  contract: string | undefined,
): Promise<FuturesTrade[]> {
  const rows = await listFuturesTrades(db, uid, { contract, limit: 200 });
  return rows.map((r) => ({
    id: String(r.id),
    position_id: String(r.positionId),
    contract: r.contract,
    side: r.side as FuturesTrade['side'],
    size: plain(r.size),
    price: plain(r.price),
    fee: plain(r.fee),
    pnl: plain(r.pnl),
    reason: r.reason as FuturesTrade['reason'],
    create_time_ms: r.createdAt.getTime(),
  }));
}

/** The futures wallet's balances (issue 16): what pays margin and fees, as the spot accounts answer. */
export async function listFuturesAccounts(db: Database, uid: number, currency?: string): Promise<FuturesAccount[]> {
  return (await listBalances(db, uid, currency, FUTURES_WALLET)).map((r) => ({
    currency: r.coin,
    available: new Big(r.available).toFixed(),
    locked: new Big(r.frozen).toFixed(),
  }));
}
