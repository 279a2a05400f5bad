import type { FuturesPosition, FuturesTrade } from '@meridian/contracts';
import { localizeAmountText } from '@meridian/domain';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { POSITION_LISTS, type PositionList, useFuturesTrading } from './futures-trading-store';
import { tabKeyTarget } from '../../ui/tab-keys';
import type { Loadable } from './use-futures-account-data';

// The positions panel's body (issue 12), loaded after the page: only a logged-in user sees it, its
// data is read in the browser anyway, and it sits below the chart.

/** Decimals a size or a USDT amount is shown with (cut, never rounded up). */
const AMOUNT_DECIMALS = 8;
/** Decimals of a PnL in the tables. */
const PNL_DECIMALS = 4;
/** The data-testid of each list's panel. */
const PANEL_TEST_IDS: Record<PositionList, string> = {
  open: 'futures-positions',
  history: 'futures-position-history',
  trades: 'futures-trades',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD HH:MM:SS in the browser's zone (the lists are only ever rendered in the browser). */
function dateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The tone of a PnL: the site's rise and fall colours. */
function tone(pnl: string): 'up' | 'down' | 'flat' {
  const value = Number(pnl);
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

/** The lists' columns (keys of `futuresTrading.positions.columns`). */
type Column =
  | 'contract'
  | 'side'
  | 'size'
  | 'entry'
  | 'mark'
  | 'liquidation'
  | 'margin'
  | 'pnl'
  | 'tpsl'
  | 'actions'
  | 'closed'
  | 'closePrice'
  | 'realisedPnl'
  | 'reason'
  | 'time'
  | 'price'
  | 'fee';
const NUMERIC: ReadonlySet<Column> = new Set<Column>([
  'size',
  'entry',
  'mark',
  'liquidation',
  'margin',
  'pnl',
  'closePrice',
  'realisedPnl',
  'price',
  'fee',
]);

/**
 * The open position (Close, TP/SL and Reverse: the first two ask first), the closed positions and
 * the trades on the contract, in keyboard tabs.
 */
export default function PositionLists() {
  const t = useTranslations('futuresTrading.positions');
  const { contract, account, list, setList, requestAction } = useFuturesTrading();
  const { numberSymbols } = useSite();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const amount = (text: string) => localizeAmountText(text, numberSymbols, { precision: AMOUNT_DECIMALS });
  const price = (text: string) => localizeAmountText(text, numberSymbols, { precision: contract.precision });
  const pnl = (text: string) => {
    const written = localizeAmountText(text, numberSymbols, { precision: PNL_DECIMALS });
    return (
      <span
        className={`futures-pnl futures-pnl--${tone(text)}`}
      >{`${Number(text) > 0 ? '+' : ''}${written} USDT`}</span>
    );
  };
  const time = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{dateTime(ms)}</time>;
  const contractName = (name: string) => t('contract', { base: name.split('_')[0] ?? name });
  const sideCell = (position: FuturesPosition) => (
    <span className={`futures-side futures-side--${position.side}`}>
      {t(`side.${position.side}`, { leverage: String(position.leverage) })}
    </span>
  );
  const tpsl = (position: FuturesPosition) => {
    const parts = [
      position.tp_price ? t('tp', { price: price(position.tp_price) }) : '',
      position.sl_price ? t('sl', { price: price(position.sl_price) }) : '',
    ].filter(Boolean);
    return parts.length === 0 ? t('none') : parts.join(' · ');
  };
  const sideName = (position: FuturesPosition) => t(`side.${position.side}`, { leverage: String(position.leverage) });

  const openRows = (positions: readonly FuturesPosition[]) =>
    positions.map((position) => (
      <tr
        key={position.id}
        data-testid="position-row"
        data-position-id={position.id}
        data-mark-price={position.mark_price}
      >
        <td>{contractName(position.contract)}</td>
        <td>{sideCell(position)}</td>
        <td className="num" dir="ltr">{`${amount(position.size)} ${contract.base}`}</td>
        <td className="num" dir="ltr">
          {price(position.entry_price)}
        </td>
        <td className="num" dir="ltr">
          {price(position.mark_price)}
        </td>
        <td className="num" dir="ltr">
          {position.liq_price === '0' ? t('none') : price(position.liq_price)}
        </td>
        <td className="num" dir="ltr">{`${amount(position.margin)} USDT`}</td>
        <td className="num" dir="ltr" data-testid="position-pnl">
          {pnl(position.unrealised_pnl)}
        </td>
        <td data-testid="position-tpsl-text">{tpsl(position)}</td>
        <td>
          <div className="futures-account__actions">
            <button
              type="button"
              className="futures-account__action"
              aria-label={t('closeLabel', { side: sideName(position) })}
              onClick={() => requestAction('close', position.id)}
              data-testid="position-close"
            >
              {t('close')}
            </button>
            <button
              type="button"
              className="futures-account__action"
              aria-label={t('tpslLabel', { side: sideName(position) })}
              onClick={() => requestAction('tpsl', position.id)}
              data-testid="position-tpsl"
            >
              {t('tpsl')}
            </button>
            <button
              type="button"
              className="futures-account__action"
              aria-label={t('reverseLabel', { side: sideName(position) })}
              onClick={() => requestAction('reverse', position.id)}
              data-testid="position-reverse"
            >
              {t('reverse')}
            </button>
          </div>
        </td>
      </tr>
    ));

  const historyRows = (positions: readonly FuturesPosition[]) =>
    positions.map((position) => (
      <tr key={position.id} data-testid="closed-position-row" data-position-id={position.id}>
        <td dir="ltr">{time(position.update_time_ms)}</td>
        <td>{contractName(position.contract)}</td>
        <td>{sideCell(position)}</td>
        <td className="num" dir="ltr">{`${amount(position.size)} ${contract.base}`}</td>
        <td className="num" dir="ltr">
          {price(position.entry_price)}
        </td>
        <td className="num" dir="ltr">
          {position.close_price === '' ? t('none') : price(position.close_price)}
        </td>
        <td className="num" dir="ltr">
          {pnl(position.realised_pnl)}
        </td>
        <td>{position.close_reason === '' ? t('none') : t(`reason.${position.close_reason}`)}</td>
      </tr>
    ));

  const tradeRows = (trades: readonly FuturesTrade[]) =>
    trades.map((trade) => (
      <tr key={trade.id} data-testid="futures-trade-row">
        <td dir="ltr">{time(trade.create_time_ms)}</td>
        <td>{contractName(trade.contract)}</td>
        <td>
          <span className={`futures-side futures-side--${trade.side === 'buy' ? 'long' : 'short'}`}>
            {t(`tradeSide.${trade.side}`)}
          </span>
        </td>
        <td className="num" dir="ltr">{`${amount(trade.size)} ${contract.base}`}</td>
        <td className="num" dir="ltr">
          {price(trade.price)}
        </td>
        <td className="num" dir="ltr">{`${amount(trade.fee)} USDT`}</td>
        <td className="num" dir="ltr">
          {pnl(trade.pnl)}
        </td>
        <td>{t(`reason.${trade.reason}`)}</td>
      </tr>
    ));

  const header = (names: readonly Column[]) => (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={NUMERIC.has(name) ? 'num' : undefined}>
            {name === 'actions' ? (
              <span className="visually-hidden">{t('columns.actions')}</span>
            ) : (
              t(`columns.${name}`)
            )}
          </th>
        ))}
      </tr>
    </thead>
  );

  /** A list's body: loading, unavailable, empty, or its table. */
  function body<T>(state: Loadable<readonly T[]>, name: PositionList, table: (rows: readonly T[]) => ReactNode) {
    if (state.status === 'loading') return <p className="futures-account__note">{t('loading')}</p>;
    if (state.status === 'unavailable') return <p className="futures-account__note">{t('unavailable')}</p>;
    if (state.data.length === 0) return <p className="futures-account__note">{t(`empty.${name}`)}</p>;
    return <div className="futures-account__scroll">{table(state.data)}</div>;
  }

  const panels: Record<PositionList, () => ReactNode> = {
    open: () =>
      body(account.positions, 'open', (rows) => (
        <table className="futures-table" aria-labelledby={`${id}-tab-open`}>
          {header(['contract', 'side', 'size', 'entry', 'mark', 'liquidation', 'margin', 'pnl', 'tpsl', 'actions'])}
          <tbody>{openRows(rows)}</tbody>
        </table>
      )),
    history: () =>
      body(account.history, 'history', (rows) => (
        <table className="futures-table" aria-labelledby={`${id}-tab-history`}>
          {header(['closed', 'contract', 'side', 'size', 'entry', 'closePrice', 'realisedPnl', 'reason'])}
          <tbody>{historyRows(rows)}</tbody>
        </table>
      )),
    trades: () =>
      body(account.trades, 'trades', (rows) => (
        <table className="futures-table" aria-labelledby={`${id}-tab-trades`}>
          {header(['time', 'contract', 'side', 'size', 'price', 'fee', 'pnl', 'reason'])}
          <tbody>{tradeRows(rows)}</tbody>
        </table>
      )),
  };

  const open = account.positions.status === 'ready' ? account.positions.data : null;
  return (
    <>
      <div role="tablist" aria-label={t('label')} className="futures-tabs">
        {POSITION_LISTS.map((name, index) => (
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
            className="futures-tabs__tab"
            data-testid={`positions-tab-${name}`}
            onClick={() => setList(name)}
            onKeyDown={(event) => {
              const target = tabKeyTarget(event, index, POSITION_LISTS.length);
              const chosen = target === null ? undefined : POSITION_LISTS[target];
              if (target === null || chosen === undefined) return;
              setList(chosen);
              tabs.current[target]?.focus();
            }}
          >
            {name === 'open' && open ? t('openCount', { count: String(open.length) }) : t(name)}
          </button>
        ))}
      </div>
      {POSITION_LISTS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={list !== name}
          className="futures-account__panel"
          data-testid={PANEL_TEST_IDS[name]}
        >
          {list === name ? panels[name]() : null}
        </div>
      ))}
    </>
  );
}
