import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { createDebugLog, debugEnabled } from './debug-log';

/** With debugging on, logs each page view (path, site, locale) to the console. */
export function PageViewDebugLogger({ site, locale }: { site: string; locale: string }) {
  const location = useLocation();
  // Read once per page load; `debug=1` stores the flag, so later pages keep logging.
  const [log] = useState(() =>
    typeof window === 'undefined'
      ? null
      : createDebugLog(debugEnabled(new URLSearchParams(window.location.search), window.localStorage)),
  );
  useEffect(() => {
    log?.('page view', { path: location.pathname, site, locale });
  }, [log, location.pathname, site, locale]);
  return null;
}
