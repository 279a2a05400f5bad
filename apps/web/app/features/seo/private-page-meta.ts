import type { MetaDescriptor } from 'react-router';
import { pageMeta, type PageMetaArgs } from './page-meta';

/**
 * The pages a message's link opens carry a single-use token in their URL: never indexed, and no
 * canonical or alternate link (a page kept out of the index claims none, as pageMeta does for
 * its own noindex pages). Takes pageMeta's tags and makes them so.
 */
export function privatePageMeta(tags: MetaDescriptor[]): MetaDescriptor[] {
  const kept = tags.filter(
    (tag) => !('tagName' in tag && tag.tagName === 'link' && (tag.rel === 'canonical' || tag.rel === 'alternate')),
  );
  if (kept.some((tag) => 'name' in tag && tag.name === 'robots')) return kept;
  return [...kept, { name: 'robots', content: 'noindex' }];
}

/**
 * The `meta` of a /myaccount page (issue 16): its loader's title and description, kept out of
 * the index like every page behind a log-in.
 */
export function myAccountPageMeta(
  root: PageMetaArgs['root'],
  location: PageMetaArgs['location'],
  text: { title: string; description: string } | undefined,
): MetaDescriptor[] {
  return privatePageMeta(pageMeta({ root, location, title: text?.title ?? '', description: text?.description ?? '' }));
}
