import { ACCOUNT_PATHS, totpEnableAnswer, totpSetupAnswer } from '@meridian/contracts';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useTranslations } from 'use-intl';
import { useBrowserClients } from '../../shell/http';
import { type AccountCallError, accountCallError, ensureCsrfToken, useSession } from '../../shell/session';
import { Dialog } from '../../ui';

type Setup = z.infer<typeof totpSetupAnswer>;

type Step =
  | { name: 'intro' }
  | { name: 'setup'; setup: Setup }
  | { name: 'enabled'; recoveryCodes: string[] };

/**
 * The account menu's Security panel: turn on two-factor authentication (TOTP). Set-up hands out a
 * secret (as a QR code and as text); a code from the app confirms it; the recovery codes are shown
 * once. Loaded with React.lazy when first opened.
 */
export default function SecurityDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account.security');
  const errors = useTranslations('account.form.errors');
  const clients = useBrowserClients();
  const { session, refresh } = useSession();
  const codeId = useId();
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<AccountCallError | null>(null);
  const alreadyOn = session.userInfo.login2 === 1;

  const startSetup = async () => {
    setPending(true);
    setFailed(null);
    await ensureCsrfToken(clients);
    const outcome = await clients.post(ACCOUNT_PATHS.totpSetup, {}, totpSetupAnswer);
    setPending(false);
    if (outcome.ok) setStep({ name: 'setup', setup: outcome.data });
    else setFailed(accountCallError(outcome, 'enableTwoFactor'));
  };

  const enable = async () => {
    setPending(true);
    setFailed(null);
    await ensureCsrfToken(clients);
    const outcome = await clients.post(ACCOUNT_PATHS.totpEnable, { code: code.trim() }, totpEnableAnswer);
    setPending(false);
    if (outcome.ok) {
      setStep({ name: 'enabled', recoveryCodes: outcome.data.recovery_codes });
      // login2 is now 1: the header's session data says so after a reload.
      void refresh();
    } else {
      setFailed(accountCallError(outcome, 'enableTwoFactor'));
    }
  };

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
      <section aria-labelledby={`${codeId}-heading`} data-testid="security-panel">
        <h3 id={`${codeId}-heading`}>{t('twoFactorHeading')}</h3>
        {step.name === 'intro' ? (
          alreadyOn ? (
            <p data-testid="two-factor-on">{t('twoFactorOn')}</p>
          ) : (
            <>
              <p>{t('twoFactorOff')}</p>
              <button type="button" className="button" onClick={startSetup} disabled={pending} aria-busy={pending}>
                {t('start')}
              </button>
            </>
          )
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
            <label htmlFor={codeId}>{t('code')}</label>
            <input
              id={codeId}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
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
            <p>{t('recoveryCodes')}</p>
            <ul className="security-dialog__codes" data-testid="recovery-codes">
              {step.recoveryCodes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ul>
            <button type="button" className="button" onClick={onClose}>
              {t('done')}
            </button>
          </>
        ) : null}
        <p className="account-header__error" role="alert">
          {failed ? errors(failed) : null}
        </p>
      </section>
    </Dialog>
  );
}
