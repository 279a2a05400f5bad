import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
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
 * (for the micro-apps, which load their catalog in the browser). Resolved to a module id of its
 * own, so neither Vite's nor Rolldown's JSON handling sees the query.
 */
export function compiledCatalogs(): Plugin {
  const request = new RegExp(`/i18n/messages/[^/]+/[^/]+\\.json\\?${COMPILED_CATALOG_QUERY}$`);
  const prefix = '\0meridian-compiled-catalog:';
  // A module id that does not end in .json: the JSON plugins would take it for a JSON file.
  const suffix = '.compiled.js';
  return {
    name: 'meridian:compiled-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!request.test(source)) return null;
      const file = source.slice(0, -`?${COMPILED_CATALOG_QUERY}`.length);
      return prefix + (isAbsolute(file) || !importer ? file : resolve(dirname(importer), file)) + suffix;
    },
    async load(id) {
      if (!id.startsWith(prefix) || !id.endsWith(suffix)) return null;
      const file = id.slice(prefix.length, -suffix.length);
      this.addWatchFile(file);
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isTree(parsed)) throw new Error(`${file}: a catalog holds only nested objects of strings`);
      return `export default ${JSON.stringify(compileMessages(parsed))};\n`;
    },
  };
}

type Tree = string | { [key: string]: Tree };

function isTree(value: unknown): value is Tree {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(isTree);
}
