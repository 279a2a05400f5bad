// @vitest-environment happy-dom
import type { FuturesPosition, FuturesTrade } from '@meridian/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { useFuturesFillMarkers, usePositionLines } from './use-chart-overlays';

afterEach(cleanup);

const POSITION: FuturesPosition = {
  id: '31',
  contract: 'BTC_USDT',
  side: 'short',
  size: '0.5',
  leverage: 10,
  entry_price: '64000',
  mark_price: '63975',
  margin: '3200',
  liq_price: '67000',
  unrealised_pnl: '12.5',
  realised_pnl: '0',
  tp_price: '60000',
  sl_price: '70000',
  status: 'open',
  close_price: '',
  close_reason: '',
  create_time_ms: 1,
  update_time_ms: 1,
};
const TRADE: FuturesTrade = {
  id: '5',
  position_id: '31',
  contract: 'BTC_USDT',
  side: 'sell',
  size: '0.5',
  price: '64000',
  fee: '16',
  pnl: '0',
  reason: 'open',
  create_time_ms: 1_700_000_000_000,
};
const ACTIONS = { onClose: () => undefined };

function Probe({ positions, trades }: { positions: FuturesPosition[]; trades: FuturesTrade[] }) {
  const lines = usePositionLines(positions, 'BTC_USDT', ACTIONS);
  const markers = useFuturesFillMarkers(trades, 'BTC_USDT');
  return (
    <pre data-testid="probe">
      {JSON.stringify({
        lines: lines.map((l) => [l.sideText, l.qtyText, l.pnlText, l.tpslText, l.showCloseButton, l.showTPSLButton]),
        markers: markers.map((m) => [m.type, m.tooltip]),
      })}
    </pre>
  );
}

const probe = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as unknown;

describe('the route-facing hooks: texts of the lines and markers in the page language', () => {
  it('a short line with its leverage, quantity, signed PnL and both triggers; buttons for the actions given', () => {
    renderWithShell(<Probe positions={[POSITION]} trades={[TRADE]} />);
    expect(probe()).toEqual({
      lines: [['Short 10×', '0.5 BTC', '+12.50 USDT', 'TP 60,000 · SL 70,000', true, false]],
      markers: [['sell', 'Open']],
    });
  });

  it('German: the same figures with the German texts and number symbols', () => {
    renderWithShell(<Probe positions={[{ ...POSITION, unrealised_pnl: '-1234.5', tp_price: '' }]} trades={[]} />, {
      locale: 'de',
    });
    expect(probe()).toEqual({
      lines: [['Short 10×', '0,5 BTC', '-1.234,50 USDT', 'SL 70.000', true, false]],
      markers: [],
    });
  });
});
