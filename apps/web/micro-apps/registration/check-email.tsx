import { classifyAccount, postResendVerification } from '@meridian/contracts';
import { useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken, useAccountSubmit } from '../../app/shell/session/client';
import { FormErrorMessage } from './form-error-message';

interface Props {
  /** The address (or phone number) as the visitor typed it. */
  account: string;
  onBack: () => void;
}

/**
 * After a sign-up: no account and no session yet. The message's link opens the account (the
 * /verify-email page); until then the visitor may ask for the link again.
 */
export function CheckEmail({ account, onBack }: Props) {
  const t = useTranslations('account.form');
  const clients = useBrowserClients();
  const [resent, setResent] = useState(false);
  const { pending, error, run } = useAccountSubmit('resend');
  const byText = classifyAccount(account)?.kind === 'phone';
  return (
    <div className="registration-form" data-testid="check-email">
      <p className="form-notice" data-testid="check-email-sent">
        {byText ? t('checkEmail.sentPhone', { account }) : t('checkEmail.sentEmail', { account })}
      </p>
      <p>{t('checkEmail.notReceived')}</p>
      <FormErrorMessage error={error} />
      {/* Announced when it appears; empty (and hidden) until a resend went through. */}
      <p className="form-notice" role="status" data-testid="check-email-resent">
        {resent && !pending ? t('checkEmail.resent') : null}
      </p>
      <button
        type="button"
        className="button button--outline"
        disabled={pending}
        aria-busy={pending}
        onClick={() => {
          setResent(false);
          void run(
            async () => {
              await ensureCsrfToken(clients);
              return clients.post(postResendVerification, { account });
            },
            () => setResent(true),
          );
        }}
      >
        {pending ? t('working') : t('checkEmail.resend')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('backToLogin')}
      </button>
    </div>
  );
}
