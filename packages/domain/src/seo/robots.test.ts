import { describe, expect, it } from 'vitest';
import { SITES, siteByKey } from '../sites/site-registry';
import { robotsDirective } from './robots';

const main = siteByKey('main');

describe('robotsDirective: pages that must not be indexed', () => {
  it('ordinary pages of a public site may be indexed (no robots tag)', () => {
    for (const site of SITES.filter((s) => s.key !== 'testnet')) {
      expect(robotsDirective({ site, path: '/', search: '' }), site.key).toBeNull();
      expect(robotsDirective({ site, path: '/fee', search: '?utm_source=x' }), site.key).toBeNull();
    }
  });

  it('shell §2 "404 page": the not-found page is noindex', () => {
    expect(robotsDirective({ site: main, path: '/no-such-page', search: '', notFound: true })).toBe('noindex');
  });

  it('shell §4 "/state_compliance_tips is the redirect target for restricted users": noindex', () => {
    expect(robotsDirective({ site: main, path: '/state_compliance_tips', search: '' })).toBe('noindex');
    expect(robotsDirective({ site: main, path: '/state_compliance_tips/', search: '' })).toBe('noindex');
  });

  it('widgets §2 "a translation-debug query (values 1 or 2) makes translated text show its keys": noindex with any value', () => {
    for (const search of [
      '?translate_debug=1',
      '?translate_debug=2',
      '?a=b&translate_debug',
      '?translate_debug=0',
      '?translate%5Fdebug=1',
    ]) {
      expect(robotsDirective({ site: main, path: '/', search }), search).toBe('noindex');
    }
    for (const search of ['?debug=1', '?translate_debugx=1', '?x=translate_debug', '?%E0%A4%A=1']) {
      expect(robotsDirective({ site: main, path: '/', search }), search).toBeNull();
    }
  });

  it('shell §1 "a test network": every testnet page is noindex, nofollow', () => {
    const testnet = siteByKey('testnet');
    expect(robotsDirective({ site: testnet, path: '/', search: '' })).toBe('noindex, nofollow');
    expect(robotsDirective({ site: testnet, path: '/fee', search: '' })).toBe('noindex, nofollow');
  });
});
