import {
  type FuturesContract,
  type FuturesPosition,
  type FuturesTrade,
  getFuturesContracts,
  getFuturesPositions,
  getFuturesTrades,
  getFuturesAccounts,
  type SpotAccount,
} from '@meridian/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RequestOutcome, useBrowserClients } from '../../shell/http';
import { usePrivateStream } from '../../shell/private-stream';

/** How often the positions are read while the page is visible (the live `futures.positions` channel can replace it here). */
export const FUTURES_POLL_MS = 3000;

/** A list as the panel shows it: not read yet, read, or never readable so far. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'unavailable' };

export interface FuturesAccountData {
  /** The open position on the contract (single-position mode: one at most, as a list). */
  positions: Loadable<FuturesPosition[]>;
  /** Closed positions on the contract, newest first (read while their tab is shown). */
  history: Loadable<FuturesPosition[]>;
  /** The user's trades on the contract (the chart's markers and the trades tab). */
  trades: Loadable<FuturesTrade[]>;
  /** The account's balances (USDT pays margin and fees). */
  balances: Loadable<SpotAccount[]>;
  /** The contract as last read (its mark price moves), or null before the first read. */
  contract: FuturesContract | null;
  /** Read everything shown again now (after an open, a close, a reverse or a TP/SL change). */
  refresh: () => Promise<void>;
}

export interface FuturesAccountDataOptions {
  /** Only a logged-in user has positions to read. */
  enabled: boolean;
  /** Read the closed positions too (their tab is shown). */
  history?: boolean;
}

type Lists = Omit<FuturesAccountData, 'contract' | 'refresh'>;
const LOADING: Lists = {
  positions: { status: 'loading' },
  history: { status: 'loading' },
  trades: { status: 'loading' },
  balances: { status: 'loading' },
};

/**
 * A new answer, or what was there: a failed read keeps the last good list, and an answer equal to
 * the last one keeps its identity (the chart redraws its lines and markers only on a change).
 */
function next<T>(current: Loadable<T>, outcome: RequestOutcome<T> | null): Loadable<T> {
  if (outcome === null) return current;
  if (outcome.ok) {
    const same = current.status === 'ready' && JSON.stringify(current.data) === JSON.stringify(outcome.data);
    return same ? current : { status: 'ready', data: outcome.data };
  }
  return current.status === 'ready' ? current : { status: 'unavailable' };
}

/**
 * The logged-in user's USDT perpetual account on one contract: the open position, the closed ones
 * when asked for, the trades, the balances and the contract's mark price, read every 3 s while the
 * page is visible and at once after `refresh()`. Every read goes through this one hook, so the live
 * `futures.positions` channel can replace the polling here alone. Reads are silent (no shell §8
 * message every 3 s): the panel says when a list could not be read.
 */
export function useFuturesAccountData(contract: string, options: FuturesAccountDataOptions): FuturesAccountData {
  const { enabled, history = false } = options;
  const clients = useBrowserClients();
  const [lists, setLists] = useState<Lists>(LOADING);
  const [latest, setLatest] = useState<FuturesContract | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  // Answers of an earlier contract, an earlier set of lists or an unmounted panel are dropped.
  const generation = useRef(0);

  const load = useCallback((): Promise<void> => {
    const started = generation.current;
    const silent = true;
    const run = (async () => {
      const [open, closed, trades, balances, contracts] = await Promise.all([
        clients.getOutcome(getFuturesPositions, { silent, query: { contract, status: 'open' } }),
        history ? clients.getOutcome(getFuturesPositions, { silent, query: { contract, status: 'closed' } }) : null,
        clients.getOutcome(getFuturesTrades, { silent, query: { contract } }),
        clients.getOutcome(getFuturesAccounts, { silent }),
        clients.getOutcome(getFuturesContracts, { silent }),
      ]);
      if (started !== generation.current) return;
      setLists((current) => ({
        positions: next(current.positions, open),
        history: next(current.history, closed),
        trades: next(current.trades, trades),
        balances: next(current.balances, balances),
      }));
      const found = contracts.ok ? contracts.data.find((c) => c.name === contract) : undefined;
      if (found) setLatest((current) => (JSON.stringify(current) === JSON.stringify(found) ? current : found));
    })();
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }, [clients, contract, history]);

  const refresh = useCallback(async () => {
    if (!enabled) return;
    // shell §7: an identical GET in flight would be shared, answering from before the change just
    // made; wait for ours to land so this read starts after it.
    while (inFlight.current) await inFlight.current;
    await load();
  }, [enabled, load]);

  // A position closed by its TP/SL or a liquidation, changed in another tab, or a transfer in or
  // out of the futures wallet (from this account or its master): read at once.
  usePrivateStream(
    [
      ['futures.positions', [contract]],
      ['futures.balances', ['USDT']],
      ['spot.balances', ['USDT']],
    ],
    enabled,
    () => void refresh(),
  );

  useEffect(() => {
    if (!enabled) return;
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !inFlight.current) void load();
    }, FUTURES_POLL_MS);
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
    setLatest(null);
  }, [enabled]);

  return useMemo(() => ({ ...lists, contract: latest, refresh }), [lists, latest, refresh]);
}
