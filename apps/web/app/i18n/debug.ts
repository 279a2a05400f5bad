import { TRANSLATION_DEBUG_QUERY } from '@meridian/domain';

/**
 * widgets §2 "a translation-debug query (values 1 or 2) makes translated text show its keys".
 * 1 shows the key instead of the text; 2 shows the key in front of the text.
 */

export type TranslationDebugMode = 0 | 1 | 2;

export function translationDebugMode(search: URLSearchParams): TranslationDebugMode {
  const value = search.get(TRANSLATION_DEBUG_QUERY);
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

type Tree = string | { [key: string]: Tree };

/** The catalog with each message replaced according to the debug mode. */
export function withTranslationKeys<T extends Tree>(messages: T, mode: TranslationDebugMode, path = ''): T {
  if (mode === 0) return messages;
  if (typeof messages === 'string') {
    // Keys hold no ICU syntax characters, so they are safe as message text.
    const key = `[${path}]`;
    return (mode === 1 ? key : `${key} ${messages}`) as T;
  }
  const out: Record<string, Tree> = {};
  for (const [k, v] of Object.entries(messages)) out[k] = withTranslationKeys(v, mode, path ? `${path}.${k}` : k);
  return out as T;
}
