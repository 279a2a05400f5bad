// Issue 14 item 6 (decision 0054): the image helper and the rules of the image endpoint behind it.

/** shell §9 "Image helper | default width 28, quality 75". */
export const IMAGE_DEFAULT_WIDTH = 28;
/** shell §9 "Image helper | default width 28, quality 75". */
export const IMAGE_DEFAULT_QUALITY = 75;
/** Ours (the spec shows none): the widest variant the endpoint makes; a banner at 2x is below it. */
export const IMAGE_MAX_WIDTH = 2048;

/**
 * The images the endpoint may read: our own files under /images/, PNG or JPEG, plain path
 * segments (no `..`, no query, no host). Never a URL elsewhere: the endpoint fetches nothing.
 */
const SOURCE_PATH = /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g)$/;

export interface ResizedImageOptions {
  /** Output width in CSS pixels times the density wanted (default 28); the height keeps the ratio. */
  width?: number;
  /** 1–100 (default 75): the lossy encoder's quality. */
  quality?: number;
  /** A version that changes when the source does (e.g. the coin-icon whitelist's): the answer may then be kept for a year. */
  version?: string;
}

/**
 * shell §9 "Image helper | default width 28, quality 75": the query asking the image endpoint
 * (contracts getResizedImage, which owns the path) for `src`, a path under /images/, resized. A
 * width or quality out of range falls back to the default; undefined for a source the endpoint
 * would refuse (the caller then loads it as it is).
 */
export function resizedImageQuery(src: string, options: ResizedImageOptions = {}): string | undefined {
  if (!isResizableImagePath(src)) return undefined;
  const width = validWidth(options.width) ? options.width : IMAGE_DEFAULT_WIDTH;
  const quality = validQuality(options.quality) ? options.quality : IMAGE_DEFAULT_QUALITY;
  const version = options.version ? `&v=${encodeURIComponent(options.version)}` : '';
  return `src=${encodeURIComponent(src)}&w=${width}&q=${quality}${version}`;
}

/** A path the image endpoint reads (our own PNG or JPEG under /images/). */
export function isResizableImagePath(src: string): boolean {
  return SOURCE_PATH.test(src) && !src.split('/').some((segment) => segment === '.' || segment === '..');
}

function validWidth(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= IMAGE_MAX_WIDTH;
}

function validQuality(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 100;
}

export interface ResizedImageRequest {
  src: string;
  width: number;
  quality: number;
  /** Present: the caller versions the URL, so the answer may be cached as immutable. */
  versioned: boolean;
}

/** A whole number written plainly (no sign, exponent, fraction or leading zero). */
const WHOLE = /^[1-9][0-9]{0,5}$/;

/**
 * The endpoint's reading of its query: `src` required, `w` and `q` optional (28 and 75), each
 * checked with a message the caller can act on.
 */
export function parseResizedImageQuery(query: {
  src?: string | undefined;
  w?: string | undefined;
  q?: string | undefined;
  v?: string | undefined;
}): { ok: true; request: ResizedImageRequest } | { ok: false; message: string } {
  const src = query.src ?? '';
  if (src === '') return { ok: false, message: 'src is required: the path of an image under /images/' };
  if (!isResizableImagePath(src)) {
    return { ok: false, message: 'src must be the path of a PNG or JPEG file under /images/' };
  }
  let width = IMAGE_DEFAULT_WIDTH;
  if (query.w !== undefined) {
    const n = WHOLE.test(query.w) ? Number(query.w) : Number.NaN;
    if (!validWidth(n)) return { ok: false, message: `w must be a whole number from 1 to ${IMAGE_MAX_WIDTH}` };
    width = n;
  }
  let quality = IMAGE_DEFAULT_QUALITY;
  if (query.q !== undefined) {
    const n = WHOLE.test(query.q) ? Number(query.q) : Number.NaN;
    if (!validQuality(n)) return { ok: false, message: 'q must be a whole number from 1 to 100' };
    quality = n;
  }
  return { ok: true, request: { src, width, quality, versioned: query.v !== undefined && query.v !== '' } };
}
