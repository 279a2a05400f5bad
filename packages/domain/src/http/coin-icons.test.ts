import { describe, expect, it } from 'vitest';
import {
  COIN_ICON_DEFAULT_SIZE,
  coinIconPath,
  coinIconVersion,
  DEFAULT_COIN_ICON_WHITELIST,
  defaultPageDownloadLinks,
} from './coin-icons';

const whitelist = { version: '20250301', coinIconVersionWhiteList: ['BTC', 'PEPE'] };
const HOUR = 3_600_000;

describe('coin icons', () => {
  it('shell §9 "Coin icons ... default 24x24"', () => {
    expect(COIN_ICON_DEFAULT_SIZE).toBe(24);
    expect(coinIconPath('ETH', { whitelist, now: 0 })).toBe('/images/coin_icon/24/eth.png');
    expect(coinIconPath('ETH', { size: 48, whitelist, now: 0 })).toBe('/images/coin_icon/48/eth.png');
    expect(coinIconPath('ETH', { size: -1, whitelist, now: 0 })).toBe('/images/coin_icon/24/eth.png');
  });

  it('shell §9 "cache-busted hourly when forced": the same value within an hour, a new one the next', () => {
    const at = (now: number) => coinIconVersion('ETH', { forceRefresh: true, whitelist, now });
    expect(at(5 * HOUR)).toBe('5');
    expect(at(6 * HOUR - 1)).toBe('5');
    expect(at(6 * HOUR)).toBe('6');
    expect(coinIconPath('ETH', { forceRefresh: true, whitelist, now: 6 * HOUR })).toBe(
      '/images/coin_icon/24/eth.png?v=6',
    );
  });

  it('shell §9 "else by whitelist version": only for symbols in coinIconVersionWhiteList (shell §3)', () => {
    expect(coinIconPath('btc', { whitelist, now: 0 })).toBe('/images/coin_icon/24/btc.png?v=20250301');
    expect(coinIconPath('Pepe', { size: 32, whitelist, now: 0 })).toBe('/images/coin_icon/32/pepe.png?v=20250301');
    expect(coinIconVersion('ETH', { whitelist, now: 0 })).toBeUndefined();
    expect(
      coinIconVersion('BTC', { whitelist: { version: '', coinIconVersionWhiteList: ['BTC'] }, now: 0 }),
    ).toBeUndefined();
  });

  it('keeps odd symbols inside the file name', () => {
    expect(coinIconPath('../x?y', { whitelist, now: 0 })).toBe('/images/coin_icon/24/..%2Fx%3Fy.png');
  });

  it('shell §7 coin_icon_whitelist.json "failure falls back to a default list"', () => {
    expect(DEFAULT_COIN_ICON_WHITELIST.coinIconVersionWhiteList).toEqual(
      expect.arrayContaining(['BTC', 'ETH', 'USDT']),
    );
    expect(coinIconPath('BTC', { whitelist: DEFAULT_COIN_ICON_WHITELIST, now: 0 })).toBe(
      `/images/coin_icon/24/btc.png?v=${DEFAULT_COIN_ICON_WHITELIST.version}`,
    );
  });

  it('shell §7 page_download_links.json "failure falls back to an empty object"', () => {
    expect(defaultPageDownloadLinks()).toEqual({});
  });
});
