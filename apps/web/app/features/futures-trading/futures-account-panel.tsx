import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useFuturesTrading } from './futures-trading-store';
import './futures-trading.css';

// The lists' code loads after the page is interactive (not in the page's first load): the server
// cannot render them (the user's positions are read in the browser), so nothing is lost.
const PositionLists = lazy(() => import('./position-lists'));

/**
 * The user's positions on the contract (issue 12): the open position with Close, TP/SL and
 * Reverse, the closed positions and the trades, in keyboard tabs. Kept fresh by the shared
 * account reading; refreshed at once after a change.
 */
export function FuturesAccountPanel() {
  const t = useTranslations('futuresTrading');
  const { loggedIn, notice } = useFuturesTrading();
  const id = useId();
  // After hydration only: the server's HTML and the first render in the browser are the same line.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loading = (
    <p className="futures-account__note" data-testid="positions-loading">
      {t('positions.loading')}
    </p>
  );
  return (
    <section className="futures-account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('positions.label')}
      </h2>
      {!loggedIn ? (
        <p className="futures-account__note" data-testid="positions-visitor">
          {t('visitor.positions')}
        </p>
      ) : hydrated ? (
        <Suspense fallback={loading}>
          <PositionLists />
        </Suspense>
      ) : (
        loading
      )}
      <p role="status" className="futures-account__notice" data-testid="positions-notice">
        {notice === null ? null : t(`positions.notice.${notice}`)}
      </p>
    </section>
  );
}
