import type { BookLevel, MarketRow } from '@meridian/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useLocalizedPath } from '../../shell/site';
import { OrderBook } from './order-book';
import { PairHeader } from './pair-header';
import { PairPicker } from './pair-picker';
import { RecentTrades, type TradeLine } from './recent-trades';
import './markets.css';
import './trade.css';

export type TradeMode = 'spot' | 'margin';
type Section = 'chart' | 'book' | 'trades';
const SECTIONS: readonly Section[] = ['chart', 'book', 'trades'];

export interface TradeViewProps {
  row: MarketRow;
  rows: readonly MarketRow[];
  amountPrecision: number;
  book: { asks: BookLevel[]; bids: BookLevel[] } | null;
  trades: TradeLine[] | null;
  /** shell §2 "tab=isolated_margin for margin". */
  mode: TradeMode;
  /** The price chart (features/price-chart, composed by the route). */
  chart: ReactNode;
}

/**
 * The trade page of one market: its header with the market switcher, the trading mode, the
 * chart, the order book and the recent trades, all live. On phones (below 768 px) the three
 * views are tabs; on wider screens they sit side by side.
 */
export function TradeView({ row, rows, amountPrecision, book, trades, mode, chart }: TradeViewProps) {
  const t = useTranslations('trade');
  const to = useLocalizedPath();
  const id = useId();
  const [section, setSection] = useState<Section>('chart');
  const base = to(`/trade/${row.pair}`);
  const widgetProps = {
    pair: row.pair,
    base: row.base,
    quote: row.quote,
    pricePrecision: row.pricePrecision,
    amountPrecision,
  };

  return (
    <main className="page trade-page" id="main" data-section={section}>
      <PairHeader row={row} picker={<PairPicker rows={rows} current={row.pair} />} />
      <nav aria-label={t('modes.label')} className="trade-modes">
        <a href={base} aria-current={mode === 'spot' ? 'page' : undefined} data-testid="mode-spot">
          {t('modes.spot')}
        </a>
        <a
          href={`${base}?tab=isolated_margin`}
          aria-current={mode === 'margin' ? 'page' : undefined}
          data-testid="mode-margin"
        >
          {t('modes.margin')}
        </a>
      </nav>
      <div role="tablist" aria-label={t('sections.label')} className="tabs trade-sections">
        {SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={section === name}
            aria-controls={`${id}-${name}`}
            className="tabs__tab"
            onClick={() => setSection(name)}
            data-testid={`section-tab-${name}`}
          >
            {t(`sections.${name}`)}
          </button>
        ))}
      </div>
      <div className="trade-grid">
        <section id={`${id}-chart`} className="trade-panel trade-panel--chart" aria-label={t('sections.chart')}>
          {chart}
        </section>
        <section id={`${id}-book`} className="trade-panel trade-panel--book" aria-labelledby={`${id}-book-title`}>
          <h2 id={`${id}-book-title`}>{t('sections.book')}</h2>
          <OrderBook {...widgetProps} initial={book} last={row.last} />
        </section>
        <section id={`${id}-trades`} className="trade-panel trade-panel--trades" aria-labelledby={`${id}-trades-title`}>
          <h2 id={`${id}-trades-title`}>{t('sections.trades')}</h2>
          <RecentTrades {...widgetProps} initial={trades} />
        </section>
      </div>
    </main>
  );
}
