import { postVerifyEmail } from '@meridian/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken, useAccountSubmit } from '../../shell/session';
import { useLocalizedPath } from '../../shell/site';
import { RegistrationLink } from './registration-link';
import { useHydrated } from './use-hydrated';
import './account-recovery.css';

interface Props {
  /** The link's token, or null when the link is cut short or damaged. */
  token: string | null;
}

/**
 * /verify-email?token=…, the link of a sign-up message. Opening the link changes nothing (mail
 * scanners open links): the button posts the token, which opens the account and logs it in on
 * this browser; then the home page, with the new session.
 */
export function VerifyEmailPage({ token }: Props) {
  const t = useTranslations('accountRecovery');
  const errors = useTranslations('account.form.errors');
  const clients = useBrowserClients();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const [welcome, setWelcome] = useState<string | null>(null);
  const { pending, error, run } = useAccountSubmit('verifyEmail');
  const busy = pending || welcome !== null;
  return (
    <main className="page account-recovery" id="main" data-testid="verify-email-page">
      <h1>{t('verify.title')}</h1>
      {token === null ? (
        <p className="recovery-error" role="alert" data-testid="recovery-error">
          {t('badLink')}
        </p>
      ) : (
        <form
          className="recovery-form"
          aria-labelledby="verify-email-submit"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              async () => {
                await ensureCsrfToken(clients);
                return clients.post(postVerifyEmail, { token });
              },
              (session) => {
                setWelcome(session.nickname);
                // Leaving the token's URL reloads the root data: the header shows the new session.
                void navigate(to('/'), { replace: true });
              },
            );
          }}
        >
          <p>{t('verify.intro')}</p>
          <p className="recovery-error" role="alert" data-testid="recovery-error">
            {error ? errors(error) : null}
          </p>
          <p className="recovery-notice" role="status">
            {welcome !== null ? t('verify.confirmed', { nickname: welcome }) : null}
          </p>
          <div>
            <button
              id="verify-email-submit"
              type="submit"
              className="button"
              disabled={!hydrated || busy}
              aria-busy={busy}
            >
              {busy ? t('verify.working') : t('verify.submit')}
            </button>
          </div>
          <noscript>
            <p>{t('noScript')}</p>
          </noscript>
        </form>
      )}
      {token === null || error === 'linkInvalid' ? (
        <>
          <p>{t('verify.spentHelp')}</p>
          <p className="account-recovery__links">
            <RegistrationLink request={{ type: 'signup' }}>{t('signUp')}</RegistrationLink>
            <RegistrationLink request={{ type: 'login' }}>{t('logIn')}</RegistrationLink>
          </p>
        </>
      ) : null}
    </main>
  );
}
