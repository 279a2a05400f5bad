import {
  type CandlestickRow,
  type candlesticksQuery,
  type CurrencyPair,
  DEFAULT_TRADES_LIMIT,
  type GateError,
  GATE_ERROR_LABELS,
  type OrderBook,
  type orderBookQuery,
  type Ticker,
  type tickersQuery,
  type Trade,
  type tradesQuery,
} from '@meridian/contracts';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { MarketEngine } from './market-engine';

/** A refusal of the caller's question (4xx, Gate's own or relayed), or a feed that failed us (502, 504). */
export type MarketFailure = { ok: false; status: ClientErrorStatusCode | 502 | 504; error: GateError };
export type MarketResult<T> = { ok: true; value: T } | MarketFailure;

export type TickersParams = z.output<typeof tickersQuery>;
export type CandlesticksParams = z.output<typeof candlesticksQuery>;
export type OrderBookParams = z.output<typeof orderBookQuery>;
export type TradesParams = z.output<typeof tradesQuery>;

/**
 * Where the /api/v4 market calls get their answers (decision 0037): the engine, or a real Gate v4
 * feed behind the relay. Queries arrive already checked against the contracts' query schemas.
 */
export interface MarketSource {
  pairs(): Promise<MarketResult<CurrencyPair[]>>;
  pair(id: string): Promise<MarketResult<CurrencyPair>>;
  tickers(query: TickersParams, nowMs: number): Promise<MarketResult<Ticker[]>>;
  candlesticks(query: CandlesticksParams, nowMs: number): Promise<MarketResult<CandlestickRow[]>>;
  orderBook(query: OrderBookParams, nowMs: number): Promise<MarketResult<OrderBook>>;
  trades(query: TradesParams, nowMs: number): Promise<MarketResult<Trade[]>>;
}

/** A Gate-style 400. */
export function refusal(label: string, message: string): MarketFailure {
  return { ok: false, status: 400, error: { label, message } };
}

/** Raw parameter values quoted in an error message are cut to this length. */
export const QUOTED_VALUE_MAX = 64;

export const unknownPair = (pair: string) =>
  refusal(GATE_ERROR_LABELS.invalidCurrencyPair, `Invalid currency pair ${pair.slice(0, QUOTED_VALUE_MAX)}`);

const invalid = (message: string) => refusal(GATE_ERROR_LABELS.invalidParamValue, message);

/** The market engine (decision 0033) as a MarketSource: answers computed in process, never failing. */
export function engineMarketSource(engine: MarketEngine): MarketSource {
  return {
    pairs: async () => ({ ok: true, value: engine.pairs() }),
    async pair(id) {
      const pair = engine.pair(id);
      return pair === undefined ? unknownPair(id) : { ok: true, value: pair };
    },
    async tickers(query, nowMs) {
      const pair = query.currency_pair;
      // Gate: `timezone` is accepted; both change_utc0 and change_utc8 are always sent here.
      if (pair === undefined) return { ok: true, value: engine.tickers(nowMs) };
      const ticker = engine.ticker(pair, nowMs, { withSizes: true });
      return ticker === undefined ? unknownPair(pair) : { ok: true, value: [ticker] };
    },
    async candlesticks(query, nowMs) {
      const { currency_pair: pair, ...window } = query;
      if (engine.pair(pair) === undefined) return unknownPair(pair);
      const rows = engine.candlesticks(pair, window, nowMs);
      return rows.ok ? rows : invalid(rows.message);
    },
    async orderBook(query, nowMs) {
      const { currency_pair: pair, limit, with_id: withId, interval } = query;
      if (engine.pair(pair) === undefined) return unknownPair(pair);
      const step = engine.bookStepTicks(pair, interval ?? '0');
      if (!step.ok) return invalid(step.message);
      const book = engine.orderBook(pair, nowMs, { limit, withId, stepTicks: step.value });
      return book === undefined ? unknownPair(pair) : { ok: true, value: book };
    },
    async trades(query, nowMs) {
      const { currency_pair: pair, limit, last_id: lastId, reverse, from, to } = query;
      if (engine.pair(pair) === undefined) return unknownPair(pair);
      const trades = engine.trades(pair, nowMs, { limit: limit ?? DEFAULT_TRADES_LIMIT, lastId, reverse, from, to });
      return trades.ok ? trades : invalid(trades.message);
    },
  };
}
