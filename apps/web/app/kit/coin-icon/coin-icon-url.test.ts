import { DEFAULT_COIN_ICON_WHITELIST } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { coinIconUrl } from './coin-icon-url';

const HOUR = 3_600_000;
const whitelist = { version: 'v7', coinIconVersionWhiteList: ['BTC', 'ETH'] };

describe('coinIconUrl (shell §9 "Coin icons: cache-busted hourly when forced, else by whitelist version; default 24x24")', () => {
  it('24×24 by default, the symbol lower-cased', () => {
    expect(coinIconUrl('SOL', { whitelist, now: 0 })).toBe('/images/coin_icon/24/sol.png');
    expect(coinIconUrl('SOL', { size: 64, whitelist, now: 0 })).toBe('/images/coin_icon/64/sol.png');
  });

  it('the whitelist version for listed symbols', () => {
    expect(coinIconUrl('btc', { whitelist, now: 0 })).toBe('/images/coin_icon/24/btc.png?v=v7');
  });

  it('the hour when forced, whatever the whitelist says', () => {
    expect(coinIconUrl('BTC', { forceRefresh: true, whitelist, now: 10 * HOUR + 5 })).toBe(
      '/images/coin_icon/24/btc.png?v=10',
    );
  });

  it('the default list until the whitelist has loaded', () => {
    expect(coinIconUrl('USDT', { now: 0 })).toBe(
      `/images/coin_icon/24/usdt.png?v=${DEFAULT_COIN_ICON_WHITELIST.version}`,
    );
  });
});
