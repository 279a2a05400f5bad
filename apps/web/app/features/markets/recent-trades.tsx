import { localizeAmountText } from '@meridian/domain';
import { useEffect, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useMarketStream } from '../../shell/market-data';
import { useSite } from '../../shell/site';
import { PriceText } from './price-text';

/** Trades the list keeps, newest first. */
export const RECENT_TRADES = 30;

/** One public trade as the list shows it (REST and stream trades both become this). */
export interface TradeLine {
  id: string;
  /** ms since the epoch. */
  time: number;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:MM:SS of an instant, in UTC or in the browser's own zone (after hydration). */
const clock = (ms: number, local: boolean) => {
  const d = new Date(ms);
  return local
    ? `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
    : `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/**
 * The market's latest public trades (the taker's side coloured by the rise colour), newest first,
 * kept live by the stream's `spot.trades`. Times are UTC in the server's HTML and switch to the
 * browser's zone once hydrated (the server cannot know the zone; no hydration mismatch).
 */
export function RecentTrades(props: {
  pair: string;
  base: string;
  quote: string;
  pricePrecision: number;
  amountPrecision: number;
  initial: TradeLine[] | null;
}) {
  const { pair, base, quote, pricePrecision, amountPrecision } = props;
  const t = useTranslations('trade');
  const { numberSymbols } = useSite();
  const [trades, setTrades] = useState(props.initial);
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  useMarketStream('spot.trades', [pair], (trade) => {
    if (trade.currency_pair !== pair) return;
    const line: TradeLine = {
      id: String(trade.id),
      time: Math.floor(Number(trade.create_time_ms)),
      side: trade.side,
      price: trade.price,
      amount: trade.amount,
    };
    setTrades((current) =>
      current?.some((x) => x.id === line.id) ? current : [line, ...(current ?? [])].slice(0, RECENT_TRADES),
    );
  });

  if (!trades) return <p data-testid="trades-unavailable">{t('trades.unavailable')}</p>;
  if (trades.length === 0) return <p data-testid="trades-empty">{t('trades.empty')}</p>;
  return (
    <table className="trades-table" data-testid="recent-trades">
      <thead>
        <tr>
          <th scope="col">{t('trades.time')}</th>
          <th scope="col" className="num">
            {t('trades.price', { currency: quote })}
          </th>
          <th scope="col" className="num">
            {t('trades.amount', { currency: base })}
          </th>
        </tr>
      </thead>
      <tbody>
        {trades.map((trade) => (
          <tr key={trade.id} data-testid="trade-row" data-side={trade.side}>
            <td dir="ltr">
              <time dateTime={new Date(trade.time).toISOString()}>{clock(trade.time, local)}</time>
            </td>
            <td className={`num change--${trade.side === 'buy' ? 'up' : 'down'}`}>
              <span className="visually-hidden">{t(`trades.${trade.side}`)} </span>
              <PriceText value={trade.price} precision={pricePrecision} />
            </td>
            <td className="num">{localizeAmountText(trade.amount, numberSymbols, { precision: amountPrecision })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
