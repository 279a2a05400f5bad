import { MAIN_SITE, siteByKey } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { messageLinks } from './message-links';

describe('links in messages', () => {
  it('lead to the host the request came from when it is ours, in the language of the lang cookie', () => {
    const links = messageLinks({
      site: siteByKey('uae'),
      langCookie: 'ar-dubai',
      host: 'www.meridian.example',
      https: true,
    });
    expect(links.verify('T')).toBe('https://www.meridian.example/ar-dubai/verify-email?token=T');
    expect(links.reset('T')).toBe('https://www.meridian.example/ar-dubai/reset-password?token=T');
  });

  it('keep a development host and port (loopback)', () => {
    const links = messageLinks({ site: MAIN_SITE, langCookie: undefined, host: '127.0.0.1:4310', https: false });
    expect(links.reset('T')).toBe('http://127.0.0.1:4310/reset-password?token=T');
  });

  it("never follow a forged host (reset poisoning): the site's own domain instead", () => {
    for (const host of ['evil.example', 'www.meridian.example.evil.example', 'localhost@evil.example']) {
      const links = messageLinks({ site: MAIN_SITE, langCookie: 'de', host, https: false });
      expect(links.reset('T'), host).toBe('https://www.meridian.example/de/reset-password?token=T');
    }
  });

  it('fall back to the site default language for a language the site does not have', () => {
    const links = messageLinks({
      site: siteByKey('turkey'),
      langCookie: 'de',
      host: 'www.meridiantr.example',
      https: true,
    });
    expect(links.verify('T')).toBe('https://www.meridiantr.example/verify-email?token=T');
  });
});
