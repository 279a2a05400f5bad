import { coinIconPath, DEFAULT_COIN_ICON_WHITELIST, type CoinIconWhitelist } from '@meridian/domain';

export interface CoinIconUrlOptions {
  /** Square size in px; shell §9 "default 24x24". */
  size?: number;
  /** shell §9 "cache-busted hourly when forced". */
  forceRefresh?: boolean;
  /** From `loadCoinIconWhitelist`; the default list until it has loaded. */
  whitelist?: CoinIconWhitelist;
  /** ms since the epoch (injectable clock). */
  now?: number;
}

/**
 * `/images/coin_icon/{size}/{symbol}.png`, shell §9 "Coin icons: cache-busted hourly when forced,
 * else by whitelist version; default 24x24".
 */
export function coinIconUrl(symbol: string, { size, forceRefresh, whitelist, now }: CoinIconUrlOptions = {}): string {
  return coinIconPath(symbol, {
    size,
    forceRefresh,
    whitelist: whitelist ?? DEFAULT_COIN_ICON_WHITELIST,
    now: now ?? Date.now(),
  });
}
