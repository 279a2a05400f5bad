/** shell §9 "Coin icons ... default 24x24". */
export const COIN_ICON_DEFAULT_SIZE = 24;
/** shell §9 "Coin icons: cache-busted hourly when forced". */
export const COIN_ICON_FORCED_REFRESH_MS = 3_600_000;

/** shell §3 "Common config: coinIconVersionWhiteList (coin symbols whose icon cache version is refreshed)." */
export interface CoinIconWhitelist {
  readonly version: string;
  readonly coinIconVersionWhiteList: readonly string[];
}

/**
 * shell §7 coin_icon_whitelist.json: "failure falls back to a default list". The list and its
 * version are ours (the spec shows neither): the coins most pages show.
 */
export const DEFAULT_COIN_ICON_WHITELIST: CoinIconWhitelist = Object.freeze({
  version: '1',
  coinIconVersionWhiteList: Object.freeze(['BTC', 'ETH', 'USDT', 'USDC', 'BNB', 'XRP', 'SOL', 'DOGE', 'TRX', 'ADA']),
});

export interface CoinIconOptions {
  /** Square size in px; shell §9 "default 24x24". */
  size?: number;
  /** Bust the cache once an hour (shell §9). */
  forceRefresh?: boolean;
  whitelist: CoinIconWhitelist;
  /** ms since the epoch. */
  now: number;
}

/**
 * shell §9 "Coin icons: cache-busted hourly when forced, else by whitelist version": the `v`
 * query value, or undefined when the icon may stay cached as it is.
 */
export function coinIconVersion(
  symbol: string,
  { forceRefresh, whitelist, now }: Omit<CoinIconOptions, 'size'>,
): string | undefined {
  if (forceRefresh) return String(Math.floor(now / COIN_ICON_FORCED_REFRESH_MS));
  const wanted = symbol.toUpperCase();
  const listed = whitelist.coinIconVersionWhiteList.some((s) => s.toUpperCase() === wanted);
  return listed && whitelist.version ? whitelist.version : undefined;
}

/**
 * The sizes shipped as files (apps/web/public/images/coin_icon/{size}/); any other size is the
 * largest file resized by the image endpoint (the web's coinIconUrl, decision 0054).
 */
export const COIN_ICON_FILE_SIZES: readonly number[] = Object.freeze([COIN_ICON_DEFAULT_SIZE, 64]);

/** `/images/coin_icon/{size}/{symbol}.png`: the file of one shipped size. */
export function coinIconFile(symbol: string, size: number): string {
  return `/images/coin_icon/${size}/${encodeURIComponent(symbol.trim().toLowerCase())}.png`;
}

/** `/images/coin_icon/{size}/{symbol}.png`, with `?v=` per `coinIconVersion`. */
export function coinIconPath(symbol: string, options: CoinIconOptions): string {
  const size =
    options.size !== undefined && Number.isInteger(options.size) && options.size > 0
      ? options.size
      : COIN_ICON_DEFAULT_SIZE;
  const file = coinIconFile(symbol, size);
  const version = coinIconVersion(symbol.trim(), options);
  return version === undefined ? file : `${file}?v=${encodeURIComponent(version)}`;
}

/** shell §3 "Page download links config: per path, web and h5 entries with a c parameter, plus china_apk and overseas_apk." */
export interface PageDownloadLinks {
  china_apk?: string | undefined;
  overseas_apk?: string | undefined;
  pages?: Record<string, { web: { c: string }; h5: { c: string } }> | undefined;
}

/** shell §7 page_download_links.json: "failure falls back to an empty object". */
export function defaultPageDownloadLinks(): PageDownloadLinks {
  return {};
}
