import { type Locale, type PageDownloadLinks, pageDownloadLink, type SiteConfig, siteUrl } from '@meridian/domain';

/**
 * What the download card's QR code opens: the site's app download page with the `c` of the page
 * the card stands on (shell §3 "Page download links config: per path, web and h5 entries with a c
 * parameter"), as a full address a phone's camera can open. The card is scanned from a desktop
 * screen, so the page's `web` entry is used. The same on the server (a loader's QR) and in the browser.
 */
export function cardDownloadUrl(links: PageDownloadLinks, path: string, site: SiteConfig, locale: Locale): string {
  return siteUrl(site, locale, pageDownloadLink(links, path, { h5: false, downloadPath: site.appDownloadPath }));
}
