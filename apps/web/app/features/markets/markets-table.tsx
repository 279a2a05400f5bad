import {
  changeDirection,
  fiatValue,
  localizeAmountText,
  type MarketRow,
  type MarketSortKey,
  type SortDirection,
} from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { usePageHref, useSite } from '../../shell/site';
import { PriceText } from './price-text';
import { Sparkline } from './sparkline';

/** The site's chosen fiat for the "≈" line under each price (site settings: curr_fiat and its rate). */
export interface FiatChoice {
  code: string;
  symbol: string;
  rate: string | undefined;
}

export interface MarketsTableProps {
  rows: readonly MarketRow[];
  /** Every market, for the dollar prices of quote currencies (an ETH_BTC price in fiat). */
  allRows: readonly MarketRow[];
  fiat: FiatChoice | null;
  /** The table's name (the id of a heading). */
  labelledBy: string;
  /** High and low columns (the markets page; the home table leaves them out). */
  wide?: boolean;
  /** Sortable headers: the current column and direction, and what a header click asks for. */
  sort?: { key: MarketSortKey; direction: SortDirection; onSort: (key: MarketSortKey) => void };
  testId: string;
}

const ariaSort = (sort: MarketsTableProps['sort'], key: MarketSortKey) =>
  sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** Markets as a table: pair with its coin, last price (and its fiat value), 24 h change, volume, sparkline. */
export function MarketsTable({ rows, allRows, fiat, labelledBy, wide = false, sort, testId }: MarketsTableProps) {
  const t = useTranslations('markets');
  const { numberSymbols } = useSite();
  const href = usePageHref();

  const header = (key: MarketSortKey, label: string, className?: string) => (
    <th scope="col" className={className} aria-sort={ariaSort(sort, key)}>
      {sort ? (
        <button type="button" className="markets-table__sort" onClick={() => sort.onSort(key)} data-sort-key={key}>
          {label}
          <span aria-hidden="true" className="markets-table__sort-mark">
            {sort.key === key ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );

  return (
    <table className="markets-table" aria-labelledby={labelledBy} data-testid={testId}>
      <thead>
        <tr>
          {header('pair', t('columns.pair'))}
          {header('last', t('columns.last'), 'num')}
          {header('change', t('columns.change'), 'num')}
          {wide ? header('high', t('columns.high'), 'num wide-only') : null}
          {wide ? header('low', t('columns.low'), 'num wide-only') : null}
          {header('volume', t('columns.volume'), 'num')}
          <th scope="col" className="spark-col">
            {t('columns.chart')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('columns.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const trade = href(`/trade/${row.pair}`);
          const fiatText = fiat ? fiatValue(row, allRows, fiat.rate) : null;
          const direction = changeDirection(row.changePercentage);
          const change = localizeAmountText(row.changePercentage.replace(/^[+-]/, ''), numberSymbols, {
            precision: 2,
            minDecimals: 2,
          });
          const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
          const name = t('pairName', { base: row.base, quote: row.quote });
          return (
            <tr key={row.pair} data-testid={`market-row-${row.pair}`}>
              <th scope="row" className="markets-table__pair">
                <CoinIcon symbol={row.base} />
                {trade ? <a href={trade}>{name}</a> : <span>{name}</span>}
              </th>
              <td className="num" data-testid={`market-last-${row.pair}`} data-value={row.last}>
                <PriceText value={row.last} precision={row.pricePrecision} />
                {fiat && fiatText ? (
                  <span className="markets-table__fiat">
                    {t('fiatValue', {
                      symbol: fiat.symbol,
                      amount: localizeAmountText(fiatText, numberSymbols, { precision: 2, minDecimals: 2 }),
                    })}
                  </span>
                ) : null}
              </td>
              <td
                className={`num change change--${direction}`}
                data-testid={`market-change-${row.pair}`}
                data-value={row.changePercentage}
              >
                <bdi>{t('changeValue', { sign, value: change })}</bdi>
              </td>
              {wide ? (
                <td className="num wide-only">
                  <PriceText value={row.high24h} precision={row.pricePrecision} />
                </td>
              ) : null}
              {wide ? (
                <td className="num wide-only">
                  <PriceText value={row.low24h} precision={row.pricePrecision} />
                </td>
              ) : null}
              <td className="num" data-testid={`market-volume-${row.pair}`}>
                <bdi>
                  {t('volumeValue', {
                    amount: localizeAmountText(row.quoteVolume, numberSymbols, { precision: 0 }),
                    currency: row.quote,
                  })}
                </bdi>
              </td>
              <td className="spark-col">
                <Sparkline closes={row.spark} label={t('sparklineLabel', { pair: name })} />
              </td>
              <td>
                {trade ? (
                  <a className="button button--small" href={trade} aria-label={t('tradePair', { pair: name })}>
                    {t('trade')}
                  </a>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The site's chosen fiat (site settings `curr_fiat`, its symbol and its rate against the dollar). */
export function fiatChoiceOf(settings: {
  curr_fiat: string;
  fiat_list: readonly { name: string; symbol: string }[];
  curr_fiat_market_rates: Readonly<Record<string, string>>;
}): FiatChoice | null {
  const fiat = settings.fiat_list.find((f) => f.name === settings.curr_fiat);
  const rate = settings.curr_fiat_market_rates[settings.curr_fiat];
  return fiat && rate ? { code: fiat.name, symbol: fiat.symbol, rate } : null;
}
