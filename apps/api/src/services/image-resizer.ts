import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { createJimp } from '@jimp/core';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import * as resize from '@jimp/plugin-resize';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import type { ResizedImageRequest } from '@meridian/domain';
import { simd } from 'wasm-feature-detect';

// Issue 14 item 6 (decision 0054): our own images under /images/, resized with Jimp (pure
// JavaScript) and encoded as WebP with Squoosh's libwebp build (WebAssembly shipped in the npm
// package: nothing is downloaded), PNG or JPEG for a browser that does not take WebP.

/** What the endpoint sends: the bytes, their type and a strong validator. */
export interface ResizedImage {
  body: Uint8Array;
  contentType: 'image/webp' | 'image/png' | 'image/jpeg';
  etag: string;
}

/** The encoding asked for: WebP, or the source's own format. */
export type ImageOutput = 'webp' | 'source';

/** Ours: a source larger than this is refused (our images are icons, logos and banners). */
export const IMAGE_SOURCE_MAX_BYTES = 8 * 1024 * 1024;

const Jimp = createJimp({ formats: [png, jpeg], plugins: [resize.methods] });

/**
 * The WebP encoder, compiled once per process. Squoosh's build fetches its .wasm by URL, which
 * Node's fetch cannot do for a file: the module is read from the package and handed over.
 */
let webpEncoder: Promise<unknown> | undefined;
function loadWebpEncoder(): Promise<unknown> {
  webpEncoder ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve(`@jsquash/webp/codec/enc/${(await simd()) ? 'webp_enc_simd' : 'webp_enc'}.wasm`);
    // The API's TypeScript has Node's types only, which leave WebAssembly out; Node has it.
    const { WebAssembly } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } };
    const module = await WebAssembly.compile(await readFile(file));
    // The package's types list only the options argument; its code takes the compiled module first.
    return (initWebpEncoder as unknown as (module: object) => Promise<unknown>)(module);
  })().catch((error: unknown) => {
    webpEncoder = undefined;
    throw error;
  });
  return webpEncoder;
}

type WebpEncode = (
  image: { data: Uint8ClampedArray; width: number; height: number; colorSpace: 'srgb' },
  options: { quality: number },
) => Promise<ArrayBuffer>;

export interface ImageResizerOptions {
  /** The folder whose `images/` the paths name (the web's public folder). */
  root: string;
  /** Kept variants (default 500) and their bytes together (default 16 MiB): the least recently used go first. */
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Resizes and caches. The cache is this process's (several processes each make a variant once;
 * the answers are public and long-lived, so browsers and any CDN keep them too). A source that
 * changes on disk makes a new key (its size and time are part of it). Concurrent asks for one
 * variant share one encoding.
 */
export function createImageResizer(options: ImageResizerOptions) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const cache = new Map<string, ResizedImage>();
  const pending = new Map<string, Promise<ResizedImage | undefined>>();
  let cachedBytes = 0;
  let rootReal: Promise<string> | undefined;

  /** The source file, only when it resolves (links too) inside the root's images folder. */
  async function locate(src: string): Promise<{ file: string; version: string } | undefined> {
    rootReal ??= realpath(join(options.root, 'images'));
    const imagesRoot = await rootReal.catch(() => undefined);
    if (imagesRoot === undefined) return undefined;
    try {
      const file = await realpath(join(options.root, ...src.split('/')));
      if (!file.startsWith(imagesRoot + sep)) return undefined;
      const info = await stat(file);
      if (!info.isFile() || info.size > IMAGE_SOURCE_MAX_BYTES) return undefined;
      return { file, version: `${info.size}:${info.mtimeMs}` };
    } catch {
      return undefined;
    }
  }

  function remember(key: string, image: ResizedImage): void {
    cache.set(key, image);
    cachedBytes += image.body.byteLength;
    for (const [oldKey, old] of cache) {
      if (cache.size <= maxEntries && cachedBytes <= maxBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.byteLength;
    }
  }

  async function encode(file: string, request: ResizedImageRequest, output: ImageOutput): Promise<ResizedImage> {
    const image = await Jimp.fromBuffer(await readFile(file));
    // Never larger than the source: a bigger width would only blur it.
    if (request.width < image.bitmap.width) image.resize({ w: request.width });
    let body: Uint8Array;
    let contentType: ResizedImage['contentType'];
    if (output === 'webp') {
      await loadWebpEncoder();
      const { data, width, height } = image.bitmap;
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      body = new Uint8Array(
        await (encodeWebp as unknown as WebpEncode)(
          { data: pixels, width, height, colorSpace: 'srgb' },
          { quality: request.quality },
        ),
      );
      contentType = 'image/webp';
    } else if (image.mime === 'image/jpeg') {
      body = await image.getBuffer('image/jpeg', { quality: request.quality });
      contentType = 'image/jpeg';
    } else {
      body = await image.getBuffer('image/png');
      contentType = 'image/png';
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, contentType, etag };
  }

  return {
    /**
     * The variant, from the cache or made now; undefined when there is no such source.
     * `mayEncode` is asked before an encoding starts (the caller's rate limit): false leaves
     * the answer `'limited'`.
     */
    async get(
      request: ResizedImageRequest,
      output: ImageOutput,
      mayEncode: () => Promise<boolean>,
    ): Promise<ResizedImage | 'limited' | undefined> {
      const source = await locate(request.src);
      if (source === undefined) return undefined;
      const key = `${request.src}|${source.version}|${request.width}|${request.quality}|${output}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        // Most recently used: to the end of the order.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const running = pending.get(key);
      if (running !== undefined) return running;
      if (!(await mayEncode())) return 'limited';
      const again = pending.get(key);
      if (again !== undefined) return again;
      const made = encode(source.file, request, output)
        .then((image) => {
          remember(key, image);
          return image;
        })
        .finally(() => pending.delete(key));
      pending.set(key, made);
      return made;
    },
    /** For tests: what the cache holds. */
    stats(): { entries: number; bytes: number } {
      return { entries: cache.size, bytes: cachedBytes };
    },
  };
}

export type ImageResizer = ReturnType<typeof createImageResizer>;

/** Whether an Accept header takes WebP (every current browser's image requests say so). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    if (type.trim() !== 'image/webp') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
