import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { useLocalizedPath } from '../../shell/site';
import { depositPagePath, type DepositNetwork } from './deposit-view';

/**
 * The coins that can be deposited, each a link to its page (`/myaccount/deposit/{coin}` under the
 * locale prefix), so a coin's page has an address and works before the script has loaded.
 */
export function DepositCoinPicker({ coins, current }: { coins: readonly string[]; current: string | null }) {
  const t = useTranslations('fundsDeposit');
  const to = useLocalizedPath();
  const labelId = useId();
  return (
    <nav className="deposit-picker" aria-label={t('coinNavLabel')} data-testid="deposit-coin-picker">
      <span id={labelId} className="deposit-picker__label">
        {t('coinLabel')}
      </span>
      <ul className="chip-list" aria-labelledby={labelId}>
        {coins.map((coin) => (
          <li key={coin}>
            <Link
              className={`chip chip--coin deposit-picker__choice${coin === current ? ' deposit-picker__choice--current' : ''}`}
              to={to(depositPagePath(coin))}
              aria-current={coin === current ? 'page' : undefined}
              data-testid={`deposit-coin-${coin}`}
            >
              <CoinIcon symbol={coin} size={16} />
              {coin}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The coin's networks as segmented links: the choice is the page's `network` query parameter, so
 * each network's address has a link of its own, and the loader reads that network's address.
 */
export function DepositNetworkPicker({
  coin,
  networks,
  current,
}: {
  coin: string;
  networks: readonly DepositNetwork[];
  current: string;
}) {
  const t = useTranslations('fundsDeposit');
  const to = useLocalizedPath();
  const labelId = useId();
  const hintId = useId();
  return (
    <nav className="deposit-picker" aria-label={t('networkNavLabel', { coin })} data-testid="deposit-network-picker">
      <span id={labelId} className="deposit-picker__label">
        {t('networkLabel')}
      </span>
      <ul className="deposit-segments" aria-labelledby={labelId} aria-describedby={hintId}>
        {networks.map((n) => (
          <li key={n.network}>
            <Link
              className={`deposit-segments__choice${n.network === current ? ' deposit-segments__choice--current' : ''}`}
              to={to(depositPagePath(coin, n.network))}
              preventScrollReset
              aria-current={n.network === current ? 'true' : undefined}
              data-testid={`deposit-network-${n.network}`}
            >
              {n.name}
            </Link>
          </li>
        ))}
      </ul>
      <p id={hintId} className="deposit-picker__hint">
        {t('networkHint')}
      </p>
    </nav>
  );
}
