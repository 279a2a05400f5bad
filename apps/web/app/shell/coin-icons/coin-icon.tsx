import { COIN_ICON_DEFAULT_SIZE, DEFAULT_COIN_ICON_WHITELIST, type CoinIconWhitelist } from '@meridian/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { sharedCacheStore } from '../cache-store';
import { useBrowserClients } from '../http';
import { coinIconUrl, loadCoinIconWhitelist } from './coin-icons';

const WhitelistContext = createContext<CoinIconWhitelist>(DEFAULT_COIN_ICON_WHITELIST);

/**
 * Loads the coin-icon whitelist once per page (from the local cache store when fresh, else from
 * /js/tool/coin_icon_whitelist.json; shell §3, §7) for every CoinIcon below. Until it arrives, and
 * on failure, the default list applies.
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
  return <WhitelistContext.Provider value={whitelist}>{children}</WhitelistContext.Provider>;
}

/** A coin's icon (shell §9 "Coin icons ... default 24x24"); decorative, so the caller names the coin. */
export function CoinIcon({ symbol, size = COIN_ICON_DEFAULT_SIZE }: { symbol: string; size?: number }) {
  const whitelist = useContext(WhitelistContext);
  return (
    <img
      src={coinIconUrl(symbol, { size, whitelist })}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
