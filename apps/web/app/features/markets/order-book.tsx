import {
  type BookLevel,
  bookRows,
  bookSpread,
  bookSteps,
  depthPercent,
  groupLevels,
  localizeAmountText,
} from '@meridian/domain';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useMarketStream } from '../../shell/market-data';
import { useSite } from '../../shell/site';
import { PriceText } from './price-text';

/** Levels a side shows. */
export const BOOK_DEPTH = 12;
/** Levels asked of the stream, so a coarser step still fills its rows. */
const STREAM_LEVELS = '50';

export interface OrderBookProps {
  pair: string;
  base: string;
  quote: string;
  pricePrecision: number;
  amountPrecision: number;
  /** The book the page was rendered with (REST), or null when it could not be read. */
  initial: { asks: BookLevel[]; bids: BookLevel[] } | null;
  /** The last trade price, shown between the sides. */
  last: string | undefined;
}

/**
 * The order book: sell orders above, buy orders below, best prices in the middle with the spread,
 * depth bars, a price step to group levels by; kept live by the stream's `spot.order_book` snapshots.
 */
export function OrderBook({ pair, base, quote, pricePrecision, amountPrecision, initial, last }: OrderBookProps) {
  const t = useTranslations('trade');
  const { numberSymbols } = useSite();
  const [book, setBook] = useState(initial);
  const steps = bookSteps(pricePrecision);
  const [step, setStep] = useState(steps[0] ?? '1');
  const stepId = useId();
  useMarketStream('spot.order_book', [pair, STREAM_LEVELS, '100ms'], (update) => {
    if (update.s === pair) setBook({ asks: update.asks, bids: update.bids });
  });

  if (!book) return <p data-testid="order-book-unavailable">{t('book.unavailable')}</p>;
  const stepDecimals = Math.max(0, (step.split('.')[1] ?? '').length);
  const asks = bookRows(groupLevels(book.asks, step, 'ask'), BOOK_DEPTH);
  const bids = bookRows(groupLevels(book.bids, step, 'bid'), BOOK_DEPTH);
  const largest = [asks.at(-1)?.cumulative ?? '0', bids.at(-1)?.cumulative ?? '0'].reduce((a, b) =>
    Number(a) > Number(b) ? a : b,
  );
  const spread = bookSpread(book.asks[0]?.[0], book.bids[0]?.[0]);
  const amount = (text: string) => localizeAmountText(text, numberSymbols, { precision: amountPrecision });

  const rows = (side: 'ask' | 'bid', list: typeof asks) =>
    list.map((row) => (
      <tr key={row.price} className={`book-row book-row--${side}`} data-testid={`book-${side}`}>
        <td className="num book-row__price">
          {/* Width in 5 % steps by class: the CSP applies no style attribute of server HTML. */}
          <span
            className="book-row__depth"
            data-depth={Math.round(depthPercent(row.cumulative, largest) / 5)}
            aria-hidden="true"
          />
          <PriceText value={row.price} precision={Math.min(pricePrecision, stepDecimals)} />
        </td>
        <td className="num">{amount(row.amount)}</td>
        <td className="num">{localizeAmountText(row.total, numberSymbols, { precision: pricePrecision })}</td>
      </tr>
    ));

  return (
    <div className="order-book" data-testid="order-book">
      <label className="order-book__step" htmlFor={stepId}>
        {t('book.step')}
        <select id={stepId} value={step} onChange={(event) => setStep(event.target.value)} data-testid="book-step">
          {steps.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <table className="book-table">
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('book.price', { currency: quote })}
            </th>
            <th scope="col" className="num">
              {t('book.amount', { currency: base })}
            </th>
            <th scope="col" className="num">
              {t('book.total', { currency: quote })}
            </th>
          </tr>
        </thead>
        <tbody aria-label={t('book.asks')}>{rows('ask', [...asks].reverse())}</tbody>
        <tbody>
          <tr className="book-mid">
            <td className="num" data-testid="book-last">
              {last ? <PriceText value={last} precision={pricePrecision} /> : null}
            </td>
            <td colSpan={2} className="num book-mid__spread" data-testid="book-spread">
              {spread ? (
                <>
                  {t('book.spread')} <PriceText value={spread.value} precision={pricePrecision} /> (
                  {localizeAmountText(spread.percent, numberSymbols, { precision: 2, minDecimals: 2 })}%)
                </>
              ) : null}
            </td>
          </tr>
        </tbody>
        <tbody aria-label={t('book.bids')}>{rows('bid', bids)}</tbody>
      </table>
    </div>
  );
}
