import type { Alias, Plugin } from 'vite';
import { compileMessages } from '../app/i18n/compile-messages';

/**
 * use-intl formats through `use-intl/format-message`, which parses ICU text at run time (the
 * parser is about 10 kB gzip in the browser and work on every server render). Our messages are
 * compiled before use (decision 0030), so every build and test takes the format-only path.
 */
export const FORMAT_ONLY_ALIAS: Alias = {
  find: /^use-intl\/format-message$/,
  replacement: 'use-intl/format-message/format-only',
};

/** The query a catalog import adds to get its compiled form: `messages/ar/account.json?icu`. */
export const COMPILED_CATALOG_QUERY = 'icu';

/**
 * `…/i18n/messages/<lang>/<namespace>.json?icu` imports the catalog with every message compiled
 * (for the micro-apps, which load their catalog in the browser); Vite's JSON plugin then turns
 * the compiled JSON into a module as usual.
 */
export function compiledCatalogs(): Plugin {
  const catalog = new RegExp(`/i18n/messages/[^/]+/[^/]+\\.json\\?${COMPILED_CATALOG_QUERY}$`);
  return {
    name: 'meridian:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!catalog.test(id)) return null;
      const parsed: unknown = JSON.parse(code);
      if (!isTree(parsed)) throw new Error(`${id}: a catalog holds only nested objects of strings`);
      return { code: JSON.stringify(compileMessages(parsed)), map: null };
    },
  };
}

type Tree = string | { [key: string]: Tree };

function isTree(value: unknown): value is Tree {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(isTree);
}
