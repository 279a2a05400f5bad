import { defineEndpoint } from '../endpoint';
import { WEB_V1_PREFIX } from '../envelope';

/**
 * shell §9 "Image helper | default width 28, quality 75": one of our own images under /images/,
 * resized and re-encoded (WebP where the browser accepts it), cached. Public: no session, no
 * csrf cookie, cacheable.
 */
export const getResizedImage = defineEndpoint({
  method: 'GET',
  path: `${WEB_V1_PREFIX}/image`,
  schemas: () => import('./image'),
  body: 'resizedImageQuery',
  answer: 'resizedImageBytes',
  envelope: false,
});
