import type { MetaDescriptor } from 'react-router';

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
