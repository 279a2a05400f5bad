import type { CoinIconWhitelist } from '@meridian/domain';
import type { ReactNode } from 'react';
import { CoinIconWhitelistContext } from '../../kit';

/**
 * The coin-icon whitelist (shell §3, §7) for every CoinIcon (kit) below: the root loader's
 * (coin-icon-whitelist.server.ts), so the server-rendered icons and the hydrated ones agree.
 */
export function CoinIconWhitelistProvider({
  whitelist,
  children,
}: {
  whitelist: CoinIconWhitelist;
  children: ReactNode;
}) {
  return <CoinIconWhitelistContext.Provider value={whitelist}>{children}</CoinIconWhitelistContext.Provider>;
}
