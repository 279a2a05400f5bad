import { type BuySellMarker, MARKER_OFFSETS, type Resolution, resolutionSeconds } from './chart-model';

/** A marker as lightweight-charts' createSeriesMarkers takes it (time in seconds). */
export interface ChartMarker {
  id: string;
  time: number;
  position: 'aboveBar' | 'belowBar';
  shape: 'arrowUp' | 'arrowDown' | 'circle' | 'square';
  color: string;
  text: string;
}

/** The start of the bar of `resolution` that holds `time` (seconds). */
export function barTimeOf(time: number, resolution: Resolution): number {
  const step = resolutionSeconds(resolution);
  return Math.floor(time / step) * step;
}

/**
 * widgets §3 buy/sell markers: a buy is an up arrow below its bar in the rising colour, a sell a
 * down arrow above it in the falling colour; each is aligned to the start of its bar (the library
 * drops a marker whose time is no bar's), and the list is sorted by time as the library needs.
 */
export function buildTradeMarkers(
  markers: readonly BuySellMarker[],
  resolution: Resolution,
  style: { up: string; down: string; buyText: string; sellText: string },
): ChartMarker[] {
  return markers
    .map((m, i) => ({
      id: `trade-${i}-${m.rawTimestamp}`,
      time: barTimeOf(m.time, resolution),
      position: m.type === 'buy' ? ('belowBar' as const) : ('aboveBar' as const),
      shape: m.type === 'buy' ? ('arrowUp' as const) : ('arrowDown' as const),
      color: m.type === 'buy' ? style.up : style.down,
      text: m.type === 'buy' ? style.buyText : style.sellText,
    }))
    .sort((a, b) => a.time - b.time);
}

/** Markers of several sources in one sorted list (one markers plugin per series). */
export function mergeMarkers(...lists: ReadonlyArray<readonly ChartMarker[]>): ChartMarker[] {
  return lists.flat().sort((a, b) => a.time - b.time);
}

/** The trade markers of the bar at `time`, for the tooltip shown while the crosshair is on it. */
export function markersAtBar(markers: readonly BuySellMarker[], time: number, resolution: Resolution): BuySellMarker[] {
  return markers.filter((m) => barTimeOf(m.time, resolution) === time);
}

/**
 * Where a marker tooltip sits beside the crosshair point (widgets §9 "Marker offsets 8, 3, 17, 3",
 * read as top, right, bottom, left): a sell's tooltip 8 px above the point, a buy's 17 px below
 * (clear of its arrow), 3 px beyond it inline, flipped to the other side near the right edge.
 */
export function markerTooltipPosition(
  point: { x: number; y: number },
  type: BuySellMarker['type'],
  box: { width: number; height: number },
  chartWidth: number,
): { left: number; top: number } {
  const top = type === 'sell' ? point.y - MARKER_OFFSETS.top - box.height : point.y + MARKER_OFFSETS.bottom;
  const right = point.x + MARKER_OFFSETS.left;
  const left = right + box.width > chartWidth ? point.x - MARKER_OFFSETS.right - box.width : right;
  return { left: Math.max(0, left), top: Math.max(0, top) };
}
