import type { FuturesTrade, SpotUserTrade } from '@meridian/contracts';
import { localizeAmountText, localizeDecimalText } from '@meridian/domain';
import { useMemo } from 'react';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { buildFillMarkers, futuresChartFills, spotChartFills } from './chart-fills';
import type { BuySellMarker, PositionLine } from './chart-model';
import { buildPositionLines, type ChartPosition, type PositionLineActions } from './position-line-data';

// What a route hands the chart of the user's account: fills as markers, positions as lines, with
// the chart's own texts. The pure builders are chart-fills.ts and position-line-data.ts.

/** Decimals of a PnL on a line (USDT). */
const PNL_DECIMALS = 2;

/** widgets §3 buy/sell markers of the user's spot fills on `symbol`. */
export function useSpotFillMarkers(trades: readonly SpotUserTrade[], symbol: string): BuySellMarker[] {
  return useMemo(() => buildFillMarkers(spotChartFills(trades), symbol), [trades, symbol]);
}

/** widgets §3 buy/sell markers of the user's futures trades on `symbol`, each tooltip with its reason. */
export function useFuturesFillMarkers(trades: readonly FuturesTrade[], symbol: string): BuySellMarker[] {
  const t = useTranslations('chart.marker.reason');
  return useMemo(
    () => buildFillMarkers(futuresChartFills(trades), symbol, (fill) => (fill.reason ? t(fill.reason) : '')),
    [trades, symbol, t],
  );
}

/**
 * widgets §3 position lines of the user's open positions on `symbol`: side and leverage, quantity
 * in the base coin, unrealised PnL in the quote coin, TP/SL; a button for each action given.
 */
export function usePositionLines(
  positions: readonly ChartPosition[],
  symbol: string,
  actions: PositionLineActions,
): PositionLine[] {
  const t = useTranslations('chart.position');
  const { numberSymbols } = useSite();
  const [base = symbol, quote = ''] = symbol.split('_');
  return useMemo(() => {
    const decimal = (text: string) => localizeDecimalText(text, numberSymbols);
    return buildPositionLines(
      positions,
      {
        side: (side, leverage) => t(side, { leverage: String(leverage) }),
        quantity: (size) => `${decimal(size)} ${base}`,
        pnl: (pnl) => {
          const text = localizeAmountText(pnl, numberSymbols, { precision: PNL_DECIMALS, minDecimals: PNL_DECIMALS });
          return `${Number(pnl) > 0 ? '+' : ''}${text} ${quote}`;
        },
        tpsl: (tp, sl) => {
          const parts = [tp ? t('tp', { price: decimal(tp) }) : '', sl ? t('sl', { price: decimal(sl) }) : ''];
          const text = parts.filter(Boolean).join(' · ');
          return text === '' ? undefined : text;
        },
        tooltips: { close: t('close'), tpsl: t('tpsl'), reverse: t('reverse'), pnl: t('pnl') },
      },
      actions,
    );
  }, [positions, actions, t, numberSymbols, base, quote]);
}
