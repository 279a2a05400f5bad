import { isComingPage, localizePath } from '@meridian/domain';
import { useSite } from './site-context';

/** `path` under the current locale's prefix: every in-site link goes through this. */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useSite();
  return (path) => localizePath(locale.prefix, path);
}

/**
 * Like useLocalizedPath, but null for a page that is not built yet (domain COMING_PAGES): the
 * caller renders no link then (issue 8: "a link to a page not built yet is not rendered").
 */
export function usePageHref(): (path: string) => string | null {
  const to = useLocalizedPath();
  return (path) => (isComingPage(path) ? null : to(path));
}
