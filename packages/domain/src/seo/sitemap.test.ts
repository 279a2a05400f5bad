import { describe, expect, it } from 'vitest';
import { siteByKey } from '../sites/site-registry';
import { robotsTxt, sitemapEntries, sitemapPaths, sitemapXml, sitesOnHost } from './sitemap';

const locs = (key: Parameters<typeof siteByKey>[0]) => sitemapEntries(siteByKey(key)).map((e) => e.loc);

describe('sitemapPaths: every public page of a site', () => {
  it('main: home, about, legal pages, /fee, /price and /appdownload (shell §2 "Legal and site pages per region")', () => {
    expect(sitemapPaths(siteByKey('main'))).toEqual([
      '/',
      '/about-us',
      '/user-agreement',
      '/privacy-policy',
      '/legal/risk-disclosure',
      '/legal/licenses',
      '/legal/important-notes',
      '/fee',
      // shell §2 "/price/": the markets page (issue 11).
      '/price',
      '/simple-earn',
      '/rewards_hub',
      '/competition/center',
      '/campaigns',
      '/appdownload',
    ]);
  });

  it('"App download page is /appdownload; Turkey uses /mobileapp"', () => {
    expect(sitemapPaths(siteByKey('turkey'))).toContain('/mobileapp');
    expect(sitemapPaths(siteByKey('turkey'))).not.toContain('/appdownload');
  });

  it('"US: /legal/user-agreement, /legal/privacy-policy, /legal/disclosures"', () => {
    const us = sitemapPaths(siteByKey('us'));
    expect(us).toEqual(
      expect.arrayContaining(['/legal/user-agreement', '/legal/privacy-policy', '/legal/disclosures']),
    );
    expect(us).not.toContain('/user-agreement');
  });

  it('"UAE: /legal/privacy-and-cookie-policy" and "/page/contacts is the UK about page"', () => {
    expect(sitemapPaths(siteByKey('uae'))).toContain('/legal/privacy-and-cookie-policy');
    expect(sitemapPaths(siteByKey('uk'))).toContain('/page/contacts');
    expect(sitemapPaths(siteByKey('uk'))).not.toContain('/about-us');
  });

  it('"Hong Kong, Bahamas: PDF documents" are files, not pages, so not listed', () => {
    for (const key of ['hongKong', 'bahamas'] as const) {
      const paths = sitemapPaths(siteByKey(key));
      expect(
        paths.some((p) => p.endsWith('.pdf')),
        key,
      ).toBe(false);
      expect(paths, key).toContain('/legal/licenses');
    }
  });

  it('testnet lists nothing: every testnet page is noindex', () => {
    expect(sitemapPaths(siteByKey('testnet'))).toEqual([]);
  });
});

describe('sitemapEntries: one URL per page and locale, with the alternates the page carries', () => {
  it('the main host also speaks for the prefix sites served on it (shell §2 "Regional hosts map to the main host with a prefix")', () => {
    expect(sitesOnHost(siteByKey('main')).map((s) => s.key)).toEqual([
      'main',
      'eu',
      'us',
      'uk',
      'japan',
      'uae',
      'australia',
    ]);
    const main = locs('main');
    expect(main).toContain('https://www.meridian.example/');
    expect(main).toContain('https://www.meridian.example/tr/fee');
    expect(main).toContain('https://www.meridian.example/en-us/legal/disclosures');
    expect(main).toContain('https://www.meridian.example/it-eu/');
    expect(new Set(main).size).toBe(main.length);
    expect(main.some((u) => !u.startsWith('https://www.meridian.example/'))).toBe(false);
  });

  it('own-domain sites list only their own pages', () => {
    const turkey = locs('turkey');
    expect(turkey).toContain('https://www.meridiantr.example/');
    expect(turkey).toContain('https://www.meridiantr.example/en/mobileapp');
    expect(turkey.every((u) => u.startsWith('https://www.meridiantr.example/'))).toBe(true);
    expect(turkey).toHaveLength(2 * sitemapPaths(siteByKey('turkey')).length);
  });

  it('the main home carries x-default and en-tr like its <head>', () => {
    const home = sitemapEntries(siteByKey('main')).find((e) => e.loc === 'https://www.meridian.example/');
    expect(home?.alternates).toContainEqual({ hrefLang: 'x-default', href: 'https://www.meridian.example/' });
    expect(home?.alternates).toContainEqual({ hrefLang: 'en-tr', href: 'https://www.meridiantr.example/en/' });
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('writes sitemaps.org XML with xhtml:link alternates', () => {
    const xml = sitemapXml(siteByKey('turkey'));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      [
        '  <url>',
        '    <loc>https://www.meridiantr.example/</loc>',
        '    <xhtml:link rel="alternate" hreflang="tr" href="https://www.meridiantr.example/"/>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://www.meridiantr.example/en/"/>',
        '  </url>',
      ].join('\n'),
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('testnet: an empty urlset', () => {
    expect(sitemapXml(siteByKey('testnet'))).not.toContain('<url>');
  });

  it('robots.txt allows everything and names the sitemap on the site host', () => {
    expect(robotsTxt(siteByKey('main'))).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.meridian.example/sitemap.xml\n',
    );
    expect(robotsTxt(siteByKey('turkey'))).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.meridiantr.example/sitemap.xml\n',
    );
  });

  it('robots.txt of testnet disallows everything', () => {
    expect(robotsTxt(siteByKey('testnet'))).toBe('User-agent: *\nDisallow: /\n');
  });
});
