import { postPasswordForgot } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken, useAccountSubmit } from '../../app/shell/session/client';
import { AccountField } from './account-field';
import { FormErrorMessage } from './form-error-message';

interface FormProps {
  initialAccount: string;
  onSent: (account: string) => void;
  onBack: () => void;
}

/** "Forgot password?": the account's address; the API sends a reset link (same answer for any address). */
export function ForgotPasswordForm({ initialAccount, onSent, onBack }: FormProps) {
  const t = useTranslations('account.form');
  const clients = useBrowserClients();
  const introId = useId();
  const [account, setAccount] = useState(initialAccount);
  const { pending, error, run } = useAccountSubmit('forgot');
  return (
    <form
      className="registration-form"
      aria-label={t('forgot.submit')}
      aria-describedby={introId}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          async () => {
            await ensureCsrfToken(clients);
            return clients.post(postPasswordForgot, { account });
          },
          () => onSent(account.trim()),
        );
      }}
    >
      <p id={introId}>{t('forgot.intro')}</p>
      <AccountField value={account} onChange={setAccount} />
      <FormErrorMessage error={error} />
      <button type="submit" className="button button--block" disabled={pending} aria-busy={pending}>
        {pending ? t('working') : t('forgot.submit')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('backToLogin')}
      </button>
    </form>
  );
}

/** The reset link is on its way, if the address has an account (we never say whether it does). */
export function ForgotPasswordSent({ account, onBack }: { account: string; onBack: () => void }) {
  const t = useTranslations('account.form');
  return (
    <div className="registration-form" data-testid="forgot-sent">
      <p className="form-notice">{t('forgot.sent', { account })}</p>
      <button type="button" className="link-button" onClick={onBack}>
        {t('backToLogin')}
      </button>
    </div>
  );
}
