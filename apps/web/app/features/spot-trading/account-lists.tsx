import { postCancelSpotOrder, postCancelSpotOrders, type SpotOrder, type SpotUserTrade } from '@meridian/contracts';
import { localizeAmountText } from '@meridian/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { type RequestOutcome, useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useSite } from '../../shell/site';
import { type TradingFailureText, tradingFailureText } from './order-failure';
import { FailureText } from './failure-text';
import { ORDER_LISTS, type OrderList, useSpotTrading } from './spot-trading-context';
import { tabKeyTarget } from '../../ui/tab-keys';
import type { Loadable } from './use-spot-account-data';

// The account panel's body (issue 12), loaded after the page: only a logged-in user sees it, its
// data is read in the browser anyway, and it sits below the chart.

/** Decimals an amount, a fee or a balance is shown with (cut, never rounded up). */
const COIN_DECIMALS = 8;
/** The data-testid of each list's panel. */
const PANEL_TEST_IDS: Record<OrderList, string> = {
  open: 'open-orders',
  history: 'order-history',
  trades: 'my-trades',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD HH:MM:SS in the browser's zone (the lists are only ever rendered in the browser). */
function dateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** An order's status as the lists name it: open while it rests, else how it ended (Gate finish_as). */
function statusOf(order: SpotOrder) {
  return order.status === 'open' ? 'open' : order.finish_as;
}

/**
 * The pair's two balances, and the open orders (each with Cancel, and Cancel all), the order
 * history and the user's trades in keyboard tabs; refreshed at once after a cancel.
 */
export default function AccountLists() {
  const t = useTranslations('spotTrading');
  const { pair, account, list, setList } = useSpotTrading();
  const clients = useBrowserClients();
  const { numberSymbols } = useSite();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<TradingFailureText | null>(null);

  const amount = (text: string) => localizeAmountText(text, numberSymbols, { precision: COIN_DECIMALS });
  const price = (text: string) => localizeAmountText(text, numberSymbols, { precision: pair.precision });
  const { base, quote } = pair;
  const openOrders = account.openOrders.status === 'ready' ? account.openOrders.data : null;

  /** Run one cancel (an order id, or `all`) at a time per target; the lists are read again after it. */
  const cancel = async (target: string, call: () => Promise<RequestOutcome<unknown>>) => {
    if (cancelling.has(target)) return;
    setCancelling((current) => new Set(current).add(target));
    setFailure(null);
    try {
      await ensureCsrfToken(clients);
      const outcome = await call();
      if (!outcome.ok) setFailure(tradingFailureText(outcome, 'cancel'));
      await account.refresh();
    } finally {
      setCancelling((current) => {
        const next = new Set(current);
        next.delete(target);
        return next;
      });
    }
  };
  const cancelOne = (orderId: string, currencyPair: string) =>
    void cancel(orderId, () => clients.post(postCancelSpotOrder, { order_id: orderId, currency_pair: currencyPair }));
  const cancelAll = () => void cancel('all', () => clients.post(postCancelSpotOrders, { currency_pair: pair.id }));

  const pairName = (currencyPair: string) => {
    const [b = currencyPair, q = ''] = currencyPair.split('_');
    return t('orders.pair', { base: b, quote: q });
  };
  const time = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{dateTime(ms)}</time>;
  const sideCell = (side: 'buy' | 'sell') => (
    <span className={`spot-side spot-side--${side}`}>{t(`orders.side.${side}`)}</span>
  );
  const orderAmount = (order: SpotOrder) =>
    // A market buy's amount is the quote it spends (Gate).
    `${amount(order.amount)} ${order.type === 'market' && order.side === 'buy' ? quote : base}`;
  const orderPrice = (order: SpotOrder) => (order.type === 'market' ? t('orders.marketPrice') : price(order.price));

  const orderRows = (orders: readonly SpotOrder[], kind: 'open' | 'history') =>
    orders.map((order) => (
      <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
        <td dir="ltr">{time(order.create_time_ms)}</td>
        <td>{pairName(order.currency_pair)}</td>
        <td>{t(`orders.type.${order.type}`)}</td>
        <td>{sideCell(order.side)}</td>
        <td className="num" dir="ltr">
          {orderPrice(order)}
        </td>
        {kind === 'history' ? (
          <td className="num" dir="ltr">
            {order.avg_deal_price === '0' ? '—' : amount(order.avg_deal_price)}
          </td>
        ) : null}
        <td className="num" dir="ltr">
          {orderAmount(order)}
        </td>
        <td className="num" dir="ltr">{`${amount(order.filled_amount)} ${base}`}</td>
        <td>{t(`orders.status.${statusOf(order)}`)}</td>
        {kind === 'open' ? (
          <td>
            <button
              type="button"
              className="spot-account__cancel"
              aria-label={t('orders.cancelOrder', { id: order.id })}
              disabled={cancelling.has(order.id) || cancelling.has('all')}
              onClick={() => cancelOne(order.id, order.currency_pair)}
              data-testid={`cancel-order-${order.id}`}
            >
              {t('orders.cancel')}
            </button>
          </td>
        ) : null}
      </tr>
    ));

  const tradeRows = (trades: readonly SpotUserTrade[]) =>
    trades.map((trade) => (
      <tr key={trade.id} data-testid="trade-row">
        <td dir="ltr">{time(trade.create_time_ms)}</td>
        <td>{pairName(trade.currency_pair)}</td>
        <td>{sideCell(trade.side)}</td>
        <td>{t(`orders.role.${trade.role}`)}</td>
        <td className="num" dir="ltr">
          {price(trade.price)}
        </td>
        <td className="num" dir="ltr">{`${amount(trade.amount)} ${base}`}</td>
        <td className="num" dir="ltr">{`${amount(trade.fee)} ${trade.fee_currency}`}</td>
      </tr>
    ));

  const header = (names: readonly Column[]) => (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={NUMERIC_COLUMNS.has(name) ? 'num' : undefined}>
            {name === 'action' ? (
              <span className="visually-hidden">{t('orders.columns.action')}</span>
            ) : (
              t(`orders.columns.${name}`)
            )}
          </th>
        ))}
      </tr>
    </thead>
  );

  /** A list's body: loading, unavailable, empty, or its table. */
  function body<T>(state: Loadable<readonly T[]>, name: OrderList, table: (rows: readonly T[]) => ReactNode) {
    if (state.status === 'loading') return <p className="spot-account__note">{t('orders.loading')}</p>;
    if (state.status === 'unavailable') return <p className="spot-account__note">{t('orders.unavailable')}</p>;
    if (state.data.length === 0) return <p className="spot-account__note">{t(`orders.empty.${name}`)}</p>;
    return <div className="spot-account__scroll">{table(state.data)}</div>;
  }

  const panels: Record<OrderList, () => ReactNode> = {
    open: () => (
      <>
        <div className="spot-account__toolbar">
          <button
            type="button"
            className="spot-account__cancel"
            disabled={!openOrders || openOrders.length === 0 || cancelling.has('all')}
            onClick={cancelAll}
            data-testid="cancel-all-orders"
          >
            {t('orders.cancelAll')}
          </button>
        </div>
        {body(account.openOrders, 'open', (rows) => (
          <table className="spot-table" aria-labelledby={`${id}-tab-open`}>
            {header(['time', 'pair', 'type', 'side', 'price', 'amount', 'filled', 'status', 'action'])}
            <tbody>{orderRows(rows, 'open')}</tbody>
          </table>
        ))}
      </>
    ),
    history: () =>
      body(account.history, 'history', (rows) => (
        <table className="spot-table" aria-labelledby={`${id}-tab-history`}>
          {header(['time', 'pair', 'type', 'side', 'price', 'average', 'amount', 'filled', 'status'])}
          <tbody>{orderRows(rows, 'history')}</tbody>
        </table>
      )),
    trades: () =>
      body(account.trades, 'trades', (rows) => (
        <table className="spot-table" aria-labelledby={`${id}-tab-trades`}>
          {header(['time', 'pair', 'side', 'role', 'price', 'amount', 'fee'])}
          <tbody>{tradeRows(rows)}</tbody>
        </table>
      )),
  };

  const balances = account.balances.status === 'ready' ? account.balances.data : null;
  return (
    <>
      <div className="spot-balances">
        <h3 className="spot-balances__title">{t('balances.label')}</h3>
        <dl className="spot-balances__list">
          {[pair.base, pair.quote].map((coin) => {
            const row = balances?.find((b) => b.currency === coin);
            const value = (text: string | undefined) => (balances === null ? '—' : amount(text ?? '0'));
            return (
              <div key={coin} className="spot-balances__coin" data-testid={`balance-${coin}`}>
                <dt>{coin}</dt>
                <dd>
                  <span className="spot-balances__label">{t('balances.available')}</span>{' '}
                  <span dir="ltr" data-testid={`balance-${coin}-available`}>
                    {value(row?.available)}
                  </span>
                </dd>
                <dd>
                  <span className="spot-balances__label">{t('balances.locked')}</span>{' '}
                  <span dir="ltr" data-testid={`balance-${coin}-locked`}>
                    {value(row?.locked)}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      <div role="tablist" aria-label={t('orders.label')} className="spot-tabs">
        {ORDER_LISTS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={list === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={list === name ? 0 : -1}
            className="spot-tabs__tab"
            data-testid={`orders-tab-${name}`}
            onClick={() => setList(name)}
            onKeyDown={(event) => {
              const target = tabKeyTarget(event, index, ORDER_LISTS.length);
              const chosen = target === null ? undefined : ORDER_LISTS[target];
              if (target === null || chosen === undefined) return;
              setList(chosen);
              tabs.current[target]?.focus();
            }}
          >
            {name === 'open' && openOrders
              ? t('orders.openCount', { count: String(openOrders.length) })
              : t(`orders.${name}`)}
          </button>
        ))}
      </div>
      {ORDER_LISTS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={list !== name}
          className="spot-account__panel"
          data-testid={PANEL_TEST_IDS[name]}
        >
          {list === name ? panels[name]() : null}
        </div>
      ))}
      <p role="alert" className="spot-account__error" data-testid="orders-error">
        <FailureText failure={failure} />
      </p>
    </>
  );
}

/** The lists' columns (keys of `spotTrading.orders.columns`). */
type Column =
  'time' | 'pair' | 'type' | 'side' | 'price' | 'average' | 'amount' | 'filled' | 'status' | 'role' | 'fee' | 'action';
const NUMERIC_COLUMNS: ReadonlySet<Column> = new Set(['price', 'average', 'amount', 'filled', 'fee']);
