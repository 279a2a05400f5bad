import QRCode from 'qrcode';

// The share poster's inputs that need a library or the page's address, kept apart from the
// canvas (poster-canvas.ts) so they are tested without one. Loaded with the modal only.

/** A QR code's modules: `size` per side, `dark(x, y)` for each. */
export interface QrModules {
  size: number;
  dark: (x: number, y: number) => boolean;
}

/** The QR code of `text` (the share link), error correction M as the kit's QR code. */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(x, y)) };
}

/**
 * `src` as an absolute address when it is on the page's own origin, else null: a picture from
 * elsewhere would taint the canvas (no PNG could be exported) or leak the visit to another server.
 */
export function sameOriginImage(src: string | undefined, pageHref: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, pageHref);
    return url.origin === new URL(pageHref).origin && (url.protocol === 'https:' || url.protocol === 'http:')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** The poster's colours for a share theme (shell §3 "theme 0": light). The QR code is always black on white. */
export function posterColors(theme: number): { background: string; text: string; muted: string } {
  return theme === 1
    ? { background: '#14161a', text: '#f5f6f8', muted: '#a4a9b4' }
    : { background: '#ffffff', text: '#14161a', muted: '#5c6270' };
}
