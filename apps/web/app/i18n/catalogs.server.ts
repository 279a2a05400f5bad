import { LANGUAGES, type LanguageTag } from '@meridian/domain';
import { compileMessages } from './compile-messages';
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
  // Issue 15: the share modal opens on any page that offers Share (shell §3 share sources).
  'share',
  // Issue 15: the top and bottom marketing banners are in every page's frame (widgets §2).
  'marketingBanners',
  // Issue 15: the marketing pop-ups open on any page (widgets §4 new-user reward and VIP pop-ups).
  'marketingPopups',
  // Issue 15 item 2: the phone app-download banner and the download reward modal show on any page.
  'appDownloadPromo',
  // Issue 16: the header's Deposit button opens the fund-wallet drawer on any page (shell §2).
  'depositChooser',
  // Issue 16 item 9: the chatroom's launcher and window are in every page's frame (shell §4).
  'chatroom',
] as const satisfies readonly Namespace[];

/** Each language's catalog compiled once per process, on first use (decision 0030). */
const COMPILED = new Map<LanguageTag, Messages>();

/** One language's messages compiled for use-intl's format-only path (what pages and tests render). */
export function compiledMessagesFor(lang: LanguageTag): Messages {
  let compiled = COMPILED.get(lang);
  if (!compiled) {
    compiled = compileMessages(messagesFor(lang));
    COMPILED.set(lang, compiled);
  }
  return compiled;
}

/**
 * The given namespaces of one language for one request, compiled, with the translation-debug
 * query applied (widgets §2). Without the query the answer shares the process's compiled catalog.
 */
export function messagesForRequest<N extends Namespace>(
  request: Request,
  lang: LanguageTag,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const debug = request.url.includes('?') ? translationDebugMode(new URL(request.url).searchParams) : 0;
  const all = debug === 0 ? compiledMessagesFor(lang) : messagesFor(lang);
  const picked = {} as Pick<Messages, N>;
  for (const ns of namespaces) picked[ns] = all[ns];
  return debug === 0 ? picked : compileMessages(withTranslationKeys(picked, debug));
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
