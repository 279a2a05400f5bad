import { describe, expect, it } from 'vitest';
import { ChartOrderType, type PositionLine, POSITION_LINE_HEIGHT, POSITION_LINE_PADDING } from './chart-model';
import { placePositionLines, positionLineTexts } from './position-lines';

const line = (over: Partial<PositionLine>): PositionLine => ({
  id: 'p1',
  type: ChartOrderType.Position,
  avgPrice: 100,
  visible: true,
  sideText: 'Long',
  showCloseButton: true,
  showTPSLButton: true,
  showReverseButton: true,
  tooltips: {},
  ...over,
});

// A pane 400 px high showing prices 0 (bottom) to 200 (top).
const priceToY = (price: number) => (price < -1000 ? null : 400 - price * 2);

describe('position lines', () => {
  it('widgets §9 "Position line height 24, padding 40"', () => {
    expect(POSITION_LINE_HEIGHT).toBe(24);
    expect(POSITION_LINE_PADDING).toBe(40);
    const [placed] = placePositionLines([line({})], priceToY, 400);
    expect(placed?.y).toBe(200);
    expect(placed?.top).toBe(200 - 12);
    expect(placed?.inset).toBe(40);
  });

  it('widgets §3 "visible": hidden lines and lines off the pane are not drawn', () => {
    const lines = [
      line({ id: 'a', visible: false }),
      line({ id: 'b', avgPrice: 500 }),
      line({ id: 'c', avgPrice: -5000 }),
    ];
    expect(placePositionLines(lines, priceToY, 400)).toEqual([]);
  });

  it('keeps a row inside the pane at its edges', () => {
    const [top] = placePositionLines([line({ avgPrice: 200 })], priceToY, 400);
    const [bottom] = placePositionLines([line({ avgPrice: 0 })], priceToY, 400);
    expect(top?.top).toBe(0);
    expect(bottom?.top).toBe(400 - 24);
  });

  it('tones the PnL by its sign', () => {
    const tones = [5, -5, 0, undefined].map(
      (pnlValue) => placePositionLines([line({ pnlValue })], priceToY, 400)[0]?.pnlTone,
    );
    expect(tones).toEqual(['up', 'down', 'neutral', 'neutral']);
  });

  it('widgets §3 "pnlText or pnlValue, qtyText or qty": the text wins, else the value formatted', () => {
    const format = (n: number) => `#${n}`;
    expect(positionLineTexts(line({ pnlText: '+1 USDT', pnlValue: 1, qty: 3 }), format)).toEqual({
      pnl: '+1 USDT',
      qty: '#3',
    });
    expect(positionLineTexts(line({ pnlValue: -2, qtyText: '3 BTC' }), format)).toEqual({ pnl: '#-2', qty: '3 BTC' });
    expect(positionLineTexts(line({}), format)).toEqual({ pnl: undefined, qty: undefined });
  });
});
