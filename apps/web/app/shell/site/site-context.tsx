import type { Locale, SiteConfig, SiteSettings } from '@meridian/domain';
import { createContext, type ReactNode, useContext } from 'react';

export interface SiteContextValue {
  site: SiteConfig;
  locale: Locale;
  /** The current path without its locale prefix. */
  path: string;
  settings: SiteSettings;
  /** When the page was rendered on the server (ms since the epoch). */
  requestTime: number;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/** The site, locale and header data of this page, resolved on the server (shell §2, §3). */
export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteProvider');
  return value;
}
