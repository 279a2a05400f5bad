import type { CurrencyPair, SpotUserTrade } from '@meridian/contracts';
import type { PairRules } from '@meridian/domain';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useSession } from '../../shell/session';
import { type SpotAccountData, useSpotAccountData } from './use-spot-account-data';

/** The lists of the account panel. */
export type OrderList = 'open' | 'history' | 'trades';
export const ORDER_LISTS: readonly OrderList[] = ['open', 'history', 'trades'];

/** What the trade page's loader gives of a pair: the Gate currency pair fields the rules need. */
export type SpotPairFields = Pick<
  CurrencyPair,
  'id' | 'base' | 'quote' | 'precision' | 'amount_precision' | 'min_base_amount' | 'min_quote_amount' | 'trade_status'
>;

/** A pair's order rules from its Gate fields, as the API reads them (only `tradable` takes orders). */
export function spotPairRules(pair: SpotPairFields): PairRules {
  return {
    id: pair.id,
    base: pair.base,
    quote: pair.quote,
    precision: pair.precision,
    amountPrecision: pair.amount_precision,
    minBaseAmount: pair.min_base_amount,
    minQuoteAmount: pair.min_quote_amount,
    tradable: pair.trade_status === 'tradable',
  };
}

interface SpotTradingValue {
  pair: PairRules;
  /** The last trade price when the page was rendered: the limit price's first value. */
  lastPrice: string;
  loggedIn: boolean;
  account: SpotAccountData;
  list: OrderList;
  setList: (list: OrderList) => void;
}

const SpotTradingContext = createContext<SpotTradingValue | null>(null);

/**
 * Spot trading on one pair (issue 12): the order form and the account panel sit in different
 * places of the trade page but share one account reading, so a placed order shows in the lists
 * and the balances at once. Key it by the pair.
 */
export function SpotTrading({
  pair,
  lastPrice,
  children,
}: {
  pair: PairRules;
  lastPrice: string;
  children: ReactNode;
}) {
  const { session } = useSession();
  const loggedIn = session.status === 'logged-in';
  const [list, setList] = useState<OrderList>('open');
  const account = useSpotAccountData(pair.id, {
    enabled: loggedIn,
    history: list === 'history',
    // Always: the chart marks the user's fills (widgets §3 buy/sell markers), not only the trades tab.
    trades: true,
  });
  const value = useMemo(
    () => ({ pair, lastPrice, loggedIn, account, list, setList }),
    [pair, lastPrice, loggedIn, account, list],
  );
  return <SpotTradingContext.Provider value={value}>{children}</SpotTradingContext.Provider>;
}

export function useSpotTrading(): SpotTradingValue {
  const value = useContext(SpotTradingContext);
  if (!value) throw new Error('useSpotTrading outside SpotTrading');
  return value;
}

const NO_FILLS: readonly SpotUserTrade[] = [];

/**
 * The user's fills on the pair (newest first; empty for a visitor or until read), for the route to
 * hand the chart as widgets §3 buy/sell markers. Same identity while the list is unchanged.
 */
export function useSpotFills(): readonly SpotUserTrade[] {
  const { account } = useSpotTrading();
  return account.trades.status === 'ready' ? account.trades.data : NO_FILLS;
}
