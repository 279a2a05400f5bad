import { getResizedImage } from '@meridian/contracts';
import { resizedImageQuery, type ResizedImageOptions } from '@meridian/domain';

/**
 * shell §9 "Image helper | default width 28, quality 75": the URL of one of our images under
 * /images/ resized by the API's image endpoint (decision 0054). A source the endpoint would
 * refuse (another host, another format) is returned as it is.
 */
export function resizedImageUrl(src: string, options: ResizedImageOptions = {}): string {
  const query = resizedImageQuery(src, options);
  return query === undefined ? src : `${getResizedImage.path}?${query}`;
}
