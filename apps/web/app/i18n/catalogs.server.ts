import { LANGUAGES, type LanguageTag } from '@meridian/domain';
import { translationDebugMode, withTranslationKeys } from './debug';
import type { Messages } from './messages/en';

type Json = string | { [key: string]: Json };
type Catalog = Record<string, Json>;

// Every catalog file, bundled into the server only; a page receives just its own locale's
// messages through the root loader.
const files = import.meta.glob<Json>('./messages/*/*.json', { eager: true, import: 'default' });

/** A catalog file's path, `./messages/<lang>/<file>.json`: its language and its namespace (`switch-bar.json` is `switchBar`). */
function fileOf(path: string): { lang: string; namespace: string } | null {
  const match = /^\.\/messages\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { lang: match[1], namespace: match[2].replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) };
}

/** The namespaces: the files of messages/en/ (adding one is adding its file in every language). */
export const NAMESPACES: readonly string[] = Object.keys(files).flatMap((path) => {
  const file = fileOf(path);
  return file?.lang === 'en' ? [file.namespace] : [];
});

function load(lang: LanguageTag): Catalog {
  const catalog: Catalog = {};
  for (const [path, messages] of Object.entries(files)) {
    const file = fileOf(path);
    if (file?.lang === lang) catalog[file.namespace] = messages;
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

/** What a route's loader is given that its messages depend on: the request and the server's locale. */
interface RouteLoaderArgs {
  request: Request;
  context: { locale: { catalog: LanguageTag } };
}

/**
 * A route's own namespaces, for its loader data (`return routeMessages(args, ['pages'])`, or spread
 * into a bigger answer); the route renders them with `<RouteMessages messages={loaderData.messages}>`.
 */
export function routeMessages<N extends Namespace>(
  { request, context }: RouteLoaderArgs,
  namespaces: readonly N[],
): { messages: Pick<Messages, N> } {
  return { messages: messagesForRequest(request, context.locale.catalog, namespaces) };
}
