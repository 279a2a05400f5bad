import Big from 'big.js';

/**
 * widgets §3 "Static trade data: trading_volume, curr_count, user_register_count,
 * simple_earn_apr_usdt, max_profit_rate, lend_earn_max_rate, total_reserve_rate", all decimal text:
 * the 24 h spot volume in US dollars (whole dollars), the number of listed spot pairs, the number
 * of registered accounts, and rates as fractions (`0.085` is 8.5 %; the reserve rate `1.16` is 116 %).
 */
export interface StaticTradeData {
  trading_volume: string;
  curr_count: string;
  user_register_count: string;
  simple_earn_apr_usdt: string;
  max_profit_rate: string;
  lend_earn_max_rate: string;
  total_reserve_rate: string;
}

/** widgets §8 "Banner, prize or static-data calls fail | ... zero static data". */
export function zeroStaticTradeData(): StaticTradeData {
  return {
    trading_volume: '0',
    curr_count: '0',
    user_register_count: '0',
    simple_earn_apr_usdt: '0',
    max_profit_rate: '0',
    lend_earn_max_rate: '0',
    total_reserve_rate: '0',
  };
}

/** One pair's 24 h figures, as the spot tickers send them. */
export interface TickerVolume {
  /** `BASE_QUOTE`. */
  currency_pair: string;
  last: string;
  quote_volume: string;
}

/** Quote currencies worth one US dollar (as the markets tables count them). */
const DOLLAR_QUOTES = new Set(['USDT', 'USDC', 'USD']);

const big = (text: string): Big | null => {
  try {
    return new Big(text);
  } catch {
    return null;
  }
};

/**
 * The 24 h spot volume in US dollars over every pair: each pair's quote volume at its quote's
 * dollar price (1 for a dollar stablecoin, else the last price of `<quote>_USDT`, else
 * `<quote>_USDC`), summed exactly and cut to whole dollars. A pair whose quote no market prices
 * in dollars, or with a figure that is not a number, adds nothing.
 */
export function totalDollarVolume(tickers: readonly TickerVolume[]): string {
  const last = new Map(tickers.map((t) => [t.currency_pair, t.last]));
  const dollarPrice = (currency: string): Big | null => {
    if (DOLLAR_QUOTES.has(currency)) return new Big(1);
    for (const quote of ['USDT', 'USDC']) {
      const price = last.get(`${currency}_${quote}`);
      const value = price === undefined ? null : big(price);
      if (value) return value;
    }
    return null;
  };
  let total = new Big(0);
  for (const ticker of tickers) {
    const quote = ticker.currency_pair.split('_')[1] ?? '';
    const price = dollarPrice(quote);
    const volume = big(ticker.quote_volume);
    if (price && volume) total = total.plus(volume.times(price));
  }
  // Big.roundDown = 0: whole dollars, cut toward zero.
  return total.round(0, 0).toFixed(0);
}
