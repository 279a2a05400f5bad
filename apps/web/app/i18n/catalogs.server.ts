import { LANGUAGES, type LanguageTag } from '@meridian/domain';
import { translationDebugMode, withTranslationKeys } from './debug';
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

export type Namespace = keyof Messages;

/**
 * What every page needs (header, footer, switch bar, 404, page titles); the rest travels with
 * the route that uses it, so a page carries only its own text in its own locale.
 */
export const SHELL_NAMESPACES = [
  'common',
  'footer',
  'switchBar',
  'notFound',
  'seo',
  'account',
] as const satisfies readonly Namespace[];

/**
 * The given namespaces of one language for one request, with the translation-debug query applied
 * (widgets §2).
 */
export function messagesForRequest<N extends Namespace>(
  request: Request,
  lang: LanguageTag,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const all = messagesFor(lang);
  const picked = {} as Pick<Messages, N>;
  for (const ns of namespaces) picked[ns] = all[ns];
  return withTranslationKeys(picked, translationDebugMode(new URL(request.url).searchParams));
}
