import type { AspectRatio } from '@meridian/domain';
import { posterSize } from '@meridian/domain';
import { type MeasureText, type PosterBox, posterLayout } from './poster-layout';
import { posterColors, type QrModules, qrModules, sameOriginImage } from './poster-parts';

// The canvas side of the share poster: the only module that touches <canvas>, <img> and object
// URLs. Everything it draws is decided by posterLayout (tested without a canvas); component tests
// replace this module (happy-dom has no canvas).

export interface PosterSpec {
  aspectRatio: AspectRatio;
  theme: number;
  direction: 'ltr' | 'rtl';
  title: string;
  content: string;
  caption: string;
  /** The share link, drawn as a QR code. */
  link: string;
  imgSrc: string | undefined;
}

/** The drawn poster: the PNG file and the same as a data URL (the app's share-image takes one). */
export interface Poster {
  blob: Blob;
  dataUrl: string;
}

/** A picture on our own origin, loaded; null when there is none, it is elsewhere, or it failed. */
function loadImage(src: string | undefined): Promise<HTMLImageElement | null> {
  const href = sameOriginImage(src, window.location.href);
  if (!href) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = href;
  });
}

/** `image` scaled to cover `box` and cut to it (as CSS object-fit: cover). */
function drawCover(context: CanvasRenderingContext2D, image: HTMLImageElement, box: PosterBox): void {
  const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const width = box.width / scale;
  const height = box.height / scale;
  const sx = (image.naturalWidth - width) / 2;
  const sy = (image.naturalHeight - height) / 2;
  context.drawImage(image, sx, sy, width, height, box.x, box.y, box.width, box.height);
}

/** The QR code in its square: white, then the dark modules inside a 4-module quiet zone. */
function drawQr(context: CanvasRenderingContext2D, qr: QrModules, box: PosterBox): void {
  context.fillStyle = '#ffffff';
  context.fillRect(box.x, box.y, box.width, box.height);
  const module = box.width / (qr.size + 8);
  context.fillStyle = '#000000';
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) {
      if (qr.dark(x, y)) context.fillRect(box.x + (x + 4) * module, box.y + (y + 4) * module, module, module);
    }
  }
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('poster export failed'))), 'image/png');
  });
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Draws the poster on a canvas and exports it as a PNG. Rejects when the browser cannot. */
export async function drawPoster(spec: PosterSpec): Promise<Poster> {
  const { width, height } = posterSize(spec.aspectRatio);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const image = await loadImage(spec.imgSrc);
  const measure: MeasureText = (text, font) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const layout = posterLayout(
    {
      width,
      height,
      direction: spec.direction,
      title: spec.title,
      content: spec.content,
      caption: spec.caption,
      hasImage: image !== null,
    },
    measure,
  );
  const colors = posterColors(spec.theme);
  context.fillStyle = colors.background;
  context.fillRect(0, 0, width, height);
  if (image && layout.image) drawCover(context, image, layout.image);
  context.direction = layout.direction;
  context.textAlign = layout.align;
  context.textBaseline = 'alphabetic';
  for (const [lines, color] of [
    [layout.title, colors.text],
    [layout.content, colors.text],
    [layout.caption, colors.muted],
  ] as const) {
    context.fillStyle = color;
    for (const line of lines) {
      context.font = line.font;
      context.fillText(line.text, line.x, line.y);
    }
  }
  drawQr(context, qrModules(spec.link), layout.qr);
  const blob = await toPng(canvas);
  return { blob, dataUrl: await toDataUrl(blob) };
}

/** Saves `blob` as a file through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
