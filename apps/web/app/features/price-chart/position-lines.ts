import { type PositionLine, POSITION_LINE_HEIGHT, POSITION_LINE_PADDING } from './chart-model';

/** A position line placed on the chart: its label row's top in px and its PnL tone. */
export interface PlacedPositionLine {
  line: PositionLine;
  /** The price's y in the main pane. */
  y: number;
  /** The top of its label row (centred on the line, widgets §9 "Position line height 24"). */
  top: number;
  /** widgets §9 "padding 40": the row's distance from the chart's inline start. */
  inset: number;
  pnlTone: 'up' | 'down' | 'neutral';
}

/**
 * widgets §3 position lines: the visible ones whose price is on the pane, with their row placed on
 * the price (rows never leave the pane). `priceToY` is the series' priceToCoordinate.
 */
export function placePositionLines(
  lines: readonly PositionLine[],
  priceToY: (price: number) => number | null,
  paneHeight: number,
): PlacedPositionLine[] {
  return lines.flatMap((line) => {
    if (!line.visible) return [];
    const y = priceToY(line.avgPrice);
    if (y === null || y < 0 || y > paneHeight) return [];
    const top = Math.min(Math.max(y - POSITION_LINE_HEIGHT / 2, 0), Math.max(paneHeight - POSITION_LINE_HEIGHT, 0));
    const pnl = line.pnlValue;
    const pnlTone = pnl === undefined || pnl === 0 ? 'neutral' : pnl > 0 ? 'up' : 'down';
    return [{ line, y, top, inset: POSITION_LINE_PADDING, pnlTone }];
  });
}

/** The PnL and quantity a row shows: the text when given, else the value (widgets §3 "pnlText or pnlValue, qtyText or qty"). */
export function positionLineTexts(line: PositionLine, formatNumber: (n: number) => string) {
  const pnl = line.pnlText ?? (line.pnlValue === undefined ? undefined : formatNumber(line.pnlValue));
  const qty = line.qtyText ?? (line.qty === undefined ? undefined : formatNumber(line.qty));
  return { pnl, qty };
}
