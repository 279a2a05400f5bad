import { postLogin2fa } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken, useAccountSubmit } from '../../app/shell/session/client';
// The file, not kit's index, which would pull the amount field's CSS into this bundle.
import { OneTimeCodeInput } from '../../app/kit/one-time-code/one-time-code-input';
import { FormErrorMessage } from './form-error-message';

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
        <OneTimeCodeInput
          id={codeId}
          label={t('code')}
          accepts="code-or-recovery-code"
          inputMode="numeric"
          value={code}
          onValueChange={setCode}
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
