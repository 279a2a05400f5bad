import { getResizedImage } from '@meridian/contracts';
import { parseResizedImageQuery } from '@meridian/domain';
import { Hono } from 'hono';
import type { ApiBindings } from '../app';
import { takeWindowSlot } from '../db/queries/compliance-calls';
import { fail } from '../http';
import { acceptsWebp, type ImageResizer } from '../services/image-resizer';

/** Ours: new variants one network may have made per minute (a cached one costs nothing and is not counted). */
export const IMAGE_ENCODINGS_PER_MINUTE = 120;

/** A year for a versioned URL (a new version is a new URL); a day otherwise. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=86400';

/** shell §9 image helper (decision 0054): GET (and HEAD) of one of our images, resized and cached. */
export function imageRoutes(resizer: ImageResizer) {
  const routes = new Hono<ApiBindings>();
  routes.get(getResizedImage.path, async (c) => {
    const parsed = parseResizedImageQuery({
      src: c.req.query('src'),
      w: c.req.query('w'),
      q: c.req.query('q'),
      v: c.req.query('v'),
    });
    if (!parsed.ok) return fail(c, 400, parsed.message);
    const output = acceptsWebp(c.req.header('accept')) ? 'webp' : 'source';
    let image: Awaited<ReturnType<ImageResizer['get']>>;
    try {
      image = await resizer.get(parsed.request, output, () =>
        takeWindowSlot(
          c.var.db,
          { key: `image:${c.var.networkBucket}`, limit: IMAGE_ENCODINGS_PER_MINUTE, windowMs: 60_000 },
          c.var.now.getTime(),
        ),
      );
    } catch (error) {
      console.warn(
        `[api] image ${parsed.request.src} could not be read:`,
        error instanceof Error ? error.message : error,
      );
      return fail(c, 422, 'The image could not be read');
    }
    if (image === undefined) return fail(c, 404, `No such image: ${parsed.request.src}`);
    if (image === 'limited') {
      c.header('Retry-After', '60');
      return fail(c, 429, 'Too many new image sizes asked from this network: try again in a minute.');
    }
    const headers = {
      'Content-Type': image.contentType,
      ETag: image.etag,
      'Cache-Control': parsed.request.versioned ? VERSIONED_CACHE : UNVERSIONED_CACHE,
      // The encoding depends on Accept (WebP or the source's own).
      Vary: 'Accept',
      // Shown inside our own pages only (the API's JSON answers say same-origin too).
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    const match = c.req.header('if-none-match');
    if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return routes;
}
