import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJimp } from '@jimp/core';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { getResizedImage } from '@meridian/contracts';
import { IMAGE_DEFAULT_QUALITY, IMAGE_DEFAULT_WIDTH, resizedImageQuery } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApiApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { DEFAULT_IMAGE_ROOT } from '../env';
import { createImageResizer } from '../services/image-resizer';
import { createTestDatabase } from '../test-support/test-database';
import { TestBrowser, testClock } from '../test-support/test-browser';
import { IMAGE_ENCODINGS_PER_MINUTE } from './image';

const Jimp = createJimp({ formats: [png, jpeg] });
const WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP = 'image/png,image/jpeg,*/*;q=0.5';

let database: DatabaseHandle;
let app: ApiApp;
let root: string;
const clock = testClock(Date.UTC(2026, 10, 27, 10, 0, 0));

/** A photo-like JPEG (noise compresses badly, so quality shows in the size). */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0x336699ff });
  let seed = 7;
  for (let i = 0; i < image.bitmap.data.length; i += 4) {
    for (let k = 0; k < 3; k += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      image.bitmap.data[i + k] = seed % 256;
    }
  }
  return image.getBuffer('image/jpeg', { quality: 95 });
}

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'meridian-images-'));
  mkdirSync(join(root, 'images', 'coin_icon', '64'), { recursive: true });
  const btc = await Jimp.read(join(DEFAULT_IMAGE_ROOT, 'images', 'coin_icon', '64', 'btc.png'));
  writeFileSync(join(root, 'images', 'coin_icon', '64', 'btc.png'), await btc.getBuffer('image/png'));
  writeFileSync(join(root, 'images', 'photo.jpg'), await noisyJpeg(400, 200));
  writeFileSync(join(root, 'images', 'broken.png'), 'not a png at all');
  writeFileSync(join(root, 'secret.png'), await btc.getBuffer('image/png'));
  symlinkSync(join(root, 'secret.png'), join(root, 'images', 'escape.png'));
  app = createApiApp({ db: database.db, bodyLimitBytes: 8192, trustProxy: false, now: clock.now, imageRoot: root });
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

/** The size a WebP file declares (VP8X, VP8 or VP8L). */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  expect(text(0, 4)).toBe('RIFF');
  expect(text(8, 12)).toBe('WEBP');
  const chunk = text(12, 16);
  const at = (i: number) => bytes[i] ?? 0;
  if (chunk === 'VP8X') {
    return {
      width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)),
      height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)),
    };
  }
  if (chunk === 'VP8 ') return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
  return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
}

function imagePath(src: string, options: Parameters<typeof resizedImageQuery>[1] = {}): string {
  return `${getResizedImage.path}?${resizedImageQuery(src, options) ?? ''}`;
}

async function fetchImage(path: string, accept = WEBP, browser = new TestBrowser(app)) {
  const response = await browser.request(path, { headers: { accept } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe(`shell §9 "Image helper | default width ${IMAGE_DEFAULT_WIDTH}, quality ${IMAGE_DEFAULT_QUALITY}": the endpoint`, () => {
  it('resizes to 28 px wide by default, as WebP where the browser takes it, keeping the ratio', async () => {
    const { response, bytes } = await fetchImage(imagePath('/images/coin_icon/64/btc.png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(webpSize(bytes)).toEqual({ width: 28, height: 28 });
    const photo = await fetchImage(imagePath('/images/photo.jpg', { width: 100 }));
    expect(webpSize(photo.bytes)).toEqual({ width: 100, height: 50 });
  });

  it("answers the source's own format to a browser without WebP: PNG stays PNG (transparency kept), JPEG stays JPEG", async () => {
    const icon = await fetchImage(imagePath('/images/coin_icon/64/btc.png'), NO_WEBP);
    expect(icon.response.headers.get('content-type')).toBe('image/png');
    const decoded = await Jimp.fromBuffer(Buffer.from(icon.bytes));
    expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([28, 28]);
    // The icon is round: its corner stays transparent.
    expect(decoded.bitmap.data[3]).toBe(0);
    const photo = await fetchImage(imagePath('/images/photo.jpg', { width: 60 }), NO_WEBP);
    expect(photo.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await Jimp.fromBuffer(Buffer.from(photo.bytes))).bitmap.width).toBe(60);
  });

  it("quality is the encoder's: a lower q gives a smaller file, in WebP and in JPEG", async () => {
    for (const accept of [WEBP, NO_WEBP]) {
      const low = await fetchImage(imagePath('/images/photo.jpg', { width: 300, quality: 20 }), accept);
      const high = await fetchImage(imagePath('/images/photo.jpg', { width: 300, quality: 95 }), accept);
      expect(low.bytes.byteLength, accept).toBeLessThan(high.bytes.byteLength * 0.7);
    }
  });

  it('never enlarges: a width above the source gives the source width', async () => {
    const { bytes } = await fetchImage(imagePath('/images/coin_icon/64/btc.png', { width: 500 }));
    expect(webpSize(bytes)).toEqual({ width: 64, height: 64 });
  });

  it('is public and cacheable: no cookie, a strong ETag answered with 304, a year for a versioned URL', async () => {
    const browser = new TestBrowser(app);
    const first = await fetchImage(imagePath('/images/coin_icon/64/btc.png', { width: 20 }), WEBP, browser);
    expect(first.response.headers.get('set-cookie')).toBeNull();
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await browser.request(imagePath('/images/coin_icon/64/btc.png', { width: 20 }), {
      headers: { accept: WEBP, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const versioned = await fetchImage(imagePath('/images/coin_icon/64/btc.png', { width: 20, version: '4' }));
    expect(versioned.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(versioned.response.headers.get('etag')).toBe(etag);
    const head = await browser.request(imagePath('/images/coin_icon/64/btc.png', { width: 20 }), {
      method: 'HEAD',
      headers: { accept: WEBP },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    ['', 400, 'src is required'],
    ['src=%2Fetc%2Fpasswd', 400, 'under /images/'],
    ['src=%2Fimages%2F..%2Fsecret.png', 400, 'under /images/'],
    ['src=https%3A%2F%2Fcdn.elsewhere.example%2Fa.png', 400, 'under /images/'],
    ['src=%2Fimages%2Fa.png&w=0', 400, 'w must be'],
    ['src=%2Fimages%2Fa.png&w=abc', 400, 'w must be'],
    ['src=%2Fimages%2Fa.png&q=101', 400, 'q must be'],
    ['src=%2Fimages%2Fnone.png', 404, 'No such image'],
    // A link inside images/ that leads outside it is no image of ours.
    ['src=%2Fimages%2Fescape.png', 404, 'No such image'],
    ['src=%2Fimages%2Fbroken.png', 422, 'could not be read'],
  ])('?%s → %i with a message', async (query, status, message) => {
    const response = await new TestBrowser(app).request(`${getResizedImage.path}?${query}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(status);
    expect(body.message).toContain(message);
  });

  it(`limits new sizes to ${IMAGE_ENCODINGS_PER_MINUTE} a minute per network; sizes already made stay free`, async () => {
    clock.advance(60_000);
    const browser = new TestBrowser(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await fetchImage(imagePath('/images/coin_icon/64/btc.png'), WEBP, browser)).response.status).toBe(200);
    }
    // The default size was made in an earlier test: this network has made none yet.
    const statuses: number[] = [];
    for (let width = 1; width <= IMAGE_ENCODINGS_PER_MINUTE + 1; width += 1) {
      const { response } = await fetchImage(imagePath('/images/photo.jpg', { width }), NO_WEBP, browser);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, IMAGE_ENCODINGS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const limited = await fetchImage(imagePath('/images/photo.jpg', { width: 399 }), NO_WEBP, browser);
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('60');
    // Made before: still answered.
    expect((await fetchImage(imagePath('/images/photo.jpg', { width: 5 }), NO_WEBP, browser)).response.status).toBe(
      200,
    );
    // Another network is not held back.
    expect((await fetchImage(imagePath('/images/photo.jpg', { width: 399 }))).response.status).toBe(200);
  });
});

describe('the resizer', () => {
  it('makes a variant once for many concurrent asks, and keeps at most its byte budget', async () => {
    const resizer = createImageResizer({ root, maxEntries: 3 });
    let encodings = 0;
    const mayEncode = async () => {
      encodings += 1;
      return true;
    };
    const request = { src: '/images/photo.jpg', width: 80, quality: 75, versioned: false };
    const answers = await Promise.all(Array.from({ length: 10 }, () => resizer.get(request, 'webp', mayEncode)));
    expect(encodings).toBe(1);
    expect(new Set(answers.map((a) => (typeof a === 'object' ? a.etag : a))).size).toBe(1);
    for (const width of [10, 20, 30, 40]) await resizer.get({ ...request, width }, 'webp', mayEncode);
    expect(resizer.stats().entries).toBe(3);
    // The oldest (80) went first: asking again encodes again.
    await resizer.get(request, 'webp', mayEncode);
    expect(encodings).toBe(6);
  });
});
