import { useId } from 'react';
import { useTranslations } from '../../app/i18n';

/** The e-mail-or-phone field of the log-in and sign-up forms; the first field of the dialog. */
export function AccountField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('account.form');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('account')}</label>
      <input
        id={id}
        name="account"
        type="text"
        inputMode="email"
        autoComplete="username"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        minLength={3}
        maxLength={254}
        // The first field of the dialog the visitor just opened.
        autoFocus
      />
    </div>
  );
}
