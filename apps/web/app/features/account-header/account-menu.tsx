import { ANALYTICS_EVENTS, kycLevelName, localizeAmountText, localizeUsdText, passesKycCheck } from '@meridian/domain';
import { useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useAnalytics } from '../../shell/analytics';
import { useModals } from '../../shell/modals';
import { subAccountKind, useSession } from '../../shell/session';
import { useSite } from '../../shell/site';

/** The security dialog's code (the module the frame's modal table loads), fetched when the pointer or focus comes near. */
const preloadSecurity = () => void import('./security-dialog');

/** BTC amounts: up to 8 decimals (a satoshi). */
const BTC_DIGITS = 8;

/**
 * A logged-in user's header: total funds in USD with the BTC value beside it, a deposit button,
 * and the account menu (nickname with the KYC and VIP badges and the sub-account marker; Security
 * and Log out inside).
 */
export function AccountMenu() {
  const t = useTranslations('account.header');
  const { numberSymbols } = useSite();
  const { session, logOut } = useSession();
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  const { open } = useModals();
  const track = useAnalytics();
  const [loggingOut, setLoggingOut] = useState(false);
  const [logOutFailed, setLogOutFailed] = useState(false);

  const { userInfo, totalFunds, vipTrial } = session;
  const nickname = userInfo.user_info.nick;
  const kyc = kycLevelName(userInfo.verified);
  const subAccount = subAccountKind(session);
  // Money stays text (shell §9): cut, never rounded through a float, and written without Intl.
  const usd = localizeUsdText(totalFunds.total_usd, numberSymbols);
  const btc = localizeAmountText(totalFunds.total_btc, numberSymbols, { precision: BTC_DIGITS });

  /** The badges, in the header bar (with test ids) and, on phones, in the menu. */
  const badges = (id: (name: string) => string | undefined) => (
    <>
      <span
        className="account-badge"
        data-kyc={kyc}
        data-passed={passesKycCheck(userInfo.verified)}
        data-testid={id('kyc-badge')}
      >
        {t(`kyc.${kyc}`)}
      </span>
      {userInfo.tier > 0 ? (
        <span className="account-badge account-badge--vip" data-testid={id('vip-badge')}>
          {t('vip', { tier: userInfo.tier })}
        </span>
      ) : vipTrial ? (
        <span className="account-badge account-badge--vip" data-testid={id('vip-badge')} data-trial="true">
          {t('vipTrial', { tier: vipTrial.tier })}
        </span>
      ) : (
        <span className="account-badge" data-testid={id('vip-badge')} data-tier="0">
          {t('regularUser')}
        </span>
      )}
      {subAccount ? (
        <span
          className="account-badge account-badge--sub"
          data-testid={id('sub-account-marker')}
          data-kind={subAccount}
        >
          {subAccount === 'managed' ? t('managedSubAccount') : t('subAccount')}
        </span>
      ) : null}
    </>
  );

  return (
    <>
      <div className="account-funds" data-testid="total-funds">
        <span className="account-funds__label">{t('totalFunds')}</span>
        <span className="account-funds__usd" data-testid="total-funds-usd" data-value={totalFunds.total_usd}>
          {usd}
        </span>
        <span className="account-funds__btc" data-testid="total-funds-btc" data-value={totalFunds.total_btc}>
          {t('btcValue', { amount: btc })}
        </span>
      </div>
      <button
        type="button"
        className="button account-header__deposit"
        data-testid="deposit-button"
        aria-haspopup="dialog"
        onClick={() => {
          // shell §7 "header deposit clicks"; shell §2 the fund-wallet drawer and its ways to deposit.
          track(ANALYTICS_EVENTS.headerDepositClick, { source: 'header' });
          open('fund-wallet', {});
        }}
      >
        {t('deposit')}
      </button>
      <span className="account-header__badges">{badges((name) => name)}</span>
      <details ref={menu} className="menu account-menu" data-testid="account-menu">
        <summary ref={summary} aria-label={t('accountMenu', { nickname })}>
          {/* Phones show only the initial; the name is the summary's label. */}
          <span className="account-menu__initial" aria-hidden="true">
            {Array.from(nickname)[0]?.toUpperCase() ?? '?'}
          </span>
          <span className="account-menu__nickname" data-testid="account-nickname">
            {nickname}
          </span>
        </summary>
        <ul className="menu__list account-menu__list">
          {/* Phones: what the header bar has no room for comes first in the menu. */}
          <li className="account-menu__compact">
            <p className="account-menu__compact-nickname">{nickname}</p>
            <p>
              {t('totalFunds')}: {usd} <span className="account-funds__btc">{t('btcValue', { amount: btc })}</span>
            </p>
            <span className="account-header__badges account-menu__compact-badges">{badges(() => undefined)}</span>
          </li>
          <li className="account-menu__compact account-menu__compact--phone">
            <button
              type="button"
              className="menu__item"
              aria-haspopup="dialog"
              onClick={() => {
                track(ANALYTICS_EVENTS.headerDepositClick, { source: 'account_menu' });
                closeMenu();
                // The button sits in the closed menu by then: focus goes back to the menu.
                open('fund-wallet', {}, { onClosed: () => summary.current?.focus() });
              }}
            >
              {t('deposit')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="menu__item"
              onClick={() => {
                // widgets §7 "myaccount_security_click".
                track(ANALYTICS_EVENTS.securityClick, { source: 'account_menu' });
                closeMenu();
                open(
                  'account-security',
                  {},
                  // The button that opened it sits in the menu, closed by now: focus goes back to the menu.
                  { onClosed: () => summary.current?.focus() },
                );
              }}
              onPointerEnter={preloadSecurity}
              onFocus={preloadSecurity}
            >
              {t('security')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="menu__item"
              data-testid="log-out"
              disabled={loggingOut}
              aria-busy={loggingOut}
              onClick={async () => {
                setLoggingOut(true);
                setLogOutFailed(false);
                const ok = await logOut();
                setLoggingOut(false);
                closeMenu();
                setLogOutFailed(!ok);
              }}
            >
              {loggingOut ? t('loggingOut') : t('logOut')}
            </button>
          </li>
        </ul>
      </details>
      {logOutFailed ? (
        <p className="account-header__error" role="alert">
          {t('logOutFailed')}
        </p>
      ) : null}
    </>
  );
}
