import {
  getSpotAccounts,
  getSpotFee,
  getSpotOrders,
  getSpotUserTrades,
  type SpotAccount,
  type SpotFee,
  type SpotOrder,
  type SpotUserTrade,
} from '@meridian/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RequestOutcome, useBrowserClients } from '../../shell/http';
import { usePrivateStream } from '../../shell/private-stream';

/** How often the account's orders and balances are read while the page is visible (besides the live news). */
export const SPOT_POLL_MS = 3000;
/** Rows each list asks for. */
const OPEN_ORDERS_LIMIT = '100';
const HISTORY_LIMIT = '50';
const TRADES_LIMIT = '50';

/** A list as the panel shows it: not read yet, read, or never readable so far. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'unavailable' };

export interface SpotAccountData {
  balances: Loadable<SpotAccount[]>;
  openOrders: Loadable<SpotOrder[]>;
  history: Loadable<SpotOrder[]>;
  trades: Loadable<SpotUserTrade[]>;
  /** The user's rates on the pair (read once), or null before they are known. */
  fee: SpotFee | null;
  /** Read everything shown again now (after a place or a cancel). */
  refresh: () => Promise<void>;
}

export interface SpotAccountDataOptions {
  /** Only a logged-in user has an account to read. */
  enabled: boolean;
  /** Read the finished orders too (their tab is shown). */
  history?: boolean;
  /** Read the user's trades too (their tab is shown). */
  trades?: boolean;
}

type Lists = Omit<SpotAccountData, 'fee' | 'refresh'>;
const LOADING: Lists = {
  balances: { status: 'loading' },
  openOrders: { status: 'loading' },
  history: { status: 'loading' },
  trades: { status: 'loading' },
};

/** A new answer, or what was there: a failed read keeps the last good list rather than blanking it. */
function next<T>(current: Loadable<T>, outcome: RequestOutcome<T> | null): Loadable<T> {
  if (outcome === null) return current;
  if (outcome.ok) {
    // An answer equal to the last keeps its identity: the chart redraws its markers only on a change.
    const same = current.status === 'ready' && JSON.stringify(current.data) === JSON.stringify(outcome.data);
    return same ? current : { status: 'ready', data: outcome.data };
  }
  return current.status === 'ready' ? current : { status: 'unavailable' };
}

/**
 * The logged-in user's spot account on one pair: balances, open orders, and the history and trades
 * when asked for, read every 3 s while the page is visible, at once after `refresh()`, and within
 * 100 ms of the account's private channels saying something changed (an order filled by the
 * matcher, another tab's order).
 * Reads are silent (no shell §8 message every 3 s): the panel shows a list it could not read.
 */
export function useSpotAccountData(pair: string, options: SpotAccountDataOptions): SpotAccountData {
  const { enabled, history = false, trades = false } = options;
  const clients = useBrowserClients();
  const [lists, setLists] = useState<Lists>(LOADING);
  const [fee, setFee] = useState<SpotFee | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  // Answers of an earlier pair, an earlier set of lists or an unmounted panel are dropped.
  const generation = useRef(0);

  const load = useCallback((): Promise<void> => {
    const started = generation.current;
    const silent = true;
    const run = (async () => {
      const [balances, open, finished, fills] = await Promise.all([
        clients.getOutcome(getSpotAccounts, { silent }),
        clients.getOutcome(getSpotOrders, {
          silent,
          query: { currency_pair: pair, status: 'open', limit: OPEN_ORDERS_LIMIT },
        }),
        history
          ? clients.getOutcome(getSpotOrders, {
              silent,
              query: { currency_pair: pair, status: 'finished', limit: HISTORY_LIMIT },
            })
          : null,
        trades
          ? clients.getOutcome(getSpotUserTrades, { silent, query: { currency_pair: pair, limit: TRADES_LIMIT } })
          : null,
      ]);
      if (started !== generation.current) return;
      setLists((current) => ({
        balances: next(current.balances, balances),
        openOrders: next(current.openOrders, open),
        history: next(current.history, finished),
        trades: next(current.trades, fills),
      }));
    })();
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }, [clients, pair, history, trades]);

  const refresh = useCallback(async () => {
    if (!enabled) return;
    // shell §7: an identical GET in flight would be shared, answering from before the change just
    // made; wait for ours to land so this read starts after it.
    while (inFlight.current) await inFlight.current;
    await load();
  }, [enabled, load]);

  usePrivateStream(
    [
      ['spot.orders', [pair]],
      ['spot.usertrades', [pair]],
      ['spot.balances', pair.split('_')],
    ],
    enabled,
    () => void refresh(),
  );

  useEffect(() => {
    if (!enabled) return;
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !inFlight.current) void load();
    }, SPOT_POLL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      generation.current += 1;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, load, refresh]);

  // Logged out: nothing of the last account stays on the page (another user may log in next).
  useEffect(() => {
    if (enabled) return;
    setLists(LOADING);
    setFee(null);
  }, [enabled]);

  // The rates change with the VIP tier, not by the second: read once per pair.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void clients.getOutcome(getSpotFee, { silent: true, query: { currency_pair: pair } }).then((outcome) => {
      if (current && outcome.ok) setFee(outcome.data);
    });
    return () => {
      current = false;
    };
  }, [clients, enabled, pair]);

  return useMemo(() => ({ ...lists, fee, refresh }), [lists, fee, refresh]);
}
