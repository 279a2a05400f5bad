import { ACCOUNT_PATHS, loginAnswer } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useBrowserClients } from '../../app/shell/http/browser-clients-provider';
import { ensureCsrfToken } from '../../app/shell/session/csrf';
import { FormErrorMessage } from './form-error-message';
import { PasswordField } from './password-field';
import { useSubmit } from './use-submit';

interface Props {
  onSignedIn: () => void;
  /** The account has two-factor authentication: the second step, with the challenge to answer. */
  onTwoFactor: (challenge: string) => void;
}

export function LoginForm({ onSignedIn, onTwoFactor }: Props) {
  const t = useTranslations('account.form');
  const clients = useBrowserClients();
  const accountId = useId();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const { pending, error, run } = useSubmit('login');
  return (
    <form
      className="registration-form"
      aria-label={t('submitLogin')}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          async () => {
            await ensureCsrfToken(clients);
            return clients.post(ACCOUNT_PATHS.login, { account, password }, loginAnswer);
          },
          (answer) => (answer.need_2fa ? onTwoFactor(answer.challenge) : onSignedIn()),
        );
      }}
    >
      <div className="field">
        <label htmlFor={accountId}>{t('account')}</label>
        <input
          id={accountId}
          name="account"
          type="text"
          inputMode="email"
          autoComplete="username"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          required
          minLength={3}
          maxLength={254}
          // The first field of the dialog the visitor just opened.
          autoFocus
        />
      </div>
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <FormErrorMessage error={error} />
      <button type="submit" className="button button--block" disabled={pending} aria-busy={pending}>
        {pending ? t('working') : t('submitLogin')}
      </button>
    </form>
  );
}
