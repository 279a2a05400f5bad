import type { MarketRow } from '@meridian/domain';

/** The ticker fields a markets row shows, as both the REST tickers and the stream's carry them. */
interface TickerFields {
  last: string;
  change_percentage: string;
  high_24h: string;
  low_24h: string;
  base_volume: string;
  quote_volume: string;
}

/** A ticker's figures as a markets row names them (server render and live updates alike). */
export function tickerFigures(
  ticker: TickerFields,
): Pick<MarketRow, 'last' | 'changePercentage' | 'high24h' | 'low24h' | 'baseVolume' | 'quoteVolume'> {
  return {
    last: ticker.last,
    changePercentage: ticker.change_percentage,
    high24h: ticker.high_24h,
    low24h: ticker.low_24h,
    baseVolume: ticker.base_volume,
    quoteVolume: ticker.quote_volume,
  };
}
