import { postLogin } from '@meridian/contracts';
import { useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken, useAccountSubmit } from '../../app/shell/session/client';
import { FormErrorMessage } from './form-error-message';
import { AccountField } from './account-field';
import { PasswordField } from './password-field';

interface Props {
  /** What the visitor typed before (back from "forgot password"). */
  initialAccount: string;
  onSignedIn: () => void;
  /** The account has two-factor authentication: the second step, with the challenge to answer. */
  onTwoFactor: (challenge: string) => void;
  /** "Forgot password?", with the account typed so far. */
  onForgot: (account: string) => void;
}

export function LoginForm({ initialAccount, onSignedIn, onTwoFactor, onForgot }: Props) {
  const t = useTranslations('account.form');
  const clients = useBrowserClients();
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const { pending, error, run } = useAccountSubmit('login');
  return (
    <form
      className="registration-form"
      aria-label={t('submitLogin')}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          async () => {
            await ensureCsrfToken(clients);
            return clients.post(postLogin, { account, password });
          },
          (answer) => (answer.need_2fa ? onTwoFactor(answer.challenge) : onSignedIn()),
        );
      }}
    >
      <AccountField value={account} onChange={setAccount} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <p className="registration-form__aside">
        <button type="button" className="link-button" onClick={() => onForgot(account)} data-testid="forgot-password">
          {t('forgotPassword')}
        </button>
      </p>
      <FormErrorMessage error={error} />
      <button type="submit" className="button button--block" disabled={pending} aria-busy={pending}>
        {pending ? t('working') : t('submitLogin')}
      </button>
    </form>
  );
}
