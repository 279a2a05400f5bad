import { PASSWORD_MIN_LENGTH, postSignup } from '@meridian/contracts';
import { useId, useState } from 'react';
import { useTranslations } from '../../app/i18n';
import { REFERRAL_KEYS } from '@meridian/domain';
import { readCookie } from '../../app/shell/cookies/client';
import { useBrowserClients } from '../../app/shell/http/client';
import { ensureCsrfToken, useAccountSubmit } from '../../app/shell/session/client';
import { FormErrorMessage } from './form-error-message';
import { AccountField } from './account-field';
import { PasswordField } from './password-field';

interface Props {
  /** shell §4 the channel value (query `ch`), sent with the sign-up. */
  ch: string | undefined;
  /** shell §2 query ref_uid: the referrer, pre-filled (else the code the referral check stored, shell §4). */
  refUid: string | undefined;
  /**
   * The API sent a confirmation link to the address (or a note to its owner if it has an account
   * already: the answer is the same, so nobody learns which addresses have accounts).
   */
  onSent: (account: string) => void;
}

/** A referral cookie the page's referral check stored (shell §4), if any. */
function storedReferral(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, name) || undefined;
}

export function SignupForm({ ch, refUid, onSent }: Props) {
  const t = useTranslations('account.form');
  const clients = useBrowserClients();
  const ids = { nickname: useId(), referrer: useId() };
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [referrer, setReferrer] = useState(() => refUid ?? storedReferral(REFERRAL_KEYS.code) ?? '');
  const { pending, error, run } = useAccountSubmit('signup');
  return (
    <form
      className="registration-form"
      aria-label={t('submitSignup')}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          async () => {
            await ensureCsrfToken(clients);
            const body = {
              account,
              password,
              nickname: nickname.trim() || undefined,
              ref_uid: referrer.trim() || undefined,
              ch,
              // shell §4: the referral link's channel and group, as the referral check stored them.
              ref_channel: referrer.trim() ? storedReferral(REFERRAL_KEYS.channel) : undefined,
              group_id: referrer.trim() ? storedReferral(REFERRAL_KEYS.group) : undefined,
            };
            return clients.post(postSignup, body);
          },
          () => onSent(account.trim()),
        );
      }}
    >
      <AccountField value={account} onChange={setAccount} />
      <PasswordField
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <div className="field">
        <label htmlFor={ids.nickname}>{t('nickname')}</label>
        <input
          id={ids.nickname}
          name="nickname"
          type="text"
          autoComplete="nickname"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          minLength={2}
          maxLength={32}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.referrer}>{t('referrer')}</label>
        <input
          id={ids.referrer}
          name="ref_uid"
          type="text"
          autoComplete="off"
          value={referrer}
          onChange={(event) => setReferrer(event.target.value)}
          maxLength={32}
        />
      </div>
      <FormErrorMessage error={error} />
      <button type="submit" className="button button--block" disabled={pending} aria-busy={pending}>
        {pending ? t('working') : t('submitSignup')}
      </button>
    </form>
  );
}
