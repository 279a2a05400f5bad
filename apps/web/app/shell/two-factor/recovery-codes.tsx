import { useState } from 'react';
import { useTranslations } from '../../i18n';

type Copied = 'copied' | 'failed' | null;

/** Recovery codes, shown once (after turning two-factor on, or new ones), with a copy button. */
export function RecoveryCodes({ codes, intro }: { codes: readonly string[]; intro: string }) {
  const t = useTranslations('account.security');
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      // No clipboard (an insecure origin, or permission refused): the codes are selectable text.
      setCopied('failed');
    }
  };
  return (
    <>
      <p>{intro}</p>
      <ul className="security-dialog__codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--outline"
        onClick={() => void copy()}
        data-testid="copy-recovery-codes"
      >
        {t('copy')}
      </button>
      <p className="security-dialog__notice" role="status">
        {copied === 'copied' ? t('copied') : copied === 'failed' ? t('copyFailed') : null}
      </p>
    </>
  );
}
