import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';

/**
 * The new code, shown once (issue 16 item 5: only its hash is kept, so it cannot be shown again):
 * read-only, left to right in every language, with a copy button whose outcome a status line says.
 */
export function ShownCode({ code, amount, coin }: { code: string; amount: string; coin: string }) {
  const t = useTranslations('depositCode.shown');
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div
      className="deposit-code__shown"
      role="region"
      aria-labelledby={`${id}-heading`}
      data-testid="deposit-code-shown"
    >
      <h3 id={`${id}-heading`}>{t('heading', { amount, coin })}</h3>
      <p className="deposit-code__warning">{t('once')}</p>
      <div className="deposit-code__copy-row">
        <label className="visually-hidden" htmlFor={`${id}-code`}>
          {t('label')}
        </label>
        <input
          id={`${id}-code`}
          className="deposit-code__code"
          readOnly
          value={code}
          dir="ltr"
          spellCheck={false}
          data-testid="deposit-code-value"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--outline"
          onClick={() => void copyCode()}
          data-testid="deposit-code-copy"
        >
          {t('copy')}
        </button>
      </div>
      <p role="status" data-testid="deposit-code-copy-status">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
