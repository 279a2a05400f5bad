import type { SiteConfig } from '../sites/site-config';
import { SITES } from '../sites/site-registry';
import { isIndexableSite, robotsDirective } from './robots';
import { type AlternateLink, SEO_PROTOCOL, seoLinks, siteHost } from './seo-links';

/** How long crawlers and caches may keep sitemap.xml and robots.txt (seconds). */
export const SEO_FILE_MAX_AGE_S = 3600;

/**
 * Every site whose pages are served on the same host as `site`. robots.txt and sitemap.xml are
 * per host, and the regional prefix sites (EU, US, UK, Japan, UAE, Australia) live on the main
 * host (shell §2 "Regional hosts map to the main host with a prefix"), so the main host's files
 * speak for them too; an own-domain site's files speak for itself only.
 */
export function sitesOnHost(site: SiteConfig): SiteConfig[] {
  const host = siteHost(site);
  return SITES.filter((s) => siteHost(s) === host);
}

/** A site path (not a PDF, not a URL on another host), i.e. a page this app renders. */
function isSitePage(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/\.pdf$/i.test(path);
}

/**
 * The public pages of a site, without locale prefix: home, the about page and legal documents
 * from its docs (shell §2 "Legal and site pages per region"; "/page/contacts is the UK about
 * page"), /fee and its app download page ("App download page is /appdownload; Turkey uses
 * /mobileapp"), the markets, Simple Earn and the growth pages. A site that hides app download (testnet) does not list that page.
 */
export function sitemapPaths(site: SiteConfig): string[] {
  const { docs } = site;
  const paths = [
    '/',
    docs.about,
    docs.agreement,
    docs.privacy_policy,
    docs.risk_disclosure,
    docs.licenses,
    docs.important_notes,
    '/fee',
    '/price',
    // Issue 15: Simple Earn's products, the rewards and activity pages, the download reward.
    '/simple-earn',
    '/rewards_hub',
    '/competition/center',
    '/campaigns',
    ...(site.hide.appDownload ? [] : [site.appDownloadPath]),
  ];
  return [...new Set(paths.filter(isSitePage))].filter((path) => robotsDirective({ site, path, search: '' }) === null);
}

export interface SitemapEntry {
  loc: string;
  alternates: AlternateLink[];
}

/** One entry per page and locale, each with the same alternates its page carries in `<head>`. */
export function sitemapEntries(site: SiteConfig): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const s of sitesOnHost(site).filter(isIndexableSite)) {
    for (const path of sitemapPaths(s)) {
      for (const locale of s.locales) {
        const links = seoLinks(s, locale, path);
        // The US site has one URL per page whatever the locale ("fixed US URLs").
        if (seen.has(links.canonical)) continue;
        seen.add(links.canonical);
        entries.push({ loc: links.canonical, alternates: links.alternates });
      }
    }
  }
  return entries;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** sitemap.xml of the host `site` is served on (sitemaps.org 0.9 with xhtml:link alternates). */
export function sitemapXml(site: SiteConfig): string {
  const urls = sitemapEntries(site).map((entry) => {
    const links = entry.alternates.map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt of the host `site` is served on: everything may be crawled, and the sitemap is on
 * the same host. Testnet is closed to crawlers entirely (its pages are also noindex).
 */
export function robotsTxt(site: SiteConfig): string {
  if (!isIndexableSite(site)) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${SEO_PROTOCOL}//${siteHost(site)}/sitemap.xml`, ''].join('\n');
}
