import type { SiteConfig } from '../sites/site-config';
import { canonicalPath } from './seo-links';

/** The value of `<meta name="robots">` on a page that must stay out of search results. */
export type RobotsDirective = 'noindex' | 'noindex, nofollow';

/** shell §4 "/state_compliance_tips is the redirect target for restricted users": not a landing page. */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set(['/state_compliance_tips']);

/**
 * widgets §2 "a translation-debug query (values 1 or 2) makes translated text show its keys".
 * Any value counts here: such a URL is a debugging view of another page, never a page of its own.
 */
export const TRANSLATION_DEBUG_QUERY = 'translate_debug';

/** The test network is not a product for the public: none of its pages belong in search results. */
export function isIndexableSite(site: SiteConfig): boolean {
  return site.key !== 'testnet';
}

export interface RobotsInput {
  site: SiteConfig;
  /** The page path without locale prefix. */
  path: string;
  /** The query string of the URL ('' or '?a=1'). */
  search: string;
  /** The page is the 404 page (shell §2 "404 page"). */
  notFound?: boolean;
}

/**
 * Which pages must not be indexed: the 404 page, /state_compliance_tips, every testnet page and
 * any page viewed with the translate_debug query. `null` means the page may be indexed (no tag).
 * Testnet also asks not to follow links: every link there leads to another testnet page.
 */
export function robotsDirective({ site, path, search, notFound = false }: RobotsInput): RobotsDirective | null {
  if (!isIndexableSite(site)) return 'noindex, nofollow';
  if (notFound || NOINDEX_PATHS.has(canonicalPath(path))) return 'noindex';
  if (queryNames(search).includes(TRANSLATION_DEBUG_QUERY)) return 'noindex';
  return null;
}

/** The parameter names of a query string (domain has no URLSearchParams: it runs without DOM or Node types). */
function queryNames(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const name = (pair.split('=')[0] ?? '').replace(/\+/g, ' ');
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
}
