import type { SiteConfig } from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { useBrowserClients } from '../../app/shell/http/client';
import type { RegistrationQuery, RegistrationView } from '../../app/shell/registration/registration-protocol';
import { ensureCsrfToken } from '../../app/shell/session/client';
import { CheckEmail } from './check-email';
import { ForgotPasswordForm, ForgotPasswordSent } from './forgot-password';
import { LoginForm } from './login-form';
import type { ShellLink } from './shell-link';
import { SignupForm } from './signup-form';
import { ThirdPartyLogins } from './third-party-logins';
import { TwoFactorForm } from './two-factor-form';

/** `account`: what the visitor typed, carried between the log-in, forgot-password and sent views. */
type Step =
  | { view: 'login'; account: string }
  | { view: 'signup' }
  | { view: 'twoFactor'; challenge: string }
  | { view: 'checkEmail'; account: string }
  | { view: 'forgotPassword'; account: string }
  | { view: 'forgotSent'; account: string }
  | { view: 'done' };

const firstStep = (type: RegistrationQuery['type']): Step =>
  type === 'signup' ? { view: 'signup' } : { view: 'login', account: '' };

interface Props {
  query: RegistrationQuery;
  site: SiteConfig;
  /** The channel to the shell (main.tsx opens it; a test passes its own). */
  link: ShellLink;
}

/**
 * The registration modal's content (shell §4 "Registration modal"): log in, sign up (then "check
 * your inbox": the account opens from the message's link), the 2FA step, asking for a
 * password-reset link, and the hand-back to the shell. The shell frames it and owns the dialog (title, close button);
 * this tells the shell which step shows, how tall it is, that Escape was pressed, and that the
 * visitor is now signed in.
 */
export function RegistrationApp({ query, site, link }: Props) {
  const t = useTranslations('account');
  const [step, setStep] = useState<Step>(() => firstStep(query.type));
  const root = useRef<HTMLDivElement>(null);
  const clients = useBrowserClients();

  // Fetch the csrf cookie while the visitor types, so the first post need not wait for it (and an
  // API that is down shows the shell §8 message at once).
  useEffect(() => {
    void ensureCsrfToken(clients);
  }, [clients]);

  const view: RegistrationView | null = step.view === 'done' ? null : step.view;
  useEffect(() => {
    if (view) link.reportView(view);
  }, [link, view]);

  // The frame takes the height of the content, so the dialog, not the frame, scrolls.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      link.reportHeight(Math.ceil(element.getBoundingClientRect().height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [link]);

  // Key presses inside the frame never reach the page, so the dialog's Escape is relayed.
  useEffect(() => {
    if (query.embedded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') link.reportClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [link, query.embedded]);

  const signedIn = () => {
    setStep({ view: 'done' });
    link.reportSignedIn();
  };

  return (
    <div ref={root} className="registration" data-view={step.view} data-testid="registration-app">
      {/* The shell's dialog (or page) carries the visible title; this names the frame's own document. */}
      <h1 className="visually-hidden">{t(`registration.title.${view ?? 'login'}`)}</h1>
      {step.view === 'login' ? (
        <>
          <LoginForm
            initialAccount={step.account}
            onSignedIn={signedIn}
            onTwoFactor={(challenge) => setStep({ view: 'twoFactor', challenge })}
            onForgot={(account) => setStep({ view: 'forgotPassword', account })}
          />
          <ThirdPartyLogins site={site} />
          <p className="registration__switch">
            <button type="button" className="link-button" onClick={() => setStep({ view: 'signup' })}>
              {t('form.toSignup')}
            </button>
          </p>
        </>
      ) : null}
      {step.view === 'signup' ? (
        <>
          <SignupForm
            ch={query.ch}
            refUid={query.ref_uid}
            onSent={(account) => setStep({ view: 'checkEmail', account })}
          />
          <ThirdPartyLogins site={site} />
          <p className="registration__switch">
            <button type="button" className="link-button" onClick={() => setStep({ view: 'login', account: '' })}>
              {t('form.toLogin')}
            </button>
          </p>
        </>
      ) : null}
      {step.view === 'twoFactor' ? (
        <TwoFactorForm
          challenge={step.challenge}
          onSignedIn={signedIn}
          onBack={() => setStep({ view: 'login', account: '' })}
        />
      ) : null}
      {step.view === 'checkEmail' ? (
        <CheckEmail account={step.account} onBack={() => setStep({ view: 'login', account: step.account })} />
      ) : null}
      {step.view === 'forgotPassword' ? (
        <ForgotPasswordForm
          initialAccount={step.account}
          onSent={(account) => setStep({ view: 'forgotSent', account })}
          onBack={() => setStep({ view: 'login', account: step.account })}
        />
      ) : null}
      {step.view === 'forgotSent' ? (
        <ForgotPasswordSent account={step.account} onBack={() => setStep({ view: 'login', account: step.account })} />
      ) : null}
      {step.view === 'done' ? (
        <p className="registration__done" role="status" data-testid="registration-done">
          {t('form.signedIn')}
        </p>
      ) : null}
    </div>
  );
}
