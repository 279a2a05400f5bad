import { describe, expect, it } from 'vitest';
import { siteByKey, SITES } from '../sites/site-registry';
import {
  decideAboutPage,
  decideAppDownloadPage,
  documentHref,
  isStaticDocument,
  normalizePagePath,
} from './site-page-routing';

describe('app download page', () => {
  it('shell §2 "App download page is /appdownload; Turkey uses /mobileapp."', () => {
    const main = siteByKey('main');
    const turkey = siteByKey('turkey');
    expect(decideAppDownloadPage('/appdownload', main)).toEqual({ kind: 'page' });
    expect(decideAppDownloadPage('/mobileapp', main)).toEqual({ kind: 'not-found' });
    expect(decideAppDownloadPage('/mobileapp', turkey)).toEqual({ kind: 'page' });
    expect(decideAppDownloadPage('/appdownload', turkey)).toEqual({ kind: 'redirect', to: '/mobileapp' });
  });

  it('a site that hides app download has no download page', () => {
    const testnet = siteByKey('testnet');
    expect(testnet.hide.appDownload).toBe(true);
    expect(decideAppDownloadPage('/appdownload', testnet)).toEqual({ kind: 'not-found' });
  });

  it('ignores a trailing slash', () => {
    expect(decideAppDownloadPage('/appdownload/', siteByKey('main'))).toEqual({ kind: 'page' });
    expect(normalizePagePath('/')).toBe('/');
  });
});

describe('about page', () => {
  it('shell §2 "/page/contacts is the UK about page": /about-us goes there on the UK site', () => {
    const uk = siteByKey('uk');
    expect(decideAboutPage('/page/contacts', uk.docs)).toEqual({ kind: 'page' });
    expect(decideAboutPage('/about-us', uk.docs)).toEqual({ kind: 'redirect', to: '/page/contacts' });
  });

  it('every other site has /about-us and no /page/contacts', () => {
    for (const site of SITES.filter((s) => s.key !== 'uk')) {
      expect(decideAboutPage('/about-us', site.docs), site.key).toEqual({ kind: 'page' });
      expect(decideAboutPage('/page/contacts', site.docs), site.key).toEqual({ kind: 'not-found' });
    }
  });
});

describe('document links', () => {
  it('pages go under the locale prefix; PDFs and absolute URLs do not', () => {
    expect(documentHref('en-us', '/legal/user-agreement')).toBe('/en-us/legal/user-agreement');
    expect(documentHref('', '/user-agreement')).toBe('/user-agreement');
    expect(documentHref('tw', '/docs/hk/user-agreement.pdf')).toBe('/docs/hk/user-agreement.pdf');
    expect(documentHref('en-uk', 'https://legal.example/terms')).toBe('https://legal.example/terms');
    expect(isStaticDocument('/legal/disclosures')).toBe(false);
  });
});
