import QRCode from 'qrcode';

export interface QrCodeShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path drawing every dark module, in module units. */
  path: string;
}

/**
 * The QR code of `text` as one SVG path, made on the server so the page ships no QR library
 * (widgets §2 app-download card "QR size 140").
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
