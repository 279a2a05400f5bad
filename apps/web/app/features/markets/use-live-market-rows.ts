import type { StreamTicker } from '@meridian/contracts';
import type { MarketRow } from '@meridian/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { tickerFigures, useMarketStream } from '../../shell/market-data';

/** Runs `callback` before the next paint (or soon, where the page is not painted). */
function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

function withTicker(row: MarketRow, ticker: StreamTicker): MarketRow {
  return {
    ...row,
    ...tickerFigures(ticker),
    spark: row.spark.length > 0 ? [...row.spark.slice(0, -1), ticker.last] : row.spark,
  };
}

/**
 * The rows as the server rendered them, then kept live by the stream's `spot.tickers` updates: the
 * last price and 24 h figures change in place, and the sparkline's last point follows the price.
 * The stream sends one message per pair; the updates of one frame are applied together, so a
 * table of every market renders once a frame, not once a pair.
 */
export function useLiveMarketRows(initial: readonly MarketRow[]): MarketRow[] {
  const [rows, setRows] = useState<MarketRow[]>(() => [...initial]);
  useEffect(() => setRows([...initial]), [initial]);
  const pairs = useMemo(() => initial.map((row) => row.pair), [initial]);
  const pending = useRef(new Map<string, StreamTicker>());
  const cancelFlush = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      cancelFlush.current?.();
      cancelFlush.current = null;
    },
    [],
  );
  useMarketStream('spot.tickers', pairs, (ticker) => {
    pending.current.set(ticker.currency_pair, ticker);
    cancelFlush.current ??= nextFrame(() => {
      cancelFlush.current = null;
      const updates = new Map(pending.current);
      pending.current.clear();
      setRows((current) =>
        current.map((row) => {
          const update = updates.get(row.pair);
          return update ? withTicker(row, update) : row;
        }),
      );
    });
  });
  return rows;
}
