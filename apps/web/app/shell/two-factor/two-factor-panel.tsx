import { postTotpEnable, postTotpSetup, type totpSetupAnswer } from '@meridian/contracts';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { useTranslations } from '../../i18n';
import { OneTimeCodeInput } from '../../kit';
import { useBrowserClients } from '../http';
import { ensureCsrfToken, twoFactorOn, useAccountSubmit, useSession } from '../session';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorManage } from './two-factor-manage';

type Setup = z.infer<typeof totpSetupAnswer>;

type Step =
  | { name: 'intro' }
  | { name: 'setup'; setup: Setup }
  | { name: 'enabled'; recoveryCodes: string[] }
  | { name: 'turnedOff' };

export interface TwoFactorPanelProps {
  /** After the recovery codes of a new set-up were shown: the dialog closes, the page starts over. */
  onDone: () => void;
  /** The section's heading level: h3 inside the Security dialog, h2 on /myaccount/totp. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Two-factor authentication (TOTP), used by the account menu's Security dialog and by the
 * /myaccount/totp page: when off, set it up (a secret as a QR code and as text; a code from the app
 * confirms it; the recovery codes are shown once); when on (user info login2), turn it off or get
 * new recovery codes.
 */
export function TwoFactorPanel({ onDone, headingLevel = 'h3' }: TwoFactorPanelProps) {
  const Heading = headingLevel;
  const t = useTranslations('account.security');
  const errors = useTranslations('account.form.errors');
  const clients = useBrowserClients();
  const { session, refresh } = useSession();
  const codeId = useId();
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [code, setCode] = useState('');
  const setupCall = useAccountSubmit('enableTwoFactor');
  const enableCall = useAccountSubmit('enableTwoFactor');
  const pending = setupCall.pending || enableCall.pending;
  const failed = setupCall.error ?? enableCall.error;
  const alreadyOn = twoFactorOn(session);

  const startSetup = () =>
    setupCall.run(
      async () => {
        await ensureCsrfToken(clients);
        return clients.post(postTotpSetup, {});
      },
      (setup) => setStep({ name: 'setup', setup }),
    );

  const enable = () =>
    enableCall.run(
      async () => {
        await ensureCsrfToken(clients);
        return clients.post(postTotpEnable, { code: code.trim() });
      },
      (answer) => {
        setStep({ name: 'enabled', recoveryCodes: answer.recovery_codes });
        // login2 is now 1: the header's session data says so after a reload.
        void refresh();
      },
    );

  return (
    <section className="security-dialog__section" aria-labelledby={`${codeId}-heading`} data-testid="security-panel">
      <Heading id={`${codeId}-heading`}>{t('twoFactorHeading')}</Heading>
      {step.name === 'turnedOff' ? (
        <p role="status" data-testid="two-factor-turned-off">
          {t('turnedOff')}
        </p>
      ) : null}
      {step.name === 'intro' && alreadyOn ? (
        <TwoFactorManage onTurnedOff={() => setStep({ name: 'turnedOff' })} />
      ) : null}
      {(step.name === 'intro' && !alreadyOn) || step.name === 'turnedOff' ? (
        <>
          <p>{t('twoFactorOff')}</p>
          <button
            type="button"
            className="button"
            onClick={() => void startSetup()}
            disabled={pending}
            aria-busy={pending}
          >
            {t('start')}
          </button>
        </>
      ) : null}
      {step.name === 'setup' ? (
        <form
          className="security-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            void enable();
          }}
        >
          <p>{t('scan')}</p>
          {/* The API's SVG as an image: shown, never inserted into the page as markup. */}
          <img
            className="security-dialog__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qr_svg)}`}
            alt={t('qrAlt')}
            width={180}
            height={180}
          />
          <p>
            {t('secret')}:{' '}
            <code className="security-dialog__secret" data-testid="totp-secret">
              {step.setup.secret}
            </code>
          </p>
          <OneTimeCodeInput
            id={codeId}
            label={t('code')}
            accepts="authenticator-code"
            value={code}
            onValueChange={setCode}
          />
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {t('enable')}
          </button>
        </form>
      ) : null}
      {step.name === 'enabled' ? (
        <>
          <p role="status" data-testid="two-factor-enabled">
            {t('enabled')}
          </p>
          <RecoveryCodes codes={step.recoveryCodes} intro={t('recoveryCodes')} />
          <button type="button" className="button" onClick={onDone}>
            {t('done')}
          </button>
        </>
      ) : null}
      <p className="account-header__error" role="alert">
        {failed ? errors(failed) : null}
      </p>
    </section>
  );
}

/**
 * The panel as the /myaccount/totp page shows it (issue 16 item 5): under the page's h1, and after
 * Done it starts over, showing the state the refreshed session now has.
 */
export function TwoFactorPagePanel() {
  const [round, setRound] = useState(0);
  return <TwoFactorPanel key={round} headingLevel="h2" onDone={() => setRound((n) => n + 1)} />;
}
