import { LANGUAGES, type LanguageTag } from '@meridian/domain';
import { type Messages, NAMESPACE_FILES } from './messages/en';

type Json = string | { [key: string]: Json };
type Catalog = Record<string, Json>;

// Every catalog file, bundled into the server only; a page receives just its own locale's
// messages through the root loader.
const files = import.meta.glob<Json>('./messages/*/*.json', { eager: true, import: 'default' });

function load(lang: LanguageTag): Catalog {
  const catalog: Catalog = {};
  for (const [namespace, file] of Object.entries(NAMESPACE_FILES)) {
    const messages = files[`./messages/${lang}/${file}.json`];
    if (messages !== undefined) catalog[namespace] = messages;
  }
  return catalog;
}

const CATALOGS = new Map<LanguageTag, Catalog>(LANGUAGES.map((l) => [l.lang, load(l.lang)]));

/** The messages of one language. Completeness is guaranteed by i18n/catalogs.test.ts. */
export function messagesFor(lang: LanguageTag): Messages {
  return (CATALOGS.get(lang) ?? {}) as Messages;
}

/** All catalogs, for the completeness test. */
export function allCatalogs(): ReadonlyMap<LanguageTag, Catalog> {
  return CATALOGS;
}
