import { DEFAULT_COIN_ICON_WHITELIST, type CoinIconWhitelist } from '@meridian/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { CoinIconWhitelistContext } from '../../kit';
import { sharedCacheStore } from '../cache-store';
import { useBrowserClients } from '../http';
import { loadCoinIconWhitelist } from './coin-icons';

/**
 * Loads the coin-icon whitelist once per page (from the local cache store when fresh, else from
 * /js/tool/coin_icon_whitelist.json; shell §3, §7) for every CoinIcon (kit) below. Until it
 * arrives, and on failure, the default list applies.
 */
export function CoinIconWhitelistProvider({ children }: { children: ReactNode }) {
  const clients = useBrowserClients();
  const [whitelist, setWhitelist] = useState<CoinIconWhitelist>(DEFAULT_COIN_ICON_WHITELIST);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const loaded = await loadCoinIconWhitelist(clients, { store: await sharedCacheStore() });
      if (!cancelled) setWhitelist(loaded);
    })();
    return () => {
      cancelled = true;
    };
  }, [clients]);
  return <CoinIconWhitelistContext.Provider value={whitelist}>{children}</CoinIconWhitelistContext.Provider>;
}
