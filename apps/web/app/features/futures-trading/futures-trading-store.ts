import type { FuturesContract, FuturesPosition, FuturesTrade } from '@meridian/contracts';
import { createContext, useContext, useMemo } from 'react';
import type { ContractRules } from './futures-math';
import type { FuturesAccountData } from './use-futures-account-data';

// What the futures panel's parts share (the provider is futures-trading-context.tsx): its own
// module, so the lazily loaded dialogs read it without importing the provider that loads them.

/** The lists of the account panel. */
export type PositionList = 'open' | 'history' | 'trades';
export const POSITION_LISTS: readonly PositionList[] = ['open', 'history', 'trades'];

/** What may be done to an open position: close and reverse ask to confirm first; tpsl opens its dialog. */
export type PositionAction = 'close' | 'reverse' | 'tpsl';

/** A line of the panel's status region after a change went through (keys of `futuresTrading.positions.notice`). */
export type FuturesNotice = 'closed' | 'reversed' | 'tpsl';

/** What the loader gives of a contract (getFuturesContracts). */
export type FuturesContractFields = ContractRules & Pick<FuturesContract, 'mark_price'>;

export interface FuturesTradingValue {
  contract: FuturesContractFields;
  /** The latest mark price known: the open position's, the contract's last read, else the page's. */
  markPrice: string;
  loggedIn: boolean;
  account: FuturesAccountData;
  /** The open positions on the contract (empty until read). */
  openPositions: readonly FuturesPosition[];
  list: PositionList;
  setList: (list: PositionList) => void;
  /** Ask for an action on an open position by id: a confirm step for close and reverse, the TP/SL dialog. */
  requestAction: (action: PositionAction, positionId: string) => void;
  notice: FuturesNotice | null;
  setNotice: (notice: FuturesNotice | null) => void;
}

export const FuturesTradingContext = createContext<FuturesTradingValue | null>(null);

export function useFuturesTrading(): FuturesTradingValue {
  const value = useContext(FuturesTradingContext);
  if (!value) throw new Error('useFuturesTrading outside FuturesTrading');
  return value;
}

export const NO_POSITIONS: readonly FuturesPosition[] = [];
const NO_TRADES: readonly FuturesTrade[] = [];

/** What the chart draws of the account: the open positions, the trades, and the actions of its line buttons. */
export interface FuturesChartData {
  positions: readonly FuturesPosition[];
  trades: readonly FuturesTrade[];
  actions: {
    onClose: (positionId: string) => void;
    onTpsl: (positionId: string) => void;
    onReverse: (positionId: string) => void;
  };
}

/**
 * For the route's chart (the chart is another feature: the route hands it these): the positions
 * and trades read for the panel, and callbacks that open the same dialogs as the table's buttons.
 */
export function useFuturesChartData(): FuturesChartData {
  const { openPositions, account, requestAction, loggedIn } = useFuturesTrading();
  const trades = account.trades.status === 'ready' ? account.trades.data : NO_TRADES;
  const actions = useMemo(
    () => ({
      onClose: (id: string) => requestAction('close', id),
      onTpsl: (id: string) => requestAction('tpsl', id),
      onReverse: (id: string) => requestAction('reverse', id),
    }),
    [requestAction],
  );
  return useMemo(
    () => ({ positions: loggedIn ? openPositions : NO_POSITIONS, trades: loggedIn ? trades : NO_TRADES, actions }),
    [loggedIn, openPositions, trades, actions],
  );
}
