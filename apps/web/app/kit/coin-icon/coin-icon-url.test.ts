import { DEFAULT_COIN_ICON_WHITELIST } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { getResizedImage } from '@meridian/contracts';
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

  it('any size not shipped as a file: the 64 px file through the image helper (shell §9 "Image helper"), same version', () => {
    expect(coinIconUrl('BTC', { size: 28, whitelist, now: 0 })).toBe(
      `${getResizedImage.path}?src=${encodeURIComponent('/images/coin_icon/64/btc.png')}&w=28&q=75&v=v7`,
    );
    expect(coinIconUrl('SOL', { size: 40, whitelist, now: 0 })).toBe(
      `${getResizedImage.path}?src=${encodeURIComponent('/images/coin_icon/64/sol.png')}&w=40&q=75`,
    );
    // A size that is not a whole positive number is the default.
    expect(coinIconUrl('SOL', { size: 0, whitelist, now: 0 })).toBe('/images/coin_icon/24/sol.png');
  });
});
