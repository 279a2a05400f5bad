import {
  type DepositCodeList,
  type FundPasswordStatus,
  getDepositCodeList,
  getFundPasswordStatus,
  getSpotAccounts,
  type SpotAccount,
} from '@meridian/contracts';
import { useCallback, useRef, useState } from 'react';
import { useBrowserClients } from '../../shell/http';
import { DEPOSIT_CODE_LIST_LIMIT } from './deposit-code-rules';

/** What the page shows of the account: each part null when it could not be read. */
export interface DepositCodeAccountData {
  /** Available spot balance per coin (decimal text). */
  available: Record<string, string> | null;
  codes: DepositCodeList | null;
  fundPassword: FundPasswordStatus | null;
}

/** The spot accounts answer as coin → available. */
export function availableByCoin(accounts: readonly SpotAccount[]): Record<string, string> {
  return Object.fromEntries(accounts.map((row) => [row.currency, row.available]));
}

/**
 * The balances, the codes and the fund-password status the loader read with the page, read again
 * by `refresh()` after a create, redeem or cancel. Reads are silent: a part that cannot be read
 * again keeps what was shown.
 */
export function useDepositCodeData(initial: DepositCodeAccountData) {
  const clients = useBrowserClients();
  const [data, setData] = useState(initial);
  const generation = useRef(0);
  const refresh = useCallback(async () => {
    const started = ++generation.current;
    const silent = true;
    const [balances, codes, status] = await Promise.all([
      clients.getOutcome(getSpotAccounts, { silent }),
      clients.getOutcome(getDepositCodeList, { silent, query: { limit: DEPOSIT_CODE_LIST_LIMIT } }),
      clients.getOutcome(getFundPasswordStatus, { silent }),
    ]);
    if (started !== generation.current) return;
    setData((current) => ({
      available: balances.ok ? availableByCoin(balances.data) : current.available,
      codes: codes.ok ? codes.data : current.codes,
      fundPassword: status.ok ? status.data : current.fundPassword,
    }));
  }, [clients]);
  return { data, refresh };
}
