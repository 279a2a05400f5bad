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

/** shell §2: spot and margin on /trade/{pair}, USDT perpetual futures on /futures/USDT/{contract}. */
export type TradeMode = 'spot' | 'margin' | 'futures';
type Section = 'chart' | 'book' | 'trades' | 'order';
const SECTIONS: readonly Section[] = ['chart', 'book', 'trades'];
/** With trading: the form and the user's orders are one more view on phones. */
const TRADING_SECTIONS: readonly Section[] = ['chart', 'book', 'trades', 'order'];

export interface TradeViewProps {
  row: MarketRow;
  rows: readonly MarketRow[];
  amountPrecision: number;
  book: { asks: BookLevel[]; bids: BookLevel[] } | null;
  trades: TradeLine[] | null;
  /** shell §2 "tab=isolated_margin for margin". */
  mode: TradeMode;
  /** The pair's USDT perpetual contract (`BTC_USDT`), when it has one: the mode nav links to its futures page. */
  futuresContract?: string;
  /** The price chart (features/price-chart, composed by the route). */
  chart: ReactNode;
  /** The order form (features/spot-trading, composed by the route): beside the chart and the book. */
  orderPanel?: ReactNode;
  /** The user's orders and balances on the pair: below the chart. */
  accountPanel?: ReactNode;
}

/**
 * The trade page of one market: its header with the market switcher, the trading mode, the
 * chart, the order book and the recent trades, all live, and (when given) the order form and the
 * user's orders. On phones (below 768 px) the views are tabs; on wider screens they sit side by side.
 */
export function TradeView({
  row,
  rows,
  amountPrecision,
  book,
  trades,
  mode,
  futuresContract,
  chart,
  orderPanel,
  accountPanel,
}: TradeViewProps) {
  const t = useTranslations('trade');
  const to = useLocalizedPath();
  const id = useId();
  const [section, setSection] = useState<Section>('chart');
  const base = to(`/trade/${row.pair}`);
  const trading = orderPanel !== undefined;
  const sections = trading ? TRADING_SECTIONS : SECTIONS;
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
        {futuresContract ? (
          // shell §2 "/futures/{closeUnit}/{contract}".
          <a
            href={to(`/futures/USDT/${futuresContract}`)}
            aria-current={mode === 'futures' ? 'page' : undefined}
            data-testid="mode-futures"
          >
            {t('modes.futures')}
          </a>
        ) : null}
      </nav>
      <div role="tablist" aria-label={t('sections.label')} className="tabs trade-sections">
        {sections.map((name) => (
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
      <div className={trading ? 'trade-grid trade-grid--trading' : 'trade-grid'}>
        <section id={`${id}-chart`} className="trade-panel trade-panel--chart" aria-label={t('sections.chart')}>
          {chart}
        </section>
        <section id={`${id}-book`} className="trade-panel trade-panel--book" aria-labelledby={`${id}-book-title`}>
          <h2 id={`${id}-book-title`}>{t('sections.book')}</h2>
          <OrderBook {...widgetProps} initial={book} last={row.last} />
        </section>
        {trading ? (
          <section id={`${id}-order`} className="trade-panel trade-panel--order" aria-labelledby={`${id}-order-title`}>
            <h2 id={`${id}-order-title`}>{t('sections.order')}</h2>
            {orderPanel}
          </section>
        ) : null}
        {trading && accountPanel !== undefined ? (
          <div className="trade-panel trade-panel--account">{accountPanel}</div>
        ) : null}
        <section id={`${id}-trades`} className="trade-panel trade-panel--trades" aria-labelledby={`${id}-trades-title`}>
          <h2 id={`${id}-trades-title`}>{t('sections.trades')}</h2>
          <RecentTrades {...widgetProps} initial={trades} />
        </section>
      </div>
    </main>
  );
}
