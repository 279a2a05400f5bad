import type { FuturesTrade, SpotUserTrade } from '@meridian/contracts';
import { type BuySellMarker, ChartSide } from './chart-model';

// The user's fills as widgets §3 buy/sell markers: pure mappings from the API's trades (spot fills
// on the trade page, futures trades on the futures page) to what the chart draws.

/** One fill of the user, whichever market it came from. */
export interface ChartFill {
  id: string;
  /** widgets §3 "Sides: Buy 1, Sell -1." */
  side: ChartSide;
  /** Decimal text, as the API sends it. */
  price: string;
  quantity: string;
  timeMs: number;
  /** What the fill was (a futures trade's reason: open, close, tp …), for its tooltip. */
  reason?: FuturesTrade['reason'];
}

const sideOf = (side: 'buy' | 'sell'): ChartSide => (side === 'buy' ? ChartSide.Buy : ChartSide.Sell);

/** Spot fills (getSpotUserTrades). */
export function spotChartFills(
  trades: ReadonlyArray<Pick<SpotUserTrade, 'id' | 'side' | 'price' | 'amount' | 'create_time_ms'>>,
): ChartFill[] {
  return trades.map((t) => ({
    id: t.id,
    side: sideOf(t.side),
    price: t.price,
    quantity: t.amount,
    timeMs: t.create_time_ms,
  }));
}

/** Futures trades (getFuturesTrades): an open, add, close, trigger, liquidation or reverse. */
export function futuresChartFills(
  trades: ReadonlyArray<Pick<FuturesTrade, 'id' | 'side' | 'price' | 'size' | 'reason' | 'create_time_ms'>>,
): ChartFill[] {
  return trades.map((t) => ({
    id: t.id,
    side: sideOf(t.side),
    price: t.price,
    quantity: t.size,
    timeMs: t.create_time_ms,
    reason: t.reason,
  }));
}

/**
 * widgets §3 "Buy/sell marker: time, type (buy or sell), price, quantity, symbol, rawTimestamp,
 * tooltip": one marker per fill with a usable price and quantity, oldest first; `note` gives the
 * tooltip's extra text (the fill's reason, translated by the caller), empty by default.
 */
export function buildFillMarkers(
  fills: readonly ChartFill[],
  symbol: string,
  note: (fill: ChartFill) => string = () => '',
): BuySellMarker[] {
  return fills
    .flatMap((fill) => {
      const price = Number(fill.price);
      const quantity = Number(fill.quantity);
      if (!(price > 0) || !(quantity > 0) || !Number.isFinite(fill.timeMs)) return [];
      return [
        {
          time: Math.floor(fill.timeMs / 1000),
          type: fill.side === ChartSide.Buy ? ('buy' as const) : ('sell' as const),
          price,
          quantity,
          symbol,
          rawTimestamp: fill.timeMs,
          tooltip: note(fill),
        },
      ];
    })
    .sort((a, b) => a.rawTimestamp - b.rawTimestamp);
}
