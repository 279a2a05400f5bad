import {
  type FundPasswordStatus,
  getFundPasswordStatus,
  getSpotAccounts,
  getWithdrawalList,
  type SpotAccount,
  type WithdrawalRecord,
} from '@meridian/contracts';
import { useCallback, useRef, useState } from 'react';
import { useBrowserClients } from '../../shell/http';

/** Rows of the withdrawals list (the loader asks for as many). */
export const WITHDRAWAL_LIST_LIMIT = '50';

/** What the page shows of the account: each part null when it could not be read. */
export interface WithdrawAccountData {
  /** The coin's available spot balance (decimal text); '0' when the wallet holds none. */
  available: string | null;
  withdrawals: WithdrawalRecord[] | null;
  fundPassword: FundPasswordStatus | null;
}

/** The coin's available balance in the spot accounts answer ('0' when the coin is not listed). */
export function availableOf(accounts: readonly SpotAccount[], coin: string): string {
  return accounts.find((row) => row.currency === coin)?.available ?? '0';
}

/**
 * The balance, the withdrawals and the fund-password status the loader read with the page, read
 * again by `refresh()` after a withdrawal or a cancel. Reads are silent (no shell §8 message): a
 * part that cannot be read again keeps what was shown.
 */
export function useWithdrawData(
  coin: string,
  initial: WithdrawAccountData,
): { data: WithdrawAccountData; refresh: () => Promise<void> } {
  const clients = useBrowserClients();
  const [data, setData] = useState(initial);
  // The newest refresh wins: an older one landing later does not overwrite it.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const started = ++generation.current;
    const silent = true;
    const [balances, list, status] = await Promise.all([
      clients.getOutcome(getSpotAccounts, { silent, query: { currency: coin } }),
      clients.getOutcome(getWithdrawalList, { silent, query: { limit: WITHDRAWAL_LIST_LIMIT } }),
      clients.getOutcome(getFundPasswordStatus, { silent }),
    ]);
    if (started !== generation.current) return;
    setData((current) => ({
      available: balances.ok ? availableOf(balances.data, coin) : current.available,
      withdrawals: list.ok ? list.data.list : current.withdrawals,
      fundPassword: status.ok ? status.data : current.fundPassword,
    }));
  }, [clients, coin]);

  return { data, refresh };
}
