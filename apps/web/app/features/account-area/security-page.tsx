import { postPasswordForgot } from '@meridian/contracts';
import { ACCOUNT_ROUTES } from '@meridian/domain';
import { type RefObject, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { useModals } from '../../shell/modals';
import { ensureCsrfToken, twoFactorOn, useAccountSubmit, useSession } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';

/**
 * /myaccount/security (shell §2; issue 16): the existing security flows, reached from the page.
 * Two-factor authentication and other devices open the header's security panel (the
 * 'account-security' modal); the password is changed through the reset link the log-in page
 * sends, here sent to the account's own e-mail address.
 */
export function SecurityPage() {
  const t = useTranslations('accountArea.security');
  const errors = useTranslations('account.form.errors');
  const { site } = useSite();
  const to = useLocalizedPath();
  const { session } = useSession();
  const { open } = useModals();
  const clients = useBrowserClients();
  const send = useAccountSubmit('forgot');
  const [sent, setSent] = useState(false);
  const twoFactorButton = useRef<HTMLButtonElement>(null);
  const sessionsButton = useRef<HTMLButtonElement>(null);
  const on = twoFactorOn(session);
  const email = session.userInfo.email;

  const openSecurity = (from: RefObject<HTMLButtonElement | null>) =>
    open('account-security', {}, { onClosed: () => from.current?.focus() });

  const sendResetLink = () =>
    send.run(
      async () => {
        await ensureCsrfToken(clients);
        return clients.post(postPasswordForgot, { account: email });
      },
      () => setSent(true),
    );

  return (
    <main className="page account-page" id="main" data-testid="security-page">
      <h1>{t('title')}</h1>
      <p className="account-page__intro">{t('description', { site: site.name })}</p>
      <section className="account-page__card" aria-labelledby="security-two-factor">
        <h2 id="security-two-factor">{t('twoFactor.title')}</h2>
        <p className="account-page__muted" data-testid="security-two-factor" data-on={on}>
          {on ? t('twoFactor.on') : t('twoFactor.off')}
        </p>
        <div>
          <button type="button" className="button" ref={twoFactorButton} onClick={() => openSecurity(twoFactorButton)}>
            {on ? t('twoFactor.manage') : t('twoFactor.setUp')}
          </button>{' '}
          {/* shell §2 /myaccount/totp: the same flow on a page of its own. */}
          <a href={to(ACCOUNT_ROUTES.totp)} data-testid="security-totp-link">
            {t('twoFactor.page')}
          </a>
        </div>
      </section>
      <section className="account-page__card" aria-labelledby="security-sessions">
        <h2 id="security-sessions">{t('sessions.title')}</h2>
        <p className="account-page__muted">{t('sessions.body')}</p>
        <div>
          <button type="button" className="button" ref={sessionsButton} onClick={() => openSecurity(sessionsButton)}>
            {t('sessions.open')}
          </button>
        </div>
      </section>
      <section className="account-page__card" aria-labelledby="security-password">
        <h2 id="security-password">{t('password.title')}</h2>
        {email === '' ? (
          <p className="account-page__muted">{t('password.noEmail')}</p>
        ) : sent ? (
          <p role="status" data-testid="password-link-sent">
            {t('password.sent', { email })}
          </p>
        ) : (
          <>
            <p className="account-page__muted">{t('password.body', { email })}</p>
            <div>
              <button
                type="button"
                className="button"
                disabled={send.pending}
                aria-busy={send.pending}
                onClick={() => void sendResetLink()}
              >
                {send.pending ? t('password.sending') : t('password.send')}
              </button>
            </div>
            {send.error ? (
              <p className="account-page__error" role="alert">
                {errors(send.error)}
              </p>
            ) : null}
          </>
        )}
      </section>
    </main>
  );
}
