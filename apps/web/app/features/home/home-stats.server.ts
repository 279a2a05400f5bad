import { getHomeStaticTradeData } from '@meridian/contracts';
import { zeroStaticTradeData, type StaticTradeData } from '@meridian/domain';
import { createTtlCache, getEnvelope, SERVER_REQUEST_TIMEOUT_MS, type ApiFetch } from '../../shell/http';
import type { HomeStats } from './home-stats';

/** The figures move slowly; every home page shows them. Half a minute of staleness is fine. */
const STATIC_TRADE_DATA_TTL_MS = 30_000;
const cache = createTtlCache<StaticTradeData>({ ttlMs: STATIC_TRADE_DATA_TTL_MS, maxEntries: 1 });

/**
 * widgets §7 site/homeStaticTradeData; widgets §8 "static-data calls fail → zero static data"
 * (not kept: the next page asks again).
 */
export function loadStaticTradeData(api: ApiFetch): Promise<StaticTradeData> {
  return cache('static-trade-data', async () => {
    const outcome = await getEnvelope(api, getHomeStaticTradeData, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
    return outcome.ok ? { value: outcome.data, cache: true } : { value: zeroStaticTradeData(), cache: false };
  });
}

/**
 * The home page's figures written for `lang` here, on the server: compact forms ("$1.2B",
 * "1,2 Mrd. $") need the locale's CLDR data, which the page's script should not carry; the
 * browser shows the same text it hydrates (no Intl while hydrating). Null when every figure is
 * zero (the call failed): the section is left out rather than showing zeros.
 */
export function homeStats(data: StaticTradeData, lang: string): HomeStats | null {
  const numbers = Object.values(data).map(Number);
  if (numbers.every((n) => !Number.isFinite(n) || n === 0)) return null;
  const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  const dollars = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const whole = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  // Display only: the exact figures stay decimal text in the API's answer.
  return {
    volume: dollars.format(Number(data.trading_volume)),
    pairs: whole.format(Number(data.curr_count)),
    users: compact.format(Number(data.user_register_count)),
    earnApr: percent.format(Number(data.simple_earn_apr_usdt)),
    reserve: percent.format(Number(data.total_reserve_rate)),
  };
}
