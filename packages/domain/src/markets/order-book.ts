import Big from 'big.js';

/** One price level as the API sends it: [price, amount], decimal text. */
export type BookLevel = readonly [string, string];

/** A level as the book widget shows it: its quote total and the running base amount from the best price. */
export interface BookRow {
  price: string;
  amount: string;
  /** price × amount, in the quote currency. */
  total: string;
  /** The amount of this level and every better one (the depth bar). */
  cumulative: string;
}

/**
 * The price steps a book can be grouped by: the pair's tick (10^-precision) and three coarser ones
 * (×10, ×100, ×1000), never coarser than 1000.
 */
export function bookSteps(precision: number): string[] {
  const steps: string[] = [];
  for (let p = precision; p >= precision - 3 && p >= -3; p--) steps.push(new Big(10).pow(-p).toFixed());
  return steps;
}

/**
 * Levels merged to a price `step`: a bid joins the step at or below its price, an ask the step at
 * or above (the grouped book never shows a better price than there is), amounts summed exactly.
 * Asks come out ascending, bids descending.
 */
export function groupLevels(levels: readonly BookLevel[], step: string, side: 'ask' | 'bid'): BookLevel[] {
  const size = new Big(step);
  if (size.lte(0)) return [...levels];
  const grouped = new Map<string, Big>();
  for (const [price, amount] of levels) {
    const units = new Big(price).div(size);
    // Big rounding modes: 0 rounds down (toward zero), 3 rounds up (away from zero); prices are positive.
    const bucket = units
      .round(0, side === 'bid' ? 0 : 3)
      .times(size)
      .toFixed();
    grouped.set(bucket, (grouped.get(bucket) ?? new Big(0)).plus(amount));
  }
  const sign = side === 'ask' ? 1 : -1;
  return [...grouped]
    .map(([price, amount]): BookLevel => [price, amount.toFixed()])
    .sort((a, b) => sign * new Big(a[0]).cmp(b[0]));
}

/** The rows of one side, best first, with totals and running amounts; `limit` levels at most. */
export function bookRows(levels: readonly BookLevel[], limit: number): BookRow[] {
  let running = new Big(0);
  return levels.slice(0, limit).map(([price, amount]) => {
    running = running.plus(amount);
    return { price, amount, total: new Big(price).times(amount).toFixed(), cumulative: running.toFixed() };
  });
}

/** The gap between the best ask and the best bid, and that gap as a percentage of the ask (2 decimals, cut). */
export function bookSpread(
  bestAsk: string | undefined,
  bestBid: string | undefined,
): { value: string; percent: string } | null {
  if (bestAsk === undefined || bestBid === undefined) return null;
  const ask = new Big(bestAsk);
  const value = ask.minus(bestBid);
  if (ask.lte(0)) return null;
  return { value: value.toFixed(), percent: value.div(ask).times(100).round(2, 0).toFixed(2) };
}

/** A row's depth-bar width in percent of the side's largest running amount (0–100). */
export function depthPercent(cumulative: string, largest: string): number {
  const max = new Big(largest);
  if (max.lte(0)) return 0;
  return Math.min(100, Number(new Big(cumulative).div(max).times(100).toFixed(1)));
}
