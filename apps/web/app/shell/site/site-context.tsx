import type { Locale, NumberSymbols, SiteConfig, SiteSettings } from '@meridian/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export interface SiteContextValue {
  site: SiteConfig;
  locale: Locale;
  /** The current path without its locale prefix. */
  path: string;
  settings: SiteSettings;
  /** When the page was rendered on the server (ms since the epoch). */
  requestTime: number;
  /** How the locale writes numbers, read on the server (localizeDecimalText: no Intl in the browser). */
  numberSymbols: NumberSymbols;
}

const SiteContext = createContext<SiteContextValue | null>(null);
const SettingsSetter = createContext<(settings: SiteSettings) => void>(() => undefined);

/**
 * The site, locale and header data of this page, resolved on the server (shell §2, §3). The
 * settings can be replaced in the browser (SiteSettingsKeeper) when the server had to use the
 * defaults.
 */
export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  const [settings, setSettings] = useState(value.settings);
  // New server data (navigation to another locale or site) wins over what the browser found.
  useEffect(() => setSettings(value.settings), [value.settings]);
  const merged = useMemo(() => ({ ...value, settings }), [value, settings]);
  return (
    <SettingsSetter.Provider value={setSettings}>
      <SiteContext.Provider value={merged}>{children}</SiteContext.Provider>
    </SettingsSetter.Provider>
  );
}

export function useSetSiteSettings(): (settings: SiteSettings) => void {
  return useContext(SettingsSetter);
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteProvider');
  return value;
}
