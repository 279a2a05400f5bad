import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/** The ~49,000 most common passwords of zxcvbn-ts's list, lower-cased, loaded on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/**
 * ASVS 2.1.7: a new password is checked against a list of breached and common passwords. The
 * length rule (ASVS 2.1.1, at least 12) is the contract's; this adds what a length check cannot
 * see: a listed password, one character repeated, or the account's own e-mail or phone.
 */
export function weakPasswordReason(password: string, identifier: string): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'This password is on the list of the most common passwords. Choose another.';
  if (new Set(lower).size <= 2) return 'This password repeats one or two characters. Choose another.';
  const local = identifier.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local))
    return 'The password must not contain your e-mail address or phone number.';
  return null;
}
