import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';

export interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  testId: string;
}

/**
 * A value to send to (the deposit address, its memo) in a read-only field, so it can be selected by
 * hand, with a copy button; the outcome is said in a status line. Addresses read left to right in
 * every language (dir="ltr" inside a right-to-left page).
 */
export function CopyField({ label, value, copyLabel, copiedText, testId }: CopyFieldProps) {
  const t = useTranslations('fundsDeposit');
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="deposit-copy">
      <label className="deposit-copy__label" htmlFor={id}>
        {label}
      </label>
      <div className="deposit-copy__row">
        <input
          id={id}
          className="deposit-copy__value"
          readOnly
          value={value}
          dir="ltr"
          spellCheck={false}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--outline"
          onClick={() => void copyValue()}
          data-testid={`${testId}-copy`}
        >
          {copyLabel}
        </button>
      </div>
      <p className="deposit-copy__status" role="status" data-testid={`${testId}-status`}>
        {copy === 'copied' ? copiedText : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
