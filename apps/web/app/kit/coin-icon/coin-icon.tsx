import { COIN_ICON_DEFAULT_SIZE, DEFAULT_COIN_ICON_WHITELIST, type CoinIconWhitelist } from '@meridian/domain';
import { createContext, useContext } from 'react';
import { coinIconUrl } from './coin-icon-url';

/**
 * The coin-icon whitelist for every CoinIcon below. The kit only reads it: the shell loads it
 * (shell/coin-icons, CoinIconWhitelistProvider) and provides it here; the default list applies
 * until then, and without a provider.
 */
export const CoinIconWhitelistContext = createContext<CoinIconWhitelist>(DEFAULT_COIN_ICON_WHITELIST);

/** A coin's icon (shell §9 "Coin icons ... default 24x24"); decorative, so the caller names the coin. */
export function CoinIcon({ symbol, size = COIN_ICON_DEFAULT_SIZE }: { symbol: string; size?: number }) {
  const whitelist = useContext(CoinIconWhitelistContext);
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
