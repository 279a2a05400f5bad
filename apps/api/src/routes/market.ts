import {
  type AnswerOf,
  type AnyEndpoint,
  type GateError,
  GATE_ERROR_LABELS,
  getCandlesticks,
  getCurrencyPair,
  getCurrencyPairs,
  getOrderBook,
  getTickers,
  getTrades,
} from '@meridian/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { ApiBindings } from '../app';
import { respond } from '../http';
import { readEndpointQuery } from '../request-body';
import { createMarketEngine } from '../services/market/market-engine';
import {
  engineMarketSource,
  type MarketResult,
  type MarketSource,
  QUOTED_VALUE_MAX,
  unknownPair,
} from '../services/market/market-source';

/** The pair list changes only with a deploy. */
const PAIRS_CACHE_CONTROL = 'public, max-age=60';
/** Prices move every second: a shared cache may keep an answer for one. */
const LIVE_CACHE_CONTROL = 'public, max-age=1';
/** A Gate-style refusal: HTTP 400 with {label, message} (never the {code, message, data} envelope). */
function refuse(c: Context, body: GateError) {
  return c.json(body, 400);
}

type Parsed<S extends z.core.$ZodType> = { ok: true; query: z.output<S> } | { ok: false; answer: Response };

/**
 * The query string read with the endpoint's own schema (readEndpointQuery): a missing required
 * parameter is MISSING_REQUIRED_PARAM, a bad one INVALID_PARAM_VALUE.
 */
async function readQuery<S extends z.core.$ZodType>(
  c: Context,
  endpoint: { schemas: () => Promise<{ body: S }> },
): Promise<Parsed<S>> {
  const read = await readEndpointQuery(c, endpoint);
  if (read.ok) return read;
  const { field: name, value } = read;
  if (value === undefined) {
    return {
      ok: false,
      answer: refuse(c, {
        label: GATE_ERROR_LABELS.missingRequiredParam,
        message: `Missing required parameter \`${name}\``,
      }),
    };
  }
  const quoted = value.length > QUOTED_VALUE_MAX ? `${value.slice(0, QUOTED_VALUE_MAX)}…` : value;
  return {
    ok: false,
    answer: refuse(c, {
      label: GATE_ERROR_LABELS.invalidParamValue,
      message: `Invalid request parameter \`${name}\` value: ${quoted} (expected ${read.problem ?? 'another value'})`,
    }),
  };
}

/** A plausible pair id for the path (anything else is refused here, never sent to a feed). */
const PAIR_ID = /^[A-Za-z0-9]{1,20}_[A-Za-z0-9]{1,20}$/;

/**
 * Gate API v4 public spot market data (issue 11, decisions 0033 and 0037), answered by `source`
 * (the market engine, or a real feed behind the relay): no session and no csrf token (GET only),
 * bare JSON as Gate answers, short public caching. The query is checked here, before any source.
 */
export function marketRoutes(source: MarketSource = engineMarketSource(createMarketEngine())) {
  const routes = new Hono<ApiBindings>();

  /** The source's answer: the value with public caching, or its Gate {label, message} error (never cached). */
  function answer<E extends AnyEndpoint>(
    c: Context,
    endpoint: E,
    result: MarketResult<AnswerOf<E>>,
    cacheControl: string,
  ) {
    if (!result.ok) return c.json(result.error, result.status);
    c.header('Cache-Control', cacheControl);
    return respond(c, endpoint, result.value);
  }

  routes.get(getCurrencyPairs.path, async (c) =>
    answer(c, getCurrencyPairs, await source.pairs(), PAIRS_CACHE_CONTROL),
  );

  routes.get(getCurrencyPair.path, async (c) => {
    const id = c.req.param('currency_pair');
    if (!PAIR_ID.test(id)) return refuse(c, unknownPair(id).error);
    return answer(c, getCurrencyPair, await source.pair(id), PAIRS_CACHE_CONTROL);
  });

  routes.get(getTickers.path, async (c) => {
    const parsed = await readQuery(c, getTickers);
    if (!parsed.ok) return parsed.answer;
    return answer(c, getTickers, await source.tickers(parsed.query, c.var.now.getTime()), LIVE_CACHE_CONTROL);
  });

  routes.get(getCandlesticks.path, async (c) => {
    const parsed = await readQuery(c, getCandlesticks);
    if (!parsed.ok) return parsed.answer;
    return answer(c, getCandlesticks, await source.candlesticks(parsed.query, c.var.now.getTime()), LIVE_CACHE_CONTROL);
  });

  routes.get(getOrderBook.path, async (c) => {
    const parsed = await readQuery(c, getOrderBook);
    if (!parsed.ok) return parsed.answer;
    return answer(c, getOrderBook, await source.orderBook(parsed.query, c.var.now.getTime()), LIVE_CACHE_CONTROL);
  });

  routes.get(getTrades.path, async (c) => {
    const parsed = await readQuery(c, getTrades);
    if (!parsed.ok) return parsed.answer;
    return answer(c, getTrades, await source.trades(parsed.query, c.var.now.getTime()), LIVE_CACHE_CONTROL);
  });

  return routes;
}
