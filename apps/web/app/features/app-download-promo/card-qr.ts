import QRCode from 'qrcode';
import type { QrCodeShape } from '../../kit';

// The card's QR code drawn in the browser, for a card whose page's loader did not compute one (the
// kit computes it on the server, kit/qr-code/qr-code.server.ts, which the browser may not import).
// Loaded with a dynamic import by the card only, so neither this nor the QR library is in any
// page's first load.

/** The QR code of `text` as one SVG path of its dark modules: the kit's shape (error correction M). */
export function qrShapeOf(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
