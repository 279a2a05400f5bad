import { MARKET_TABS, type MarketRow, type MarketTab, marketTabRows } from '@meridian/domain';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { usePageHref } from '../../shell/site';
import { type FiatChoice, MarketsTable } from './markets-table';
import { useLiveMarketRows } from './use-live-market-rows';
import './markets.css';

/** Rows a home tab shows. */
export const HOME_TAB_ROWS = 8;

/**
 * The home page's live markets: top gainers, losers and volume in tabs, server-rendered and then
 * kept live by the stream; a link to the full markets page.
 */
export function HomeMarkets({ rows: initial, fiat }: { rows: readonly MarketRow[]; fiat: FiatChoice | null }) {
  const t = useTranslations('markets');
  const href = usePageHref();
  const rows = useLiveMarketRows(initial);
  const [tab, setTab] = useState<MarketTab>('gainers');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const all = href('/price');

  // WAI-ARIA tabs: arrows move between the tabs (and choose), Home and End go to the ends.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = MARKET_TABS.length - 1;
    const rtl = event.currentTarget.closest('[dir="rtl"]') !== null;
    const next: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = (target + MARKET_TABS.length) % MARKET_TABS.length;
    const chosen = MARKET_TABS[wrapped];
    if (chosen) setTab(chosen);
    tabs.current[wrapped]?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="panel home-markets" data-testid="home-markets">
      <div className="home-markets__head">
        <h2 id={`${id}-heading`}>{t('title')}</h2>
        {all ? (
          <a href={all} data-testid="all-markets-link">
            {t('viewAll')}
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p data-testid="markets-unavailable">{t('unavailable')}</p>
      ) : (
        <>
          <div role="tablist" aria-label={t('tabsLabel')} className="tabs">
            {MARKET_TABS.map((name, index) => (
              <button
                key={name}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`${id}-panel`}
                tabIndex={tab === name ? 0 : -1}
                className="tabs__tab"
                data-testid={`home-markets-tab-${name}`}
                onClick={() => setTab(name)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="table-scroll">
            <MarketsTable
              rows={marketTabRows(rows, tab, HOME_TAB_ROWS)}
              allRows={rows}
              fiat={fiat}
              labelledBy={`${id}-tab-${tab}`}
              testId="home-markets-table"
            />
          </div>
        </>
      )}
    </section>
  );
}
