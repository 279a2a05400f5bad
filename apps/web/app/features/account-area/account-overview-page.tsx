import type { SpotAccount } from '@meridian/contracts';
import { localizeAmountText, localizeUsdText, type TotalFunds } from '@meridian/domain';
import type { ReactNode } from 'react';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { useSite } from '../../shell/site';

/** What the overview's loader read: each part null when its call failed (the page says so). */
export interface AccountOverviewView {
  /** shell §3 "Total funds: total_btc, total_usd" from the total-funds call. */
  funds: TotalFunds | null;
  /** The spot wallet's balances (coins held, available and in orders). */
  balances: SpotAccount[] | null;
}

/** BTC amounts: up to 8 decimals (a satoshi); coin balances likewise. */
const AMOUNT_DIGITS = 8;
const NON_ZERO = /[1-9]/;

/**
 * /myaccount (issue 16): total assets in USD with the BTC value, and the spot balances, as the
 * loader read them with the page (money stays text: cut, never rounded through a float). The
 * deposit chooser (widgets §2) and the funds-transfer panel (widgets §2 "embedded panels") come
 * from the route, which composes features.
 */
export function AccountOverviewPage({
  view,
  chooser,
  transferPanel,
}: {
  view: AccountOverviewView;
  chooser?: ReactNode;
  transferPanel?: ReactNode;
}) {
  const t = useTranslations('accountArea.overview');
  const { site, numberSymbols } = useSite();
  const amount = (text: string) => localizeAmountText(text, numberSymbols, { precision: AMOUNT_DIGITS });
  // A coin with nothing available and nothing in orders is not listed (a digit 1-9 anywhere: not zero).
  const held = (view.balances ?? []).filter((row) => NON_ZERO.test(row.available) || NON_ZERO.test(row.locked));
  return (
    <main className="page account-page" id="main" data-testid="account-overview">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <section className="account-page__card" aria-labelledby="account-total-funds">
        <h2 id="account-total-funds">{t('totalFunds')}</h2>
        {view.funds ? (
          <>
            {/* A figure, not a paragraph (nor a heading: the section's h2 names it). */}
            <div className="account-page__total" data-testid="overview-total-usd" data-value={view.funds.total_usd}>
              {localizeUsdText(view.funds.total_usd, numberSymbols)}
            </div>
            <p className="account-page__muted" data-testid="overview-total-btc" data-value={view.funds.total_btc}>
              {t('btcValue', { amount: amount(view.funds.total_btc) })}
            </p>
          </>
        ) : (
          <p className="account-page__notice" role="status">
            {t('fundsUnavailable')}
          </p>
        )}
      </section>
      {chooser ? <div className="account-page__section">{chooser}</div> : null}
      {transferPanel}
      <section className="account-page__section" aria-labelledby="account-balances">
        <h2 id="account-balances">{t('balances')}</h2>
        {view.balances === null ? (
          <p className="account-page__notice" role="status">
            {t('balancesUnavailable')}
          </p>
        ) : held.length === 0 ? (
          <p className="account-page__muted">{t('noBalances')}</p>
        ) : (
          <table className="account-balances" aria-labelledby="account-balances">
            <thead>
              <tr>
                <th scope="col">{t('coin')}</th>
                <th scope="col">{t('available')}</th>
                <th scope="col">{t('locked')}</th>
              </tr>
            </thead>
            <tbody>
              {held.map((row) => (
                <tr key={row.currency} data-testid={`balance-${row.currency}`}>
                  <th scope="row">
                    <span className="chip chip--coin">
                      <CoinIcon symbol={row.currency} size={20} />
                      {row.currency}
                    </span>
                  </th>
                  <td>{amount(row.available)}</td>
                  <td>{amount(row.locked)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
