import { HOST_ALIASES, resolveSite, siteForHost } from '../sites/resolve-site';
import type { SiteConfig } from '../sites/site-config';
import { MAIN_HOST } from '../sites/site-hosts';
import { SITES } from '../sites/site-registry';
import { OPEN_GRAPH_IMAGE_PATH } from '../seo/open-graph-image';

/**
 * Every host that serves one of our sites: the sites' own domains (with and without `www.`), the
 * regional hosts that redirect to the main host (shell §2), and the main host.
 */
export const OWN_SITE_HOSTS: ReadonlySet<string> = new Set([
  MAIN_HOST,
  ...Object.keys(HOST_ALIASES),
  ...SITES.flatMap((site) => [site.webSiteDomain, site.webSiteDomain.replace(/^www\./, '')]),
]);

/**
 * The site a page of ours belongs to (widgets §7 og_show "url" → "site_name, site_image"): null
 * for a host that is not ours, so the open-graph call never vouches for someone else's page. A
 * regional prefix on the main host is that regional site (/en-eu/... is the EU site).
 */
export function ownSiteOfPage(host: string, pathname: string): SiteConfig | null {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!OWN_SITE_HOSTS.has(name)) return null;
  const resolved = resolveSite({ protocol: 'https:', host: name, pathname, search: '' });
  return resolved.kind === 'page' ? resolved.site : siteForHost(name);
}

/** widgets §3 "Open-graph data: site_name, site_image" of one of our sites: its og name, our picture on its host. */
export function openGraphOfSite(site: SiteConfig): { site_name: string; site_image: string } {
  const host = site.hosting.kind === 'main-host-prefix' ? MAIN_HOST : site.webSiteDomain;
  return { site_name: site.ogSiteName, site_image: `https://${host}${OPEN_GRAPH_IMAGE_PATH}` };
}
