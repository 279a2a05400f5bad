import { describe, expect, it } from 'vitest';
import { POSTER_FONTS, POSTER_PADDING, POSTER_QR_SIZE, posterLayout, wrapText } from './poster-layout';

/** Every character 10 px wide: widths are easy to reason about. */
const measure = (text: string) => [...text].length * 10;

describe('wrapText', () => {
  it('breaks between words at the width', () => {
    // 'aaaa bbbb' is 90 px: fits in 100; adding ' cccc' (140) does not.
    expect(wrapText('aaaa bbbb cccc', 100, 'f', measure)).toEqual(['aaaa bbbb', 'cccc']);
  });

  it('breaks a word wider than the line between characters (text without spaces)', () => {
    expect(wrapText('一二三四五六七', 30, 'f', measure)).toEqual(['一二三', '四五六', '七']);
  });

  it('keeps explicit line breaks and drops blank text', () => {
    expect(wrapText('ab\ncd', 100, 'f', measure)).toEqual(['ab', 'cd']);
    expect(wrapText('   ', 100, 'f', measure)).toEqual([]);
  });

  it('past the line limit, the last kept line ends with an ellipsis that fits', () => {
    const lines = wrapText('aaaa bbbb cccc dddd', 50, 'f', measure, 2);
    expect(lines).toEqual(['aaaa', 'bbbb…']);
    expect(lines.every((line) => measure(line) <= 50)).toBe(true);
    expect(wrapText('aaaa bbbb', 50, 'f', measure, 0)).toEqual([]);
  });
});

describe('posterLayout', () => {
  const base = {
    width: 750,
    height: 1000,
    direction: 'ltr' as const,
    title: 'Join me',
    content: 'Open your account with my invite link.',
    caption: 'Scan to open',
    hasImage: false,
  };

  it('left to right: text from the left margin, the QR code in the bottom right corner', () => {
    const layout = posterLayout(base, measure);
    expect(layout.align).toBe('left');
    expect(layout.title[0]).toMatchObject({ text: 'Join me', x: POSTER_PADDING, font: POSTER_FONTS.title });
    expect(layout.qr).toEqual({
      x: 750 - POSTER_PADDING - POSTER_QR_SIZE,
      y: 1000 - POSTER_PADDING - POSTER_QR_SIZE,
      width: POSTER_QR_SIZE,
      height: POSTER_QR_SIZE,
    });
    // The caption sits beside the QR code, within its height.
    const caption = layout.caption[0];
    expect(caption?.x).toBe(POSTER_PADDING);
    expect(caption?.y).toBeGreaterThan(layout.qr.y);
    expect(caption?.y).toBeLessThanOrEqual(layout.qr.y + layout.qr.height);
  });

  it('right to left: text anchored at the right margin, the QR code in the bottom left corner', () => {
    const layout = posterLayout({ ...base, direction: 'rtl' }, measure);
    expect(layout.align).toBe('right');
    expect(layout.title[0]?.x).toBe(750 - POSTER_PADDING);
    expect(layout.qr.x).toBe(POSTER_PADDING);
  });

  it('a picture goes across the top (16:9) and pushes the text down', () => {
    const without = posterLayout(base, measure);
    const withImage = posterLayout({ ...base, hasImage: true }, measure);
    expect(without.image).toBeNull();
    expect(withImage.image).toEqual({ x: 48, y: 48, width: 654, height: 368 });
    expect(withImage.title[0]?.y).toBe((without.title[0]?.y ?? 0) + 368 + 32);
  });

  it('the content comes under the title, wrapped to the inner width, and never reaches the QR code', () => {
    const long = posterLayout({ ...base, hasImage: true, content: 'word '.repeat(400) }, measure);
    const last = long.content.at(-1);
    expect(long.content.length).toBeGreaterThan(1);
    expect(long.content[0]?.y).toBeGreaterThan(long.title[0]?.y ?? 0);
    expect(last?.y).toBeLessThan(long.qr.y);
    expect(last?.text.endsWith('…')).toBe(true);
    expect(long.content.every((line) => measure(line.text) <= 750 - 2 * POSTER_PADDING)).toBe(true);
  });
});
