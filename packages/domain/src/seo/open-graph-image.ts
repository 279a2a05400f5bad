// The link-preview picture, in a module of its own: every page's meta tags name it, and importing
// it must not bring the site-host tables of marketing/own-site-url.ts into a page's first script.

/**
 * The picture a shared page of ours shows (apps/web/public/images/marketing): the same on every
 * site, a JPEG (link previews take no SVG) drawn from og-share.svg by scripts/make-og-image.mjs.
 */
export const OPEN_GRAPH_IMAGE_PATH = '/images/marketing/og-share.jpg';

/** The picture's size in px (og:image:width and og:image:height), the large preview card's 1.91:1. */
export const OPEN_GRAPH_IMAGE_SIZE = { width: 1200, height: 630 } as const;
