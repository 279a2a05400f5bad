import { describe, expect, it } from 'vitest';
import { type CandleRow, createMarketDataFeed, type FeedPair } from './market-data-feed';

const PAIR: FeedPair = { id: 'BTC_USDT', base: 'BTC', quote: 'USDT', precision: 2, amountPrecision: 6, since: 0 };

/** Candles of a simple line: the close of the minute starting at t is t / 60 (Gate row order). */
function minuteRows(from: number, to: number): CandleRow[] {
  const rows: CandleRow[] = [];
  for (let t = Math.ceil(from / 60) * 60; t <= to; t += 60) {
    const c = String(t / 60);
    rows.push([String(t), '1', c, String(t / 60 + 0.5), String(t / 60 - 0.5), String(t / 60 - 1), '2', 'true']);
  }
  return rows;
}

describe('market-data feed (widgets §4: the data feed the caller supplies)', () => {
  it('asks Gate for at most 1000 candles a call and merges 3 one-minute candles into a 3-minute bar', async () => {
    const calls: [string, number, number][] = [];
    const feed = createMarketDataFeed({
      pairs: [PAIR],
      candles: async (_pair, interval, from, to) => {
        calls.push([interval, from, to]);
        expect((to - from) / 60 + 1).toBeLessThanOrEqual(1000);
        return minuteRows(from, to);
      },
      trades: () => () => undefined,
    });
    const info = await feed.resolveSymbol('BTC_USDT');
    expect(info).toMatchObject({ pricePrecision: 2, volumePrecision: 6, minMove: 0.01 });
    const { bars } = await feed.getBars(info, '3', { from: 0, to: 600_000, countBack: 500, firstRequest: true });
    // 500 three-minute bars need 1500 one-minute candles: two calls.
    expect(calls.map(([interval]) => interval)).toEqual(['1m', '1m']);
    expect(bars.length).toBeGreaterThanOrEqual(500);
    const bar = bars.find((b) => b.time === 599_940 - 180 * 3);
    // Minutes m, m+1, m+2: open of the first (m−1), close of the last (m+2), volumes summed (3 × 2).
    const m = (bar?.time ?? 0) / 60;
    expect(bar).toMatchObject({ open: m - 1, close: m + 2, high: m + 2.5, low: m - 0.5, volume: 6 });
  });

  it('live bars go on from the newest history bar, folding trades into it', async () => {
    let listener: ((trade: { time: number; price: string; amount: string }) => void) | undefined;
    const feed = createMarketDataFeed({
      pairs: [PAIR],
      candles: async (_p, _i, from, to) => minuteRows(from, to),
      trades: (_pair, l) => {
        listener = l;
        return () => (listener = undefined);
      },
    });
    const info = await feed.resolveSymbol('BTC_USDT');
    const { bars } = await feed.getBars(info, '1', { from: 0, to: 6060, countBack: 10, firstRequest: true });
    const last = bars.at(-1);
    expect(last?.time).toBe(6000);
    const seen: { time: number; high: number; close: number; volume: number }[] = [];
    feed.subscribeBars(info, '1', (bar) => seen.push(bar), 'x');
    listener?.({ time: 6_030_000, price: '200', amount: '0.5' });
    listener?.({ time: 6_061_000, price: '90', amount: '1' });
    expect(seen[0]).toMatchObject({ time: 6000, high: 200, close: 200, volume: 2.5 });
    expect(seen[1]).toMatchObject({ time: 6060, close: 90, volume: 1 });
    feed.unsubscribeBars('x');
    expect(listener).toBeUndefined();
  });

  it('a failed first page is an error; an unknown market has no bars', async () => {
    const feed = createMarketDataFeed({ pairs: [PAIR], candles: async () => null, trades: () => () => undefined });
    const info = await feed.resolveSymbol('BTC_USDT');
    await expect(feed.getBars(info, '60', { from: 0, to: 7200, countBack: 2, firstRequest: true })).rejects.toThrow();
    await expect(feed.resolveSymbol('NOPE_USDT')).rejects.toThrow(/unknown market/);
    expect((await feed.searchSymbols('btc')).map((r) => r.symbol)).toEqual(['BTC_USDT']);
  });
});
