import type { FuturesPosition } from '@meridian/contracts';
import { ChartOrderType, ChartSide, type PositionLine } from './chart-model';

// The user's open positions as widgets §3 position lines: a pure mapping from the API's positions
// to what the chart draws; the texts and the callbacks come from the caller.

/** What a line needs of a position (getFuturesPositions). */
export type ChartPosition = Pick<
  FuturesPosition,
  'id' | 'side' | 'size' | 'leverage' | 'entry_price' | 'unrealised_pnl' | 'tp_price' | 'sl_price' | 'status'
>;

/** The line's texts, already translated and written in the page's number symbols. */
export interface PositionLineTexts {
  side: (side: ChartPosition['side'], leverage: number) => string;
  quantity: (size: string) => string;
  pnl: (pnl: string) => string;
  /** The take-profit and stop-loss prices ("" when unset); undefined when there is neither. */
  tpsl: (tp: string, sl: string) => string | undefined;
  tooltips: PositionLine['tooltips'];
}

/** widgets §3 "callbacks for close, tpsl and reverse": a line shows the button of each one given. */
export interface PositionLineActions {
  onClose?: (id: string) => void;
  onTpsl?: (id: string) => void;
  onReverse?: (id: string) => void;
}

/**
 * widgets §3 position lines: one line per open position at its entry price (the average price),
 * with its side, quantity, unrealised PnL (text and value, for its colour) and TP/SL; a closed
 * position, or one without a usable entry price, has none.
 */
export function buildPositionLines(
  positions: readonly ChartPosition[],
  texts: PositionLineTexts,
  actions: PositionLineActions,
): PositionLine[] {
  return positions.flatMap((position) => {
    const avgPrice = Number(position.entry_price);
    if (position.status !== 'open' || !(avgPrice > 0)) return [];
    const pnl = Number(position.unrealised_pnl);
    return [
      {
        id: position.id,
        type: ChartOrderType.Position,
        side: position.side === 'long' ? ChartSide.Buy : ChartSide.Sell,
        avgPrice,
        visible: true,
        sideText: texts.side(position.side, position.leverage),
        pnlText: texts.pnl(position.unrealised_pnl),
        pnlValue: Number.isFinite(pnl) ? pnl : undefined,
        qtyText: texts.quantity(position.size),
        tpslText: texts.tpsl(position.tp_price, position.sl_price),
        showCloseButton: actions.onClose !== undefined,
        showTPSLButton: actions.onTpsl !== undefined,
        showReverseButton: actions.onReverse !== undefined,
        tooltips: texts.tooltips,
        onClose: actions.onClose,
        onTpsl: actions.onTpsl,
        onReverse: actions.onReverse,
      },
    ];
  });
}
