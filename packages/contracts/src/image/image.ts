import * as z from 'zod/mini';

// Issue 14 item 6 (decision 0054): the image endpoint answers the image itself (WebP, PNG or JPEG
// bytes), not JSON; its query is read by the domain's parseResizedImageQuery.

/** The query: `src` (a path under /images/), `w` (default 28), `q` (default 75), `v` (a version). */
export const resizedImageQuery = z.object({
  src: z.string(),
  w: z.optional(z.string()),
  q: z.optional(z.string()),
  v: z.optional(z.string()),
});

/** The answer's body: the encoded image. */
export const resizedImageBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
