import { localizePath } from '@meridian/domain';
import { useSite } from './site-context';

/** `path` under the current locale's prefix: every in-site link goes through this. */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useSite();
  return (path) => localizePath(locale.prefix, path);
}
