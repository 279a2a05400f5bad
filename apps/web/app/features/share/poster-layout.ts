// The share poster's layout (issue 15, share modal): where each part goes on the canvas, worked
// out without a canvas so it can be tested; poster-canvas.ts only draws what this decides.

/** The width of `text` drawn in `font` (the canvas's measureText in the browser, a stand-in in tests). */
export type MeasureText = (text: string, font: string) => number;

export interface PosterTextLine {
  text: string;
  /** The anchor: the start of the line in `ltr`, its end (the right edge) in `rtl`. */
  x: number;
  /** The baseline. */
  y: number;
  font: string;
}

export interface PosterBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
  /** The canvas textAlign of every line: the line's start. */
  align: 'left' | 'right';
  image: PosterBox | null;
  title: PosterTextLine[];
  content: PosterTextLine[];
  /** The QR code's square, white quiet zone included. */
  qr: PosterBox;
  /** The text beside the QR code ("Scan to open"). */
  caption: PosterTextLine[];
}

export interface PosterInput {
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
  title: string;
  content: string;
  caption: string;
  /** Whether a picture is drawn at the top (imgSrc on our origin that loaded). */
  hasImage: boolean;
}

/** The margin around everything, in poster pixels (750 wide: about 6 %). */
export const POSTER_PADDING = 48;
/** The QR code's side with its quiet zone: a phone camera reads it from a printed or shown poster. */
export const POSTER_QR_SIZE = 200;
/** The picture's height as a share of its width (16:9). */
const IMAGE_RATIO = 9 / 16;
const GAP = 32;

export const POSTER_FONTS = {
  title: 'bold 44px system-ui, sans-serif',
  content: '30px system-ui, sans-serif',
  caption: '26px system-ui, sans-serif',
} as const;
const LINE_HEIGHT = { title: 56, content: 42, caption: 34 } as const;
const MAX_LINES = { title: 2, content: 5, caption: 3 } as const;

const ELLIPSIS = '…';

/** Splits a word too wide for a line into pieces that fit (by character: CJK text has no spaces). */
function breakWord(word: string, maxWidth: number, font: string, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char, font) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** `line` shortened until it fits with an ellipsis after it. */
function withEllipsis(line: string, maxWidth: number, font: string, measure: MeasureText): string {
  const chars = [...line.trimEnd()];
  while (chars.length > 0 && measure(chars.join('') + ELLIPSIS, font) > maxWidth) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * `text` in lines at most `maxWidth` wide: broken between words, a word wider than a line broken
 * between characters, explicit line breaks kept. Past `maxLines` the last line ends with an
 * ellipsis. Blank text gives no lines.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  font: string,
  measure: MeasureText,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate, font) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = breakWord(word, maxWidth, font, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    if (line !== '') lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  if (maxLines < 1) return [];
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] ?? '', maxWidth, font, measure);
  return kept;
}

/**
 * The poster: an optional picture across the top, the title and the text under it, and at the
 * bottom the QR code of the share link at the inline end with its caption at the inline start
 * (mirrored right to left: the caption on the right, the QR code on the left).
 */
export function posterLayout(input: PosterInput, measure: MeasureText): PosterLayout {
  const { width, height, direction } = input;
  const rtl = direction === 'rtl';
  const inner = width - POSTER_PADDING * 2;
  const startX = rtl ? width - POSTER_PADDING : POSTER_PADDING;
  let y = POSTER_PADDING;

  const image = input.hasImage ? { x: POSTER_PADDING, y, width: inner, height: Math.round(inner * IMAGE_RATIO) } : null;
  if (image) y += image.height + GAP;

  const qrY = height - POSTER_PADDING - POSTER_QR_SIZE;
  /** The lines of `text`, as many as fit above the QR code (at most the kind's own limit). */
  const lines = (text: string, kind: 'title' | 'content'): PosterTextLine[] => {
    const room = Math.max(0, Math.floor((qrY - GAP - y) / LINE_HEIGHT[kind]));
    return wrapText(text, inner, POSTER_FONTS[kind], measure, Math.min(MAX_LINES[kind], room)).map((line) => {
      y += LINE_HEIGHT[kind];
      return { text: line, x: startX, y, font: POSTER_FONTS[kind] };
    });
  };
  const title = lines(input.title, 'title');
  if (title.length > 0) y += GAP / 2;
  const content = lines(input.content, 'content');

  const qr = {
    x: rtl ? POSTER_PADDING : width - POSTER_PADDING - POSTER_QR_SIZE,
    y: qrY,
    width: POSTER_QR_SIZE,
    height: POSTER_QR_SIZE,
  };
  const captionWidth = inner - POSTER_QR_SIZE - GAP;
  const captionLines = wrapText(input.caption, captionWidth, POSTER_FONTS.caption, measure, MAX_LINES.caption);
  // Centred on the QR code's height.
  let captionY = qrY + (POSTER_QR_SIZE - captionLines.length * LINE_HEIGHT.caption) / 2;
  const caption = captionLines.map((text) => {
    captionY += LINE_HEIGHT.caption;
    return { text, x: startX, y: Math.round(captionY), font: POSTER_FONTS.caption };
  });

  return { width, height, direction, align: rtl ? 'right' : 'left', image, title, content, qr, caption };
}
