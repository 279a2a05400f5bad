import { useId, useState } from 'react';
import { useTranslations } from '../../app/i18n';

interface Props {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Shown under the field and read with it. */
  hint?: string;
  minLength?: number;
}

/** A password input with a show/hide toggle (a named, pressed-state button). */
export function PasswordField({ value, onChange, autoComplete, hint, minLength }: Props) {
  const t = useTranslations('account.form');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{t('password')}</label>
      <div className="field__with-action">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={128}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            focusable="false"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {/* Struck through while the password shows: pressing hides it again. */}
            {visible ? <path d="M4 4l16 16" /> : null}
          </svg>
        </button>
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
