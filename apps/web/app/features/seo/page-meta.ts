import {
  type Locale,
  MAIN_SITE_NAME,
  OPEN_GRAPH_IMAGE_PATH,
  OPEN_GRAPH_IMAGE_SIZE,
  openGraphLocale,
  robotsDirective,
  type SiteConfig,
  seoLinks,
  siteAssetUrl,
  unprefixedPath,
} from '@meridian/domain';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { createTranslator } from '../../i18n';
import type { Messages } from '../../i18n';

/** What the helper needs of the root loader's data (routes pass `rootDataOf(matches)`, app/root-data.ts). */
export interface SeoRootData {
  site: SiteConfig;
  locale: Locale;
  messages: Pick<Messages, 'seo'>;
}

/** A page with a title and description in the `seo.pages` catalog (i18n/messages/en/seo.json). */
export type SeoPage = keyof Messages['seo']['pages'];

/** Either a catalog page, or text the route has already translated (a page with a dynamic title). */
type PageText =
  { page: SeoPage; title?: never; description?: never } | { page?: never; title: string; description: string };

export type PageMetaArgs = PageText & {
  root: SeoRootData | undefined;
  /** The browser's location (the route's meta args): the root's own path is not refreshed on client navigation. */
  location: { pathname: string; search: string };
  /** The page is the 404 page: never indexed. */
  notFound?: boolean;
};

function pageText(args: PageMetaArgs, site: SiteConfig, locale: Locale, messages: Pick<Messages, 'seo'>) {
  if (args.page === undefined) return { title: args.title, description: args.description };
  // A catalog still waiting for its translations must not put message keys into search results:
  // fall back to the brand name alone.
  let missing = false;
  const t = createTranslator({
    locale: locale.htmlLang,
    messages,
    namespace: 'seo.pages',
    onError: () => {
      missing = true;
    },
  });
  const values = { site: site.name };
  const title = t(`${args.page}.title`, values);
  const description = t(`${args.page}.description`, values);
  return missing ? { title: site.name, description: undefined } : { title, description };
}

/**
 * Everything a page puts in `<head>` for search engines and link previews: title, description,
 * canonical and hreflang alternates (shell §2), Open Graph with the site's ogSiteName (shell §3),
 * a Twitter card, and `robots` on pages that must not be indexed. Call it from a route's `meta`.
 */
export function pageMeta(args: PageMetaArgs): MetaDescriptor[] {
  const { root, location } = args;
  if (!root) return [{ title: MAIN_SITE_NAME }];
  const { site, locale } = root;
  const path = unprefixedPath(locale, location.pathname);
  const { title, description } = pageText(args, site, locale, root.messages);
  const links = seoLinks(site, locale, path);
  const robots = robotsDirective({ site, path, search: location.search, notFound: args.notFound === true });
  const image = siteAssetUrl(site, OPEN_GRAPH_IMAGE_PATH);

  const tags: MetaDescriptor[] = [{ title }];
  if (description !== undefined) tags.push({ name: 'description', content: description });
  if (robots) {
    // A page kept out of the index claims no canonical URL and joins no language cluster: the
    // two signals would contradict each other.
    tags.push({ name: 'robots', content: robots });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: links.canonical });
    for (const alternate of links.alternates) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
    }
  }
  tags.push(
    { property: 'og:site_name', content: site.ogSiteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: links.canonical },
    { property: 'og:locale', content: openGraphLocale(locale) },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OPEN_GRAPH_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OPEN_GRAPH_IMAGE_SIZE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:image', content: image },
  );
  if (description !== undefined) {
    tags.push(
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    );
  }
  return tags;
}

/** A page titled by `account.pages` messages (`<page>Title`, `<page>Description`): the account pages. */
export type AccountPage = 'login' | 'signup' | 'verifyEmail' | 'resetPassword';

/**
 * pageMeta for an account page (log-in, sign-up, the message links), whose title and description
 * live in the `account.pages` messages every page carries.
 */
export function accountPageMeta(args: {
  root: (SeoRootData & { messages: Pick<Messages, 'account'> }) | undefined;
  location: { pathname: string; search: string };
  page: AccountPage;
}): MetaDescriptor[] {
  const { root, location, page } = args;
  if (!root) return pageMeta({ root, location, page: 'home' });
  const t = createTranslator({ locale: root.locale.htmlLang, messages: root.messages, namespace: 'account.pages' });
  const values = { site: root.site.name };
  return pageMeta({ root, location, title: t(`${page}Title`, values), description: t(`${page}Description`, values) });
}

/**
 * For the `meta` of root.tsx: a page drawn by the root error boundary. A 404 thrown by a loader
 * (an unknown first segment such as /no-such-page, which the locale layout rejects) shows the
 * 404 page there, and React Router then calls no `meta` below root. Without an error: nothing,
 * so the routes' own tags stand.
 */
export function errorPageMeta(args: {
  error: unknown;
  root: SeoRootData | undefined;
  location: { pathname: string; search: string };
}): MetaDescriptor[] {
  const { error, root, location } = args;
  if (error === undefined || error === null) return [];
  if (isRouteErrorResponse(error) && error.status === 404)
    return pageMeta({ root, location, page: 'notFound', notFound: true });
  // Any other failure: an error page is not content.
  return [{ title: root?.site.name ?? MAIN_SITE_NAME }, { name: 'robots', content: 'noindex' }];
}
