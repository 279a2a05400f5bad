import { describe, expect, it } from 'vitest';
import {
  ALPHA_BANNER_CLOSED_MS,
  ALPHA_FETCH_MIN_INTERVAL_MS,
  alphaBannerClosed,
  mayFetchAlpha,
  nextAlphaCardIndex,
  orderAlphaCards,
  parseAlphaRotation,
  parseStoredTime,
  recordAlphaCard,
} from './alpha-banner';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 27, 12);

describe('alpha banner (widgets §4)', () => {
  it('widgets §9 "Alpha banner: closed for 24 hours; 1 s between fetches"', () => {
    expect(ALPHA_BANNER_CLOSED_MS).toBe(86_400_000);
    expect(ALPHA_FETCH_MIN_INTERVAL_MS).toBe(1000);
  });

  it('"Hidden for 24 hours after manual close"; widgets §5 "closed-time check uses a 24-hour window"', () => {
    expect(alphaBannerClosed(undefined, NOW)).toBe(false);
    expect(alphaBannerClosed(NOW, NOW)).toBe(true);
    expect(alphaBannerClosed(NOW, NOW + 24 * HOUR - 1)).toBe(true);
    expect(alphaBannerClosed(NOW, NOW + 24 * HOUR)).toBe(false);
    // A close time later than now (the clock moved back) hides nothing.
    expect(alphaBannerClosed(NOW + HOUR, NOW)).toBe(false);
  });

  it('a stored close time is decimal ms, anything else counts as none', () => {
    expect(parseStoredTime(String(NOW))).toBe(NOW);
    for (const bad of [null, undefined, '', 'abc', '-5', '1.5', ` ${NOW}`, '1e12'])
      expect(parseStoredTime(bad)).toBeUndefined();
  });

  it('"When several cards exist they rotate in turn, remembered per currency"', () => {
    let rotation = parseAlphaRotation(null);
    const shown: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const index = nextAlphaCardIndex(rotation, 'btc', 3);
      if (index === null) throw new Error('no card');
      shown.push(`BTC${index}`);
      rotation = recordAlphaCard(rotation, 'btc', index);
    }
    expect(shown).toEqual(['BTC0', 'BTC1', 'BTC2', 'BTC0']);
    // Another currency keeps its own turn.
    expect(nextAlphaCardIndex(rotation, 'ETH', 3)).toBe(0);
    // Stored and read back, the turn goes on.
    expect(nextAlphaCardIndex(parseAlphaRotation(JSON.stringify(rotation)), 'BTC', 3)).toBe(1);
  });

  it('one card always shows; no card gives none; a remembered card past a shorter list starts over', () => {
    expect(nextAlphaCardIndex({ BTC: 0 }, 'BTC', 1)).toBe(0);
    expect(nextAlphaCardIndex({}, 'BTC', 0)).toBeNull();
    expect(nextAlphaCardIndex({ BTC: 4 }, 'BTC', 2)).toBe(0);
  });

  it('a broken stored rotation is dropped, a bad entry left out', () => {
    expect(parseAlphaRotation('{not json')).toEqual({});
    expect(parseAlphaRotation('[1,2]')).toEqual({});
    expect(parseAlphaRotation('{"btc":1,"ETH":-1,"SOL":1.5,"DOGE":"2"}')).toEqual({ BTC: 1 });
  });

  it('cards take turns in widgets §3 `sort` order, ascending', () => {
    const cards = [
      { id: 1, sort: 3 },
      { id: 2, sort: 1 },
      { id: 3, sort: 3 },
      { id: 4, sort: 2 },
    ];
    expect(orderAlphaCards(cards).map((c) => c.id)).toEqual([2, 4, 1, 3]);
  });

  it('"Fetches are guarded to at most one per second"', () => {
    expect(mayFetchAlpha(undefined, NOW)).toBe(true);
    expect(mayFetchAlpha(NOW, NOW + 999)).toBe(false);
    expect(mayFetchAlpha(NOW, NOW + 1000)).toBe(true);
    expect(mayFetchAlpha(NOW + 5000, NOW)).toBe(true);
  });
});
