import { createHash } from 'node:crypto';
import {
  decideAboutPage,
  decideAppDownloadPage,
  decideLegalPage,
  type Locale,
  type SiteConfig,
  SITES,
} from '@meridian/domain';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expect, type Locator, type Page } from './test';
import routes from '../apps/web/app/routes';

// "Every page of the route table" for the specs that visit each page of a site (accessibility,
// layout, links): the pages a site has, derived from apps/web/app/routes.ts and the domain's site
// page rules, so a new route is checked without anyone listing it.

/** A page to check: its path without locale prefix, and the status it answers with. */
export interface SitePage {
  path: string;
  status: 200 | 404;
}

/** The children of the locale layout (`:lang?`): the pages every site may have. */
function localeRoutes(): RouteConfigEntry[] {
  const layout = routes.find((r) => r.path === ':lang?');
  if (!layout?.children) throw new Error('routes.ts has no `:lang?` layout');
  return layout.children;
}

/**
 * Whether a site serves a static route's path as a page (and not a redirect or 404), by the same
 * domain rules the route modules use (site page routing); pages without such rules are on every site.
 */
const SITE_PAGE_RULES: Readonly<Record<string, (site: SiteConfig, path: string) => boolean>> = {
  'routes/legal.tsx': (site, path) => decideLegalPage(site.docs, path).kind === 'page',
  'routes/about.tsx': (site, path) => decideAboutPage(path, site.docs).kind === 'page',
  'routes/contacts.tsx': (site, path) => decideAboutPage(path, site.docs).kind === 'page',
  'routes/app-download.tsx': (site, path) => decideAppDownloadPage(path, site).kind === 'page',
};

/**
 * Pages that look different with a query: the e-mail links' pages show their form only with a
 * well-formed token (43 base64url characters, as the API issues). A fixed one, so every worker
 * names the tests alike; never issued, which the page learns only when the form is sent. (Hashed
 * from the spec's name where it was first written, so its test names stay as they were.)
 */
const EMAIL_LINK_TOKEN = createHash('sha256').update('accessibility.e2e.ts').digest('base64url');
const ROUTE_QUERIES: Readonly<Record<string, readonly string[]>> = {
  'routes/verify-email.tsx': [`?token=${EMAIL_LINK_TOKEN}`],
  'routes/reset-password.tsx': [`?token=${EMAIL_LINK_TOKEN}`],
};

/** Routes with parameters this module cannot fill in (a new `:param` route); see `unknownRoutes`. */
const unknown = new Set<string>();

/**
 * The pages `site` has, from the route table: each static route the site serves as a page, each
 * legal document the site keeps under `legal/:document`, and a 404 page for the catch-all.
 */
export function sitePages(site: SiteConfig): SitePage[] {
  const pages: SitePage[] = [];
  for (const route of localeRoutes()) {
    if (route.index) {
      pages.push({ path: '/', status: 200 });
    } else if (route.path === '*') {
      pages.push({ path: '/no-such-page', status: 404 });
    } else if (route.path === 'trade/:pair') {
      // The trade page of a market every site lists (issue 11).
      pages.push({ path: '/trade/BTC_USDT', status: 200 });
    } else if (route.path === 'futures/:closeUnit/:contract') {
      // The USDT perpetual of the same market (issue 12, decision 0040).
      pages.push({ path: '/futures/USDT/BTC_USDT', status: 200 });
    } else if (route.path === 'legal/:document') {
      for (const path of Object.values(site.docs)) if (path.startsWith('/legal/')) pages.push({ path, status: 200 });
    } else if (route.path && !route.path.includes(':')) {
      const path = `/${route.path}`;
      const isPage = SITE_PAGE_RULES[route.file];
      if (!isPage || isPage(site, path)) {
        pages.push({ path, status: 200 });
        for (const query of ROUTE_QUERIES[route.file] ?? []) pages.push({ path: `${path}${query}`, status: 200 });
      }
    } else {
      unknown.add(route.path ?? route.file);
    }
  }
  return pages;
}

/** Routes `sitePages` met but could not turn into pages; a spec asserts this is empty. */
export function unknownRoutes(): string[] {
  for (const site of SITES) sitePages(site);
  return [...unknown];
}

export function siteByKey(key: string): SiteConfig {
  const site = SITES.find((s) => s.key === key);
  if (!site) throw new Error(`no site ${key}`);
  return site;
}

export function localeOf(site: SiteConfig, prefix: string): Locale {
  const locale = site.locales.find((l) => l.prefix === prefix);
  if (!locale) throw new Error(`${site.key} has no locale /${prefix}`);
  return locale;
}

/**
 * Wait until React has hydrated `element`: it then carries React's props (an internal of React
 * DOM, the one sign of hydration the page gives; an SSR page has no other).
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

export const REGISTRATION_FRAME = 'iframe[data-testid="registration-frame"]';

/**
 * Wait until the page is drawn as its script leaves it: hydrated (buttons that wait for the script
 * are enabled, say) and, on /login and /signup, the micro-app drawn in its frame with the page
 * knowing the frame's height.
 */
export async function drawn(page: Page) {
  await hydrated(page.locator('body'));
  if ((await page.locator(REGISTRATION_FRAME).count()) > 0) {
    await expect(page.locator('.registration-frame')).toHaveAttribute('data-ready', 'true');
    await expect(page.frameLocator(REGISTRATION_FRAME).getByTestId('registration-app')).toBeVisible();
  }
}

/** The collectors' posts: fire and forget (keepalive), which Chromium may never report as finished. */
const BEACONS = /\/api\/web\/v1\/(?:monitoring\/envelope|analytics\/events)$/;

/**
 * The page's network quiet for `quietMs` (Playwright's networkidle, which the collectors' keepalive
 * posts can keep from ever arriving): no request started or pending since, the collectors' posts
 * aside. Counted from the call; gives up quietly after `timeoutMs` (the assertions that follow say
 * what is wrong).
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const pending = new Set<unknown>();
  let last = Date.now();
  const started = (request: { url(): string }) => {
    if (BEACONS.test(new URL(request.url()).pathname)) return;
    pending.add(request);
    last = Date.now();
  };
  const ended = (request: unknown) => {
    if (pending.delete(request)) last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const begin = Date.now();
    while (Date.now() - begin < timeoutMs) {
      if (pending.size === 0 && Date.now() - last >= quietMs) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
