import type { MarketRow } from '@meridian/domain';
import { useEffect, useMemo, useState } from 'react';
import { useMarketStream } from '../../shell/market-data';

/**
 * The rows as the server rendered them, then kept live by the stream's `spot.tickers` updates: the
 * last price and 24 h figures change in place, and the sparkline's last point follows the price.
 */
export function useLiveMarketRows(initial: readonly MarketRow[]): MarketRow[] {
  const [rows, setRows] = useState<MarketRow[]>(() => [...initial]);
  useEffect(() => setRows([...initial]), [initial]);
  const pairs = useMemo(() => initial.map((row) => row.pair), [initial]);
  useMarketStream('spot.tickers', pairs, (ticker) =>
    setRows((current) =>
      current.map((row) =>
        row.pair === ticker.currency_pair
          ? {
              ...row,
              last: ticker.last,
              changePercentage: ticker.change_percentage,
              high24h: ticker.high_24h,
              low24h: ticker.low_24h,
              baseVolume: ticker.base_volume,
              quoteVolume: ticker.quote_volume,
              spark: row.spark.length > 0 ? [...row.spark.slice(0, -1), ticker.last] : row.spark,
            }
          : row,
      ),
    ),
  );
  return rows;
}
