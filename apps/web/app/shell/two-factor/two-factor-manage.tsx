import { postRecoveryCodes, postTotpDisable } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { type RequestFailure, useBrowserClients } from '../http';
import { ensureCsrfToken, useAccountSubmit, useSession } from '../session';
import { OneTimeCodeInput } from '../../kit';
import { RecoveryCodes } from './recovery-codes';

type Action = 'turnOff' | 'newCodes';
/** New recovery codes, or null: two-factor is off. */
type Confirmed = { ok: true; data: string[] | null } | RequestFailure;

/**
 * Two-factor is on: turn it off, or get new recovery codes (the old ones stop working). Both ask
 * for the password and a current code (or a recovery code), so a session left open on a shared
 * computer cannot weaken the account.
 */
export function TwoFactorManage({ onTurnedOff }: { onTurnedOff: () => void }) {
  const t = useTranslations('account.security');
  const [action, setAction] = useState<Action | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} intro={t('newCodesShown')} />;
  return (
    <>
      <p data-testid="two-factor-on">{t('twoFactorOn')}</p>
      {action === null ? (
        <div className="security-dialog__actions">
          <button type="button" className="button button--outline" onClick={() => setAction('turnOff')}>
            {t('turnOff')}
          </button>
          <button type="button" className="button button--outline" onClick={() => setAction('newCodes')}>
            {t('newCodes')}
          </button>
        </div>
      ) : (
        <ConfirmForm
          key={action}
          action={action}
          onCancel={() => setAction(null)}
          onDone={(recoveryCodes) => {
            if (recoveryCodes) setCodes(recoveryCodes);
            else onTurnedOff();
          }}
        />
      )}
    </>
  );
}

interface ConfirmFormProps {
  action: Action;
  onCancel: () => void;
  /** New recovery codes, or null once two-factor is off. */
  onDone: (recoveryCodes: string[] | null) => void;
}

/** Password and code for one of the two changes. */
function ConfirmForm({ action, onCancel, onDone }: ConfirmFormProps) {
  const t = useTranslations('account.security');
  const errors = useTranslations('account.form.errors');
  const general = useTranslations('account.form');
  const clients = useBrowserClients();
  const { refresh } = useSession();
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { pending, error, run } = useAccountSubmit('confirmTwoFactor');
  const heading = action === 'turnOff' ? t('turnOffHeading') : t('newCodesHeading');
  const intro = action === 'turnOff' ? t('turnOffIntro') : t('newCodesIntro');

  const submit = () =>
    run(
      async (): Promise<Confirmed> => {
        await ensureCsrfToken(clients);
        const body = { password, code: code.trim() };
        if (action === 'turnOff') {
          const outcome = await clients.post(postTotpDisable, body);
          return outcome.ok ? { ok: true, data: null } : outcome;
        }
        const outcome = await clients.post(postRecoveryCodes, body);
        return outcome.ok ? { ok: true, data: outcome.data.recovery_codes } : outcome;
      },
      (recoveryCodes) => {
        // login2 changes when two-factor goes off: the header's session data says so after a reload.
        if (recoveryCodes === null) void refresh();
        onDone(recoveryCodes);
      },
    );

  return (
    <form
      className="security-dialog__form"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-intro`}
      data-testid={action === 'turnOff' ? 'turn-off-two-factor' : 'new-recovery-codes'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h4 id={`${id}-heading`}>{heading}</h4>
      <p id={`${id}-intro`}>{intro}</p>
      <label htmlFor={`${id}-password`}>{t('password')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        // The form opened because the user asked for it: its first field.
        autoFocus
      />
      <OneTimeCodeInput
        id={`${id}-code`}
        label={t('codeOrRecovery')}
        accepts="code-or-recovery-code"
        value={code}
        onValueChange={setCode}
      />
      <p className="account-header__error" role="alert">
        {error ? errors(error) : null}
      </p>
      <div className="security-dialog__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? general('working') : action === 'turnOff' ? t('turnOff') : t('newCodes')}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
