import {
  filterMarketRows,
  type MarketRow,
  type MarketSortKey,
  quoteCurrencies,
  type SortDirection,
  sortMarketRows,
} from '@meridian/domain';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { type FiatChoice, MarketsTable } from './markets-table';
import { useLiveMarketRows } from './use-live-market-rows';
import './markets.css';

/** Columns that read best from the largest down when first chosen. */
const DESCENDING_FIRST = new Set<MarketSortKey>(['last', 'change', 'volume', 'high', 'low']);

/** Every market: search, a quote-currency filter and sorting by any column, kept live by the stream. */
export function MarketsPage({ rows: initial, fiat }: { rows: readonly MarketRow[]; fiat: FiatChoice | null }) {
  const t = useTranslations('markets');
  const rows = useLiveMarketRows(initial);
  const [search, setSearch] = useState('');
  const [quote, setQuote] = useState('all');
  const [sort, setSort] = useState<{ key: MarketSortKey; direction: SortDirection }>({
    key: 'volume',
    direction: 'desc',
  });
  const id = useId();
  const shown = sortMarketRows(filterMarketRows(rows, search, quote), sort.key, sort.direction);
  const onSort = (key: MarketSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: DESCENDING_FIRST.has(key) ? 'desc' : 'asc' },
    );

  return (
    <main className="page markets-page" id="main">
      <h1 id={`${id}-title`}>{t('pageTitle')}</h1>
      <p>{t('pageIntro')}</p>
      {rows.length === 0 ? (
        <p data-testid="markets-unavailable">{t('unavailable')}</p>
      ) : (
        <>
          <div className="markets-page__filters">
            <label className="field">
              <span>{t('searchLabel')}</span>
              <input
                type="search"
                value={search}
                placeholder={t('searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
                data-testid="markets-search"
                autoComplete="off"
              />
            </label>
            <fieldset className="markets-page__quotes">
              <legend>{t('quoteFilter')}</legend>
              {['all', ...quoteCurrencies(rows)].map((code) => (
                <label key={code} className={`chip${quote === code ? ' chip--selected' : ''}`}>
                  <input
                    type="radio"
                    name={`${id}-quote`}
                    value={code}
                    checked={quote === code}
                    onChange={() => setQuote(code)}
                    data-testid={`markets-quote-${code}`}
                  />
                  {code === 'all' ? t('allQuotes') : code}
                </label>
              ))}
            </fieldset>
          </div>
          <p className="visually-hidden" aria-live="polite" data-testid="markets-count">
            {t('resultCount', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p data-testid="markets-empty">{t('noMatch')}</p>
          ) : (
            <div className="table-scroll">
              <MarketsTable
                rows={shown}
                allRows={rows}
                fiat={fiat}
                labelledBy={`${id}-title`}
                wide
                sort={{ ...sort, onSort }}
                testId="markets-table"
              />
            </div>
          )}
        </>
      )}
    </main>
  );
}
