import { describe, expect, it, vi } from 'vitest';
import { ChartOrderType, ChartSide } from './chart-model';
import { buildPositionLines, type ChartPosition, type PositionLineTexts } from './position-line-data';

const position = (over: Partial<ChartPosition> = {}): ChartPosition => ({
  id: '7',
  side: 'long',
  size: '0.5',
  leverage: 10,
  entry_price: '64000.5',
  unrealised_pnl: '-12.25',
  tp_price: '70000',
  sl_price: '',
  status: 'open',
  ...over,
});

const texts: PositionLineTexts = {
  side: (side, leverage) => `${side} ${leverage}x`,
  quantity: (size) => `${size} BTC`,
  pnl: (pnl) => `${pnl} USDT`,
  tpsl: (tp, sl) => (tp || sl ? `TP ${tp || '-'} SL ${sl || '-'}` : undefined),
  tooltips: { close: 'Close', tpsl: 'TP/SL', reverse: 'Reverse', pnl: 'PnL' },
};

describe('the open positions as widgets §3 position lines', () => {
  it('widgets §3 "Position line (chart): id, type, avgPrice, visible, sideText, pnlText or pnlValue, qtyText or qty, tpslText ..."', () => {
    const [line] = buildPositionLines([position()], texts, {});
    expect(line).toEqual({
      id: '7',
      type: ChartOrderType.Position,
      side: ChartSide.Buy,
      avgPrice: 64000.5,
      visible: true,
      sideText: 'long 10x',
      pnlText: '-12.25 USDT',
      pnlValue: -12.25,
      qtyText: '0.5 BTC',
      tpslText: 'TP 70000 SL -',
      showCloseButton: false,
      showTPSLButton: false,
      showReverseButton: false,
      tooltips: texts.tooltips,
      onClose: undefined,
      onTpsl: undefined,
      onReverse: undefined,
    });
  });

  it('widgets §3 "Order types in the chart: ... Position 4", "Sides: Buy 1, Sell -1": a short is a Sell line', () => {
    const [line] = buildPositionLines([position({ side: 'short', tp_price: '', sl_price: '' })], texts, {});
    expect(line?.type).toBe(4);
    expect(line?.side).toBe(-1);
    expect(line?.tpslText).toBeUndefined();
  });

  it('widgets §3 "callbacks for close, tpsl and reverse": a button for each callback given, called with the id', () => {
    const onClose = vi.fn();
    const onReverse = vi.fn();
    const [line] = buildPositionLines([position()], texts, { onClose, onReverse });
    expect([line?.showCloseButton, line?.showTPSLButton, line?.showReverseButton]).toEqual([true, false, true]);
    line?.onClose?.('7');
    line?.onReverse?.('7');
    expect(onClose).toHaveBeenCalledWith('7');
    expect(onReverse).toHaveBeenCalledWith('7');
  });

  it('a closed position, or one without an entry price, has no line (the line goes when the position closes)', () => {
    expect(buildPositionLines([position({ status: 'closed' }), position({ entry_price: '0' })], texts, {})).toEqual([]);
  });

  it('the PnL value follows the mark (each reading of the positions), for its rise or fall colour', () => {
    const [up] = buildPositionLines([position({ unrealised_pnl: '3.5' })], texts, {});
    expect(up?.pnlValue).toBe(3.5);
    expect(up?.pnlText).toBe('3.5 USDT');
  });
});
