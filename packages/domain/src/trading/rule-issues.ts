import type { RuleCode } from './rule-messages';

/**
 * Why an order or a position opening breaks a rule of its market, as a code and its values: the
 * API answers with the English text (ruleMessage, rule-messages.ts), the web says it in the
 * reader's language from the code (its catalogs hold one text per code, with the same placeholders).
 */
export interface RuleIssue {
  code: RuleCode;
  /** The values of the text's placeholders, as text (decimals exactly as the market states them). */
  values: Readonly<Record<string, string>>;
}

export type { RuleCode };

export function ruleIssue(code: RuleCode, values: Record<string, string | number> = {}): RuleIssue {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) text[name] = String(value);
  return { code, values: text };
}
