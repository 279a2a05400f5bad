import type { FundsNetworks } from '@meridian/contracts';
import { useId } from 'react';
import { useTranslations } from '../../i18n';
import { useLocalizedPath } from '../../shell/site';
import { type WithdrawAccountData, useWithdrawData } from './use-withdraw-data';
import { WithdrawForm } from './withdraw-form';
import type { WithdrawNetwork } from './withdraw-rules';
import { withdrawPath } from './withdraw-rules';
import { WithdrawalList } from './withdrawal-list';
import './funds-withdraw.css';

/**
 * What the route's loader read: the networks could not be read (nothing can be checked, so no
 * form), the path names a coin that cannot be withdrawn, or the page of one coin with its
 * networks and what could be read of the account (each part null when its call failed).
 */
export type WithdrawView =
  | { kind: 'unavailable' }
  | { kind: 'unknown-coin'; asked: string; coins: string[] }
  | { kind: 'coin'; coin: string; networks: FundsNetworks['list']; account: WithdrawAccountData };

export interface WithdrawPageProps {
  view: WithdrawView;
  /** A new request id per withdrawal attempt (a UUID by default; tests inject their own). */
  newRequestId?: () => string;
}

/**
 * /myaccount/withdraw/{currency} (shell §2; issue 16 items 2 and 5): the withdrawal form of one coin
 * (network, address and memo, amount with max, minimum, fee and what arrives, the fund password per
 * its frequency, the authenticator code when two-factor is on) and the account's withdrawals, the
 * pending ones with Cancel.
 */
export function WithdrawPage({ view, newRequestId }: WithdrawPageProps) {
  const t = useTranslations('fundsWithdraw');
  if (view.kind === 'unavailable') {
    return (
      <main className="page account-page funds-withdraw" id="main" data-testid="withdraw-page">
        <h1>{t('unknownCoin.heading')}</h1>
        <p className="account-page__notice funds-withdraw__error" role="alert" data-testid="withdraw-unavailable">
          {t('unavailable')}
        </p>
      </main>
    );
  }
  if (view.kind === 'unknown-coin') return <UnknownCoin asked={view.asked} coins={view.coins} />;
  const coins = view.networks.map((entry) => entry.coin);
  const networks: WithdrawNetwork[] = view.networks.find((entry) => entry.coin === view.coin)?.networks ?? [];
  // A new coin is a new page: its own balance, attempt and messages.
  return (
    <CoinPage
      key={view.coin}
      coin={view.coin}
      coins={coins}
      networks={networks}
      account={view.account}
      newRequestId={newRequestId}
    />
  );
}

function CoinPage({
  coin,
  coins,
  networks,
  account,
  newRequestId,
}: {
  coin: string;
  coins: string[];
  networks: WithdrawNetwork[];
  account: WithdrawAccountData;
  newRequestId: (() => string) | undefined;
}) {
  const t = useTranslations('fundsWithdraw');
  const { data, refresh } = useWithdrawData(coin, account);
  return (
    <main className="page account-page funds-withdraw" id="main" data-testid="withdraw-page">
      <h1>{t('heading', { coin })}</h1>
      <p className="account-page__intro">{t('intro')}</p>
      <WithdrawForm
        coin={coin}
        coins={coins}
        networks={networks}
        available={data.available}
        fundPassword={data.fundPassword}
        onWithdrawn={refresh}
        newRequestId={newRequestId}
      />
      <WithdrawalList withdrawals={data.withdrawals} onChanged={refresh} />
    </main>
  );
}

/** A path naming a coin that cannot be withdrawn: says so, and offers the coins that can. */
function UnknownCoin({ asked, coins }: { asked: string; coins: string[] }) {
  const t = useTranslations('fundsWithdraw.unknownCoin');
  const to = useLocalizedPath();
  const id = useId();
  return (
    <main className="page account-page funds-withdraw" id="main" data-testid="withdraw-page">
      <h1>{t('heading')}</h1>
      <p className="account-page__notice" role="alert" data-testid="withdraw-unknown-coin">
        {t('body', { coin: asked })}
      </p>
      <nav aria-labelledby={id}>
        <h2 id={id}>{t('coinsLabel')}</h2>
        <ul className="funds-withdraw__coins">
          {coins.map((coin) => (
            <li key={coin}>
              <a className="chip" href={to(withdrawPath(coin))} aria-label={t('coinLink', { coin })}>
                {coin}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
