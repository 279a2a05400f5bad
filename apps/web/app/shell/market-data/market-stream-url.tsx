import { createContext, type ReactNode, useContext } from 'react';

// A module of its own: the root layout provides the address on every page, and must not pull the
// socket client into pages that show no market.

/** The stream's address for this page: the site's configured host, or null for this origin (the default). */
const StreamUrlContext = createContext<string | null>(null);

/** shell §3 "ws hosts": the market stream address the root loader chose for this page's site. */
export function MarketStreamProvider({ url, children }: { url: string | null; children: ReactNode }) {
  return <StreamUrlContext.Provider value={url}>{children}</StreamUrlContext.Provider>;
}

export function useMarketStreamUrl(): string | null {
  return useContext(StreamUrlContext);
}
