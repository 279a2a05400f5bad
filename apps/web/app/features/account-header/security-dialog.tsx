import { postTotpEnable, postTotpSetup, type totpSetupAnswer } from '@meridian/contracts';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken, twoFactorOn, useAccountSubmit, useSession } from '../../shell/session';
import { OneTimeCodeInput } from '../../kit';
import { Dialog } from '../../ui/dialog';
import { OtherSessions } from './other-sessions';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorManage } from './two-factor-manage';

type Setup = z.infer<typeof totpSetupAnswer>;

type Step =
  | { name: 'intro' }
  | { name: 'setup'; setup: Setup }
  | { name: 'enabled'; recoveryCodes: string[] }
  | { name: 'turnedOff' };

/**
 * The account menu's Security panel. Two-factor authentication (TOTP): when off, set it up (a
 * secret as a QR code and as text; a code from the app confirms it; the recovery codes are shown
 * once); when on (user info login2), turn it off or get new recovery codes. And log out every
 * other device. Loaded with React.lazy when first opened.
 */
export default function SecurityDialog({ onClose }: { onClose: () => void }) {
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
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      closeLabel={t('close')}
      className="security-dialog"
    >
      <section className="security-dialog__section" aria-labelledby={`${codeId}-heading`} data-testid="security-panel">
        <h3 id={`${codeId}-heading`}>{t('twoFactorHeading')}</h3>
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
            <button type="button" className="button" onClick={onClose}>
              {t('done')}
            </button>
          </>
        ) : null}
        <p className="account-header__error" role="alert">
          {failed ? errors(failed) : null}
        </p>
      </section>
      <OtherSessions />
    </Dialog>
  );
}
