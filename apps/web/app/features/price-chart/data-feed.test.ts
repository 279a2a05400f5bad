import { describe, expect, it } from 'vitest';
import type { Bar } from './chart-model';
import { delayedSymbolSearch } from './data-feed';
import { createDemoFeed, demoBar } from './demo-feed';
import { manualSchedule } from './test-helpers';

const flush = () => new Promise<void>((r) => setTimeout(r, 0));
const NOW_MS = 1_800_000_000_000;

describe('chart data feed', () => {
  it('widgets §9 "Symbol search delay 1000 ms": searches once typing pauses 1000 ms, newest query only', async () => {
    const clock = manualSchedule();
    const asked: string[] = [];
    const search = delayedSymbolSearch(
      { searchSymbols: (q) => (asked.push(q), Promise.resolve([{ symbol: q, description: q, sourceType: 'SPOT' }])) },
      clock.schedule,
    );
    const first = search('B');
    const second = search('BT');
    clock.advance(999);
    expect(asked).toEqual([]);
    clock.advance(1);
    expect(asked).toEqual(['BT']);
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toEqual([{ symbol: 'BT', description: 'BT', sourceType: 'SPOT' }]);
  });

  it('demo feed: the same bars on every call (deterministic), ascending, within the range asked', async () => {
    const feed = createDemoFeed({ now: () => NOW_MS });
    const info = await feed.resolveSymbol('BTC_USDT');
    const to = NOW_MS / 1000;
    const range = { from: to - 10 * 3600, to, countBack: 10, firstRequest: true };
    const a = await feed.getBars(info, '60', range);
    const b = await feed.getBars(info, '60', range);
    expect(a).toEqual(b);
    expect(a.bars).toHaveLength(10);
    expect(a.bars.every((bar, i, all) => i === 0 || bar.time - (all[i - 1]?.time ?? 0) === 3600)).toBe(true);
    expect(a.bars.every((bar) => bar.time >= range.from && bar.time < to)).toBe(true);
    expect(
      a.bars.every((bar) => bar.low <= Math.min(bar.open, bar.close) && bar.high >= Math.max(bar.open, bar.close)),
    ).toBe(true);
    expect(a.bars[0]).toEqual(demoBar('BTC_USDT', '60', a.bars[0]?.time ?? 0));
  });

  it('demo feed: gives at least countBack bars when the range is short', async () => {
    const feed = createDemoFeed({ now: () => NOW_MS });
    const info = await feed.resolveSymbol('ETH_USDT');
    const to = NOW_MS / 1000;
    const answer = await feed.getBars(info, '1', { from: to - 60, to, countBack: 300, firstRequest: true });
    expect(answer.bars).toHaveLength(300);
  });

  it('demo feed: live bars until unsubscribed, refusing unknown symbols', async () => {
    const clock = manualSchedule();
    let now = NOW_MS;
    const feed = createDemoFeed({ now: () => now, schedule: clock.schedule, tickMs: 1000 });
    const info = await feed.resolveSymbol('BTC_USDT');
    const bars: Bar[] = [];
    feed.subscribeBars(info, '1', (bar) => bars.push(bar), 'l1');
    now += 1000;
    clock.advance(1000);
    now += 1000;
    clock.advance(1000);
    expect(bars).toHaveLength(2);
    expect(bars[1]?.time).toBe(Math.floor(now / 60_000) * 60);
    feed.unsubscribeBars('l1');
    clock.advance(5000);
    expect(bars).toHaveLength(2);
    await expect(feed.resolveSymbol('NOPE_USDT')).rejects.toThrow();
    await flush();
  });

  it('demo feed: searches by part of the pair', async () => {
    const feed = createDemoFeed({ now: () => NOW_MS });
    expect((await feed.searchSymbols('eth')).map((r) => r.symbol)).toEqual(['ETH_USDT']);
  });
});
