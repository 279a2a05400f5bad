import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { posterColors, qrModules, sameOriginImage } from './poster-parts';

describe('qrModules', () => {
  it('the modules of the QR code of the link, as the qrcode package makes them', () => {
    const link = 'https://www.meridian.example/signup?ref=DEMO0003';
    const qr = qrModules(link);
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    expect(qr.size).toBe(modules.size);
    // The three finder patterns' corners are dark; the module after the top-left one's edge is light.
    expect(qr.dark(0, 0)).toBe(true);
    expect(qr.dark(qr.size - 1, 0)).toBe(true);
    expect(qr.dark(0, qr.size - 1)).toBe(true);
    expect(qr.dark(7, 0)).toBe(false);
  });
});

describe('sameOriginImage', () => {
  const page = 'https://www.meridian.example/en/referral';
  it('a picture on the page origin, relative or absolute, is drawn', () => {
    expect(sameOriginImage('/static/p.png', page)).toBe('https://www.meridian.example/static/p.png');
    expect(sameOriginImage('https://www.meridian.example/p.png', page)).toBe('https://www.meridian.example/p.png');
  });

  it('issue 15 "the imgSrc image if given (same-origin only)": another origin, a data or script address is not', () => {
    expect(sameOriginImage('https://cdn.meridian.example/p.png', page)).toBeNull();
    expect(sameOriginImage('http://www.meridian.example/p.png', page)).toBeNull();
    expect(sameOriginImage('data:image/png;base64,AAAA', page)).toBeNull();
    expect(sameOriginImage('javascript:alert(1)', page)).toBeNull();
    expect(sameOriginImage(undefined, page)).toBeNull();
  });
});

describe('posterColors', () => {
  it('shell §3 "theme 0": dark text on a light background', () => {
    expect(posterColors(0)).toMatchObject({ background: '#ffffff', text: '#14161a' });
    expect(posterColors(1).background).toBe('#14161a');
  });
});
