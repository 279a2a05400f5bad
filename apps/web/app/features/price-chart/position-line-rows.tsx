import { useTranslations } from '../../i18n';
import type { PlacedPositionLine } from './position-lines';
import { positionLineTexts } from './position-lines';

/**
 * widgets §3 position lines: the label row over each line (side, quantity, PnL, TP/SL) and its
 * close / TP-SL / reverse buttons, real buttons with names and the tooltips the caller gives.
 */
export function PositionLineRows({
  placed,
  formatNumber,
}: {
  placed: readonly PlacedPositionLine[];
  formatNumber: (n: number) => string;
}) {
  const t = useTranslations('chart');
  return (
    <>
      {placed.map(({ line, top, inset, pnlTone }) => {
        const { pnl, qty } = positionLineTexts(line, formatNumber);
        const price = formatNumber(line.avgPrice);
        const closeTip = line.tooltips.close ?? t('position.close');
        const tpslTip = line.tooltips.tpsl ?? t('position.tpsl');
        const reverseTip = line.tooltips.reverse ?? t('position.reverse');
        return (
          <div
            key={line.id}
            className="price-chart__position"
            role="group"
            aria-label={t('position.label', { side: line.sideText, price })}
            style={{ top, insetInlineStart: inset }}
            data-position-id={line.id}
            data-testid="chart-position-line"
          >
            <span className="price-chart__position-side">{line.sideText}</span>
            {qty !== undefined && (
              <span className="price-chart__position-qty" title={t('position.quantity')}>
                {qty}
              </span>
            )}
            {pnl !== undefined && (
              <span
                className={`price-chart__position-pnl price-chart__position-pnl--${pnlTone}`}
                title={line.tooltips.pnl ?? t('position.pnl')}
              >
                {pnl}
              </span>
            )}
            {line.tpslText !== undefined && <span className="price-chart__position-tpsl">{line.tpslText}</span>}
            {line.showTPSLButton && (
              <button
                type="button"
                aria-label={tpslTip}
                title={tpslTip}
                onClick={() => line.onTpsl?.(line.id)}
                data-testid="chart-line-tpsl"
              >
                {t('position.tpslShort')}
              </button>
            )}
            {line.showReverseButton && (
              <button
                type="button"
                aria-label={reverseTip}
                title={reverseTip}
                onClick={() => line.onReverse?.(line.id)}
                data-testid="chart-line-reverse"
              >
                <span aria-hidden="true">⇅</span>
              </button>
            )}
            {line.showCloseButton && (
              <button
                type="button"
                aria-label={closeTip}
                title={closeTip}
                onClick={() => line.onClose?.(line.id)}
                data-testid="chart-line-close"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        );
      })}
    </>
  );
}
