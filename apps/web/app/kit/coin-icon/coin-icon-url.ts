import {
  COIN_ICON_DEFAULT_SIZE,
  COIN_ICON_FILE_SIZES,
  coinIconFile,
  coinIconPath,
  coinIconVersion,
  DEFAULT_COIN_ICON_WHITELIST,
  type CoinIconWhitelist,
} from '@meridian/domain';
import { resizedImageUrl } from '../image/resized-image-url';

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
 * `/images/coin_icon/{size}/{symbol}.png` for a size we ship as files, shell §9 "Coin icons:
 * cache-busted hourly when forced, else by whitelist version; default 24x24". Any other size is
 * the largest file through the image helper (shell §9 "Image helper"), with the same version.
 */
export function coinIconUrl(symbol: string, { size, forceRefresh, whitelist, now }: CoinIconUrlOptions = {}): string {
  const options = { forceRefresh, whitelist: whitelist ?? DEFAULT_COIN_ICON_WHITELIST, now: now ?? Date.now() };
  const wanted = size !== undefined && Number.isInteger(size) && size > 0 ? size : COIN_ICON_DEFAULT_SIZE;
  if (COIN_ICON_FILE_SIZES.includes(wanted)) return coinIconPath(symbol, { ...options, size: wanted });
  const largest = Math.max(...COIN_ICON_FILE_SIZES);
  return resizedImageUrl(coinIconFile(symbol, largest), {
    width: wanted,
    version: coinIconVersion(symbol.trim(), options),
  });
}
