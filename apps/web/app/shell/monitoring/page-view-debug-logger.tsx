import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { createDebugLog, debugEnabled } from './debug-log';

/** With debugging on, logs each page view (path, site, locale) to the console. */
export function PageViewDebugLogger({ site, locale }: { site: string; locale: string }) {
  const location = useLocation();
  const log = useMemo(
    () => (typeof window === 'undefined' ? null : createDebugLog(debugEnabled(new URLSearchParams(location.search), window.localStorage))),
    // The flag is read once per page load (debug=1 stores it for later pages).
    [],
  );
  useEffect(() => {
    log?.('page view', { path: location.pathname, site, locale });
  }, [log, location.pathname, site, locale]);
  return null;
}
