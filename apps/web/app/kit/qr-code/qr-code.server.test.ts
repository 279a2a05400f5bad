import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeShape } from './qr-code.server';

describe('qrCodeShape', () => {
  it('draws exactly the dark modules of the QR code of the text', () => {
    const text = 'https://www.meridian.example/appdownload';
    const shape = qrCodeShape(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(shape.size).toBe(modules.size);
    let dark = 0;
    for (let i = 0; i < modules.size * modules.size; i++) if (modules.data[i]) dark++;
    expect(shape.path.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark);
    // The top-left finder pattern starts at the corner.
    expect(shape.path.startsWith('M0 0h1v1h-1z')).toBe(true);
  });

  it('differs for different texts', () => {
    expect(qrCodeShape('https://a.example/').path).not.toBe(qrCodeShape('https://b.example/').path);
  });
});
