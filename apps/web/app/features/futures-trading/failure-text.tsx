import { useTranslations } from '../../i18n';
import type { FuturesFailureText } from './futures-failure';

/**
 * A failed futures call in words: its rule in the reader's language, a translated text, or the
 * API's English message (marked as English) when the API named no rule this catalog knows.
 */
export function FailureText({ failure }: { failure: FuturesFailureText | null }) {
  const t = useTranslations('futuresTrading.errors');
  const tRules = useTranslations('trade.rules');
  if (failure === null) return null;
  if (failure.kind === 'key') return t(failure.key);
  if (failure.kind === 'rule' && tRules.has(failure.code)) return tRules(failure.code, failure.values);
  return <span lang="en">{failure.message}</span>;
}
