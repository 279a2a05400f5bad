import {
  candlestickList,
  currencyPair,
  currencyPairPath,
  GATE_ERROR_LABELS,
  gateError,
  getCandlesticks,
  getCurrencyPairs,
  getOrderBook,
  getTickers,
  getTrades,
  orderBook,
  ticker,
  trade,
} from '@meridian/contracts';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import type { MarketFailure, MarketResult, MarketSource } from '../services/market/market-source';
import { AnswerCache } from './answer-cache';

/** How the relay talks to the feed (decision 0037); every field has a default but `base`. */
export interface UpstreamRelayOptions {
  /** The feed's origin, e.g. https://api.gateio.ws (its calls are `${base}/api/v4/spot/...`). */
  base: string;
  /** An answer not complete within this long is a 504. */
  timeoutMs?: number;
  /** How long a live answer (tickers, candles, book, trades) is kept. */
  liveTtlMs?: number;
  /** How long the pair list (and one pair) is kept. */
  pairsTtlMs?: number;
  /** How long a Gate refusal (4xx) is kept: the same question gets the same refusal. */
  refusalTtlMs?: number;
  /** Distinct questions kept at once, per endpoint. */
  maxEntries?: number;
  /** A larger answer is refused (502) unread. */
  maxBodyBytes?: number;
  now?: () => number;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 3_000;

const DEFAULTS = {
  timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
  liveTtlMs: 1_000,
  pairsTtlMs: 60_000,
  refusalTtlMs: 1_000,
  maxEntries: 1_000,
  // Gate's full pair list is about 1.5 MB; a 1000-row candle page about 100 kB.
  maxBodyBytes: 8 * 1024 * 1024,
};

/** What a failed fetch leaves behind, for the log and the 502/504 message. */
function failure(status: 502 | 504, label: string, message: string): MarketFailure {
  return { ok: false, status, error: { label, message } };
}

const isClientError = (status: number): status is ClientErrorStatusCode =>
  status >= 400 && status < 500 && status !== 401 && status !== 407;

/** The body as text, or undefined once it passes `max` bytes (the rest is not read). */
async function readLimited(response: Response, max: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * How an answer is checked: `whole` with its contract (any fault is a 502), or as `rows` of a
 * list each checked alone. A list of pairs, tickers or trades keeps its good rows when a few are
 * odd (a real feed lists hundreds of pairs and one new or delisted pair may carry an empty or odd
 * field): the odd rows are left out and logged; a list with no good row is a 502. `bad` words a 502.
 */
type AnswerCheck<T> = (body: unknown, bad: (why: string) => MarketFailure) => MarketResult<T>;

const describeIssue = (issue: z.core.$ZodIssue | undefined) =>
  `${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'unexpected'}`;

function whole<T>(answer: z.ZodMiniType<T>): AnswerCheck<T> {
  return (body, bad) => {
    const parsed = z.safeParse(answer, body);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : bad(`answered another shape (${describeIssue(parsed.error.issues[0])})`);
  };
}

function rows<R>(row: z.ZodMiniType<R>): AnswerCheck<R[]> {
  return (body, bad) => {
    if (!Array.isArray(body)) return bad('answered another shape (answer: expected a list)');
    const good: R[] = [];
    let firstOdd: string | null = null;
    for (const [index, item] of body.entries()) {
      const parsed = z.safeParse(row, item);
      if (parsed.success) good.push(parsed.data);
      else firstOdd ??= `${index}.${describeIssue(parsed.error.issues[0])}`;
    }
    if (firstOdd !== null && good.length === 0) return bad(`answered another shape (${firstOdd})`);
    if (firstOdd !== null) {
      console.warn(`[api] market upstream: left out ${body.length - good.length} of ${body.length} rows (${firstOdd})`);
    }
    return { ok: true, value: good };
  };
}

/** A parsed query back as a query string, names sorted (one cache key per question). */
function searchOf(query: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      search.set(name, String(value));
    }
  }
  return search.toString();
}

/**
 * A real Gate v4 feed as a MarketSource (MARKET_DATA_UPSTREAM, decision 0037): each question is
 * fetched from `${base}/api/v4/spot/...`, the answer checked with the same contract the engine's
 * answers satisfy, kept briefly and shared by identical questions. Gate's refusals are relayed as
 * they came; a feed that answers late (504) or wrongly (502) gets a clear {label, message}.
 */
export function upstreamMarketSource(options: UpstreamRelayOptions): MarketSource & {
  /** Fetches made so far (tests, logs). */
  fetches(): number;
} {
  const settings = { ...DEFAULTS, ...options };
  // An origin, or an origin with a path prefix the Gate paths follow.
  const base = new URL(options.base).href.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  let fetches = 0;

  async function fetchOnce<T>(path: string, check: AnswerCheck<T>): Promise<MarketResult<T>> {
    fetches += 1;
    const url = new URL(`${base}${path}`);
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let status: number;
    let text: string | undefined;
    try {
      const response = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json' } });
      status = response.status;
      text = await readLimited(response, settings.maxBodyBytes);
    } catch (error) {
      if (signal.aborted) {
        console.warn(`[api] market upstream: ${url.pathname} timed out after ${settings.timeoutMs} ms`);
        return failure(
          504,
          GATE_ERROR_LABELS.upstreamTimeout,
          `The market data feed did not answer within ${settings.timeoutMs} ms`,
        );
      }
      console.warn(`[api] market upstream: ${url.pathname} unreachable (${String(error)})`);
      return failure(502, GATE_ERROR_LABELS.upstreamUnavailable, 'The market data feed could not be reached');
    }
    const bad = (why: string) => {
      console.warn(`[api] market upstream: ${url.pathname} ${why}`);
      return failure(502, GATE_ERROR_LABELS.upstreamBadAnswer, `The market data feed ${why}`);
    };
    if (text === undefined) return bad(`answered more than ${settings.maxBodyBytes} bytes`);
    const ok = status >= 200 && status < 300;
    if (!ok && !isClientError(status)) return bad(`answered HTTP ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return bad(`answered HTTP ${status} with a body that is not JSON`);
    }
    if (!ok) {
      const refusal = gateError.safeParse(body);
      if (!refusal.success || !isClientError(status)) return bad(`answered HTTP ${status} without a Gate error`);
      // A Gate refusal of the question: relayed as it came ({label, message} only).
      return { ok: false, status, error: { label: refusal.data.label, message: refusal.data.message } };
    }
    return check(body, bad);
  }

  /** How long an answer is kept: a success its endpoint's time, a refusal briefly, a failure not at all. */
  const keepFor = (ttlMs: number) => (answer: MarketFailure | { ok: true }) =>
    answer.ok ? ttlMs : answer.status < 500 ? Math.min(ttlMs, settings.refusalTtlMs) : 0;

  /** One endpoint's questions: from its cache, or fetched (identical questions in flight share the fetch). */
  function relay<T>(check: AnswerCheck<T>, ttlMs: number) {
    const cache = new AnswerCache<MarketResult<T>>(settings.maxEntries, now);
    return (path: string, query: object = {}) => {
      const search = searchOf(query);
      const key = search === '' ? path : `${path}?${search}`;
      return cache.get(key, () => fetchOnce(key, check), keepFor(ttlMs));
    };
  }

  const pairs = relay(rows(currencyPair), settings.pairsTtlMs);
  const pair = relay(whole(currencyPair), settings.pairsTtlMs);
  const tickers = relay(rows(ticker), settings.liveTtlMs);
  // A candle or book level dropped would draw a false chart or book: these are checked whole.
  const candlesticks = relay(whole(candlestickList), settings.liveTtlMs);
  const book = relay(whole(orderBook), settings.liveTtlMs);
  const trades = relay(rows(trade), settings.liveTtlMs);

  return {
    fetches: () => fetches,
    pairs: () => pairs(getCurrencyPairs.path),
    pair: (id) => pair(currencyPairPath(id)),
    tickers: (query) => tickers(getTickers.path, query),
    candlesticks: (query) => candlesticks(getCandlesticks.path, query),
    orderBook: (query) => book(getOrderBook.path, query),
    trades: (query) => trades(getTrades.path, query),
  };
}
