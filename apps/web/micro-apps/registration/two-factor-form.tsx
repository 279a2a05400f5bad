import { postLogin2fa } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useBrowserClients } from '../../app/shell/http/browser-clients-provider';
import { ensureCsrfToken } from '../../app/shell/session/csrf';
import { FormErrorMessage } from './form-error-message';
import { useAccountSubmit } from '../../app/shell/session/use-account-submit';

interface Props {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/** The second log-in step: a TOTP code (or a recovery code) for the challenge the log-in returned. */
export function TwoFactorForm({ challenge, onSignedIn, onBack }: Props) {
  const t = useTranslations('account.form');
  const clients = useBrowserClients();
  const codeId = useId();
  const introId = useId();
  const [code, setCode] = useState('');
  const { pending, error, run } = useAccountSubmit('twoFactor');
  return (
    <form
      className="registration-form"
      aria-label={t('verify')}
      aria-describedby={introId}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          async () => {
            await ensureCsrfToken(clients);
            return clients.post(postLogin2fa, { challenge, code: code.trim() });
          },
          () => onSignedIn(),
        );
      }}
    >
      <p id={introId}>{t('twoFactorIntro')}</p>
      <div className="field">
        <label htmlFor={codeId}>{t('code')}</label>
        <input
          id={codeId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          minLength={6}
          maxLength={32}
          autoFocus
        />
      </div>
      <FormErrorMessage error={error} />
      <button type="submit" className="button button--block" disabled={pending} aria-busy={pending}>
        {pending ? t('working') : t('verify')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('backToLogin')}
      </button>
    </form>
  );
}
