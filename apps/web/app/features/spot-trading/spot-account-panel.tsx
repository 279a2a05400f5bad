import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useSpotTrading } from './spot-trading-context';
import './spot-trading.css';

// The lists' code loads after the page is interactive (not in the trade page's first load): the
// server cannot render them (the user's orders are read in the browser), so nothing is lost.
const AccountLists = lazy(() => import('./account-lists'));

/**
 * The user's spot account on the pair (issue 12): its two balances, and the open orders (each
 * with Cancel, and Cancel all), the order history and the user's trades in keyboard tabs. Kept
 * fresh by the shared account reading; refreshed at once after a cancel.
 */
export function SpotAccountPanel() {
  const t = useTranslations('spotTrading');
  const { loggedIn } = useSpotTrading();
  const id = useId();
  // After hydration only: the server's HTML and the first render in the browser are the same line.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loading = (
    <p className="spot-account__note" data-testid="orders-loading">
      {t('orders.loading')}
    </p>
  );
  return (
    <section className="spot-account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('orders.label')}
      </h2>
      {!loggedIn ? (
        <p className="spot-account__note" data-testid="orders-visitor">
          {t('visitor.orders')}
        </p>
      ) : hydrated ? (
        <Suspense fallback={loading}>
          <AccountLists />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
