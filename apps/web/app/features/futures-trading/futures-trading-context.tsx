import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../shell/session';
import {
  type FuturesContractFields,
  type FuturesNotice,
  FuturesTradingContext,
  NO_POSITIONS,
  type PositionAction,
  type PositionList,
} from './futures-trading-store';
import { useFuturesAccountData } from './use-futures-account-data';

// The dialogs (and Radix behind ui/dialog) load on first use, or once there is a position to act
// on: never in the page's first load.
const loadDialogs = () => import('./futures-dialogs');
const FuturesDialogs = lazy(loadDialogs);

/**
 * USDT perpetual trading on one contract (issue 12, decision 0040): the open form, the positions
 * table and the chart's position lines sit in different places of the page but share one account
 * reading and one set of dialogs (confirm a close or reverse, TP/SL), so the chart's buttons and
 * the table's do the same thing. Key it by the contract.
 */
export function FuturesTrading({
  contract,
  markPrice,
  children,
}: {
  contract: FuturesContractFields;
  /** The last price when the page was rendered (the engine's mark). */
  markPrice: string;
  children: ReactNode;
}) {
  const { session } = useSession();
  const loggedIn = session.status === 'logged-in';
  const [list, setList] = useState<PositionList>('open');
  const [request, setRequest] = useState<{ action: PositionAction; positionId: string } | null>(null);
  const [notice, setNotice] = useState<FuturesNotice | null>(null);
  const account = useFuturesAccountData(contract.name, { enabled: loggedIn, history: list === 'history' });
  const openPositions = account.positions.status === 'ready' ? account.positions.data : NO_POSITIONS;
  const mark = openPositions[0]?.mark_price ?? account.contract?.mark_price ?? markPrice;

  const requestAction = useCallback((action: PositionAction, positionId: string) => {
    setNotice(null);
    setRequest({ action, positionId });
  }, []);
  const hasPositions = openPositions.length > 0;
  useEffect(() => {
    if (hasPositions) void loadDialogs();
  }, [hasPositions]);

  const value = useMemo(
    () => ({
      contract,
      markPrice: mark,
      loggedIn,
      account,
      openPositions,
      list,
      setList,
      requestAction,
      notice,
      setNotice,
    }),
    [contract, mark, loggedIn, account, openPositions, list, requestAction, notice],
  );
  // A position that closed meanwhile (take profit, liquidation) takes its dialog with it.
  const position = request ? openPositions.find((p) => p.id === request.positionId) : undefined;
  return (
    <FuturesTradingContext.Provider value={value}>
      {children}
      {request && position ? (
        <Suspense fallback={null}>
          <FuturesDialogs action={request.action} position={position} onClose={() => setRequest(null)} />
        </Suspense>
      ) : null}
    </FuturesTradingContext.Provider>
  );
}
