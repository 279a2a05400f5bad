import { describe, expect, it } from 'vitest';
import {
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEFAULT_WIDTH,
  IMAGE_MAX_WIDTH,
  isResizableImagePath,
  parseResizedImageQuery,
  resizedImageQuery,
} from './resized-image';

/** A helper query, read back as the endpoint reads it. */
function queryOf(query: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (query ?? '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)];
    }),
  );
}

describe('shell §9 "Image helper | default width 28, quality 75"', () => {
  it('defaults to width 28 and quality 75', () => {
    expect(IMAGE_DEFAULT_WIDTH).toBe(28);
    expect(IMAGE_DEFAULT_QUALITY).toBe(75);
    expect(queryOf(resizedImageQuery('/images/coin_icon/64/btc.png'))).toEqual({
      src: '/images/coin_icon/64/btc.png',
      w: '28',
      q: '75',
    });
  });

  it('takes a width, a quality and a version; out-of-range values fall back to the defaults', () => {
    expect(queryOf(resizedImageQuery('/images/a.jpg', { width: 120, quality: 60, version: 'x y' }))).toEqual({
      src: '/images/a.jpg',
      w: '120',
      q: '60',
      v: 'x y',
    });
    for (const width of [0, -1, 1.5, IMAGE_MAX_WIDTH + 1, Number.NaN]) {
      expect(queryOf(resizedImageQuery('/images/a.png', { width })).w).toBe('28');
    }
    for (const quality of [0, 101, 7.5]) expect(queryOf(resizedImageQuery('/images/a.png', { quality })).q).toBe('75');
  });

  it('gives no query for a source the endpoint would refuse', () => {
    for (const src of [
      'https://cdn.elsewhere.example/a.png',
      '/images/../secret.png',
      '/favicon.svg',
      '/images/a.gif',
    ]) {
      expect(resizedImageQuery(src)).toBeUndefined();
    }
  });

  it('and every query it builds parses back to what was asked', () => {
    for (const [src, width, quality] of [
      ['/images/coin_icon/64/eth.png', 28, 75],
      ['/images/logo/main.jpeg', 1, 1],
      ['/images/x-y_z.1.png', IMAGE_MAX_WIDTH, 100],
    ] as const) {
      const parsed = parseResizedImageQuery(queryOf(resizedImageQuery(src, { width, quality })));
      expect(parsed).toEqual({ ok: true, request: { src, width, quality, versioned: false } });
    }
  });
});

describe('the endpoint reads only our own PNG and JPEG files under /images/', () => {
  it.each([
    ['/images/coin_icon/64/btc.png', true],
    ['/images/a.JPG', false],
    ['/images/a.jpg', true],
    ['/images/a.jpeg', true],
    ['/images/../app.png', false],
    ['/images/./a.png', false],
    ['/images//a.png', false],
    ['/images/.hidden.png', false],
    ['/images/a.png?x=1', false],
    ['/images/a%2F..%2Fb.png', false],
    ['images/a.png', false],
    ['//evil.example/images/a.png', false],
    ['/assets/a.png', false],
    ['/images/a.svg', false],
  ])('%s → %s', (src, ok) => {
    expect(isResizableImagePath(src)).toBe(ok);
  });
});

describe('parseResizedImageQuery', () => {
  it('needs src, and says what is wrong with a bad w or q', () => {
    expect(parseResizedImageQuery({})).toEqual({ ok: false, message: expect.stringContaining('src is required') });
    expect(parseResizedImageQuery({ src: '/etc/passwd' })).toEqual({
      ok: false,
      message: expect.stringContaining('under /images/'),
    });
    for (const w of ['0', '-3', '1e2', '28.0', '028', ' 28', '99999', '']) {
      expect(parseResizedImageQuery({ src: '/images/a.png', w }), w).toEqual({
        ok: false,
        message: `w must be a whole number from 1 to ${IMAGE_MAX_WIDTH}`,
      });
    }
    for (const q of ['0', '101', 'high', '']) {
      expect(parseResizedImageQuery({ src: '/images/a.png', q }), q).toEqual({
        ok: false,
        message: 'q must be a whole number from 1 to 100',
      });
    }
  });

  it('defaults w to 28 and q to 75, and notes a version', () => {
    expect(parseResizedImageQuery({ src: '/images/a.png', v: '3' })).toEqual({
      ok: true,
      request: { src: '/images/a.png', width: 28, quality: 75, versioned: true },
    });
  });
});
