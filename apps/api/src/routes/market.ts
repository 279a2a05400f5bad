import {
  type GateError,
  GATE_ERROR_LABELS,
  getCandlesticks,
  getCurrencyPair,
  getCurrencyPairs,
  getOrderBook,
  getTickers,
  getTrades,
  DEFAULT_TRADES_LIMIT,
} from '@meridian/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { ApiBindings } from '../app';
import { respond } from '../http';
import { createMarketEngine, type MarketEngine } from '../services/market/market-engine';

/** The pair list changes only with a deploy. */
const PAIRS_CACHE_CONTROL = 'public, max-age=60';
/** Prices move every second: a shared cache may keep an answer for one. */
const LIVE_CACHE_CONTROL = 'public, max-age=1';
/** Raw parameter values quoted in an error message are cut to this length. */
const QUOTED_VALUE_MAX = 64;

/** A Gate-style refusal: HTTP 400 with {label, message} (never the {code, message, data} envelope). */
function refuse(c: Context, label: string, message: string) {
  const body: GateError = { label, message };
  return c.json(body, 400);
}

const unknownPair = (c: Context, pair: string) =>
  refuse(c, GATE_ERROR_LABELS.invalidCurrencyPair, `Invalid currency pair ${pair.slice(0, QUOTED_VALUE_MAX)}`);

type Parsed<S extends z.core.$ZodType> = { ok: true; query: z.output<S> } | { ok: false; answer: Response };

/**
 * The query string read with the endpoint's own schema (its `body`, the input of a GET). An empty
 * value counts as not given (as forms send them); a missing required one is MISSING_REQUIRED_PARAM,
 * a bad one INVALID_PARAM_VALUE.
 */
async function readQuery<S extends z.core.$ZodType>(
  c: Context,
  endpoint: { schemas: () => Promise<{ body: S }> },
): Promise<Parsed<S>> {
  const { body } = await endpoint.schemas();
  const raw: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(c.req.query())) if (value !== '') raw[name] = value;
  const result = z.safeParse(body, raw);
  if (result.success) return { ok: true, query: result.data };
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? '');
  const value = raw[name];
  if (value === undefined) {
    return {
      ok: false,
      answer: refuse(c, GATE_ERROR_LABELS.missingRequiredParam, `Missing required parameter \`${name}\``),
    };
  }
  const quoted = value.length > QUOTED_VALUE_MAX ? `${value.slice(0, QUOTED_VALUE_MAX)}…` : value;
  return {
    ok: false,
    answer: refuse(
      c,
      GATE_ERROR_LABELS.invalidParamValue,
      `Invalid request parameter \`${name}\` value: ${quoted} (expected ${issue?.message ?? 'another value'})`,
    ),
  };
}

/**
 * Gate API v4 public spot market data (issue 11, decision 0033), answered by the market engine:
 * no session and no csrf token (GET only), bare JSON as Gate answers, short public caching.
 */
export function marketRoutes(engine: MarketEngine = createMarketEngine()) {
  const routes = new Hono<ApiBindings>();

  routes.get(getCurrencyPairs.path, (c) => {
    c.header('Cache-Control', PAIRS_CACHE_CONTROL);
    return respond(c, getCurrencyPairs, engine.pairs());
  });

  routes.get(getCurrencyPair.path, (c) => {
    const id = c.req.param('currency_pair');
    const pair = engine.pair(id);
    if (pair === undefined) return unknownPair(c, id);
    c.header('Cache-Control', PAIRS_CACHE_CONTROL);
    return respond(c, getCurrencyPair, pair);
  });

  routes.get(getTickers.path, async (c) => {
    const parsed = await readQuery(c, getTickers);
    if (!parsed.ok) return parsed.answer;
    const now = c.var.now.getTime();
    const pair = parsed.query.currency_pair;
    // Gate: `timezone` is accepted; both change_utc0 and change_utc8 are always sent here.
    if (pair === undefined) {
      c.header('Cache-Control', LIVE_CACHE_CONTROL);
      return respond(c, getTickers, engine.tickers(now));
    }
    const ticker = engine.ticker(pair, now, { withSizes: true });
    if (ticker === undefined) return unknownPair(c, pair);
    c.header('Cache-Control', LIVE_CACHE_CONTROL);
    return respond(c, getTickers, [ticker]);
  });

  routes.get(getCandlesticks.path, async (c) => {
    const parsed = await readQuery(c, getCandlesticks);
    if (!parsed.ok) return parsed.answer;
    const { currency_pair: pair, ...window } = parsed.query;
    if (engine.pair(pair) === undefined) return unknownPair(c, pair);
    const rows = engine.candlesticks(pair, window, c.var.now.getTime());
    if (!rows.ok) return refuse(c, GATE_ERROR_LABELS.invalidParamValue, rows.message);
    c.header('Cache-Control', LIVE_CACHE_CONTROL);
    return respond(c, getCandlesticks, rows.value);
  });

  routes.get(getOrderBook.path, async (c) => {
    const parsed = await readQuery(c, getOrderBook);
    if (!parsed.ok) return parsed.answer;
    const { currency_pair: pair, limit, with_id: withId, interval } = parsed.query;
    if (engine.pair(pair) === undefined) return unknownPair(c, pair);
    const step = engine.bookStepTicks(pair, interval ?? '0');
    if (!step.ok) return refuse(c, GATE_ERROR_LABELS.invalidParamValue, step.message);
    const book = engine.orderBook(pair, c.var.now.getTime(), { limit, withId, stepTicks: step.value });
    if (book === undefined) return unknownPair(c, pair);
    c.header('Cache-Control', LIVE_CACHE_CONTROL);
    return respond(c, getOrderBook, book);
  });

  routes.get(getTrades.path, async (c) => {
    const parsed = await readQuery(c, getTrades);
    if (!parsed.ok) return parsed.answer;
    const { currency_pair: pair, limit, last_id: lastId, reverse, from, to } = parsed.query;
    if (engine.pair(pair) === undefined) return unknownPair(c, pair);
    const trades = engine.trades(pair, c.var.now.getTime(), {
      limit: limit ?? DEFAULT_TRADES_LIMIT,
      lastId,
      reverse,
      from,
      to,
    });
    if (!trades.ok) return refuse(c, GATE_ERROR_LABELS.invalidParamValue, trades.message);
    c.header('Cache-Control', LIVE_CACHE_CONTROL);
    return respond(c, getTrades, trades.value);
  });

  return routes;
}
