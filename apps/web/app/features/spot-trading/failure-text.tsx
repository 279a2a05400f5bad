import { useTranslations } from '../../i18n';
import type { TradingFailureText } from './order-failure';

/**
 * A failed place or cancel in words: its rule in the reader's language, a translated text, or the
 * API's English message (marked as English) when the API named no rule this catalog knows.
 */
export function FailureText({ failure }: { failure: TradingFailureText | null }) {
  const t = useTranslations('spotTrading.errors');
  const tRules = useTranslations('trade.rules');
  if (failure === null) return null;
  if (failure.kind === 'key') return t(failure.key);
  if (failure.kind === 'rule' && tRules.has(failure.code)) return tRules(failure.code, failure.values);
  return <span lang="en">{failure.message}</span>;
}
