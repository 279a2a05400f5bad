import { type Locale, localizePath, MAIN_HOST, type SiteConfig, SITES } from '@meridian/domain';
import { type APIRequestContext, expect, type Page, test } from './test';
import { E2E_PORTS } from './ports';
import { drawn, localeOf, siteByKey, sitePages } from './route-table';

// Issue 8 "What is built must be right": every internal link on every page of the route table
// (the main site and the UAE site, each in English and Arabic) answers 200, or redirects to a page
// that answers 200. Links are collected from the whole document (header, body, footer, links in
// closed <details> menus, the registration frame, the phone menu once opened) at both widths,
// deduplicated across pages, and each requested once; the failure lists every broken link.

let port: number = E2E_PORTS.web;
// The port of the server under test, from the project's baseURL (the suite's web server by default).
test.beforeEach(({ baseURL }) => {
  if (baseURL) port = Number(new URL(baseURL).port);
});
/** Every `*.example` host resolves to this machine in the test browser (scripts/chromium.mjs). */
const onMainHost = (path: string) => `http://${MAIN_HOST}:${port}${path}`;

const CHECKED_SITES: readonly { site: SiteConfig; locales: readonly Locale[] }[] = [
  { site: siteByKey('main'), locales: [localeOf(siteByKey('main'), ''), localeOf(siteByKey('main'), 'ar')] },
  { site: siteByKey('uae'), locales: [localeOf(siteByKey('uae'), 'en-dubai'), localeOf(siteByKey('uae'), 'ar-dubai')] },
];

/**
 * Our own hosts: every site's domain and regional alias host. The suite's web server serves them
 * all, so a link to any of them (relative, or absolute with any scheme and port) is internal.
 */
const OWN_HOSTS = new Set(
  SITES.flatMap((s) => [s.webSiteDomain, ...(s.hosting.kind === 'main-host-prefix' ? s.hosting.aliasHosts : [])]),
);

/** An internal link as an address on our hosts (`host` + path and query, no fragment), or null. */
function internalTarget(href: string): { host: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !OWN_HOSTS.has(url.hostname)) return null;
  return { host: url.hostname, path: `${url.pathname}${url.search}` };
}

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Every link's absolute address in the page and its frames, as the browser resolves it. */
async function hrefsOf(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  for (const frame of page.frames()) {
    // `a.href` is the resolved address; links in closed <details> are in the document all the same.
    hrefs.push(
      ...(await frame
        .locator('a[href], area[href]')
        .evaluateAll((links) =>
          links.map((a) => (a instanceof HTMLAnchorElement || a instanceof HTMLAreaElement ? a.href : '')),
        )),
    );
  }
  return hrefs.filter((h) => h !== '');
}

/**
 * The links a person can reach on the page: at the laptop width, then at the phone width with the
 * phone menu opened (its drawer renders its links only when open).
 */
async function collectLinks(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    hrefs.push(...(await hrefsOf(page)));
  }
  const menuButton = page.getByTestId('menu-button');
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByTestId('site-menu')).toBeVisible();
    hrefs.push(...(await hrefsOf(page)));
    await page.keyboard.press('Escape');
  }
  return hrefs;
}

/** What a link answered: every status along its redirects, and the last address. */
interface Answer {
  statuses: number[];
  last: string;
}

/**
 * Request `host` + `path` from the runner (Node does not resolve the demo hosts: this machine, with
 * the host in the Host header), following redirects by hand for the same reason. A redirect off
 * our hosts cannot be checked here and ends the chain as status 0.
 */
async function follow(request: APIRequestContext, host: string, path: string): Promise<Answer> {
  const statuses: number[] = [];
  let target: { host: string; path: string } | null = { host, path };
  let last = `http://${host}${path}`;
  for (let hop = 0; hop < 10 && target; hop++) {
    const res = await request.get(`http://127.0.0.1:${port}${target.path}`, {
      headers: { host: `${target.host}:${port}` },
      maxRedirects: 0,
    });
    statuses.push(res.status());
    const location = res.headers().location;
    if (res.status() < 300 || res.status() >= 400 || !location) return { statuses, last };
    last = new URL(location, `http://${target.host}:${port}${target.path}`).href;
    target = internalTarget(last);
    if (!target) statuses.push(0);
  }
  return { statuses, last };
}

const answeredOk = (a: Answer) => a.statuses.at(-1) === 200;

// One test per site and language (four, run two at a time): each visits every page of the route
// table in that language and requests each distinct link found on them once.
for (const { site, locales } of CHECKED_SITES) {
  for (const locale of locales) {
    test(`every internal link on every page of the ${site.key} site in /${locale.prefix} answers 200 or redirects to 200`, async ({
      page,
      request,
    }) => {
      // About two seconds a page (load, hydration, two widths, the phone menu), some twenty pages.
      test.setTimeout(180_000);
      // Link address → the pages it is on, and whether it must answer 200 (see `selfLinks`).
      const links = new Map<string, { host: string; path: string; on: Set<string>; mustBeOk: boolean }>();
      for (const { path, status } of sitePages(site)) {
        const pagePath = localizePath(locale.prefix, path);
        // The one exception to "200": the language menu links to the page itself in each language,
        // so on the 404 page (an address that does not exist) those links are that same missing
        // address. They must answer what the page answers, 404; any other link of the page, 200.
        const selfLinks = new Set(status === 404 ? site.locales.map((l) => localizePath(l.prefix, path)) : []);
        await test.step(pagePath, async () => {
          await page.setViewportSize(VIEWPORTS[0]);
          const res = await page.goto(onMainHost(pagePath));
          expect(res?.status(), pagePath).toBe(status);
          await drawn(page);
          for (const href of await collectLinks(page)) {
            const target = internalTarget(href);
            if (!target) continue;
            const key = `${target.host}${target.path}`;
            const link = links.get(key) ?? { ...target, on: new Set<string>(), mustBeOk: false };
            link.on.add(pagePath);
            link.mustBeOk ||= !(target.host === MAIN_HOST && selfLinks.has(target.path));
            links.set(key, link);
          }
        });
      }
      // A page with no links would mean the collection is broken, not that links are fine.
      expect(links.size).toBeGreaterThan(20);

      const failures: string[] = [];
      const queue = [...links.values()];
      // A few requests at a time: quick on two cores without queueing the server.
      const worker = async () => {
        for (let link = queue.shift(); link; link = queue.shift()) {
          const answer = await follow(request, link.host, link.path);
          if (link.mustBeOk ? answeredOk(answer) : answer.statuses.join() === '404') continue;
          const pages = [...link.on];
          const on =
            pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
          failures.push(
            `${on} → ${link.host}${link.path} → ${answer.statuses.join(' → ')}${answer.statuses.length > 1 ? ` (${answer.last})` : ''}`,
          );
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      failures.sort();
      await test.info().attach(`internal links of the ${site.key} site in /${locale.prefix}`, {
        body: [...links.keys()].sort().join('\n'),
        contentType: 'text/plain',
      });
      expect(
        failures,
        `${failures.length} of ${links.size} internal links do not end in 200 (or, linking the 404 page to itself, in 404) (page → link → statuses):\n${failures.join('\n')}\n`,
      ).toEqual([]);
    });
  }
}

test.describe('the check itself', () => {
  test('tells our hosts from others, and follows redirects to the end', async ({ request }) => {
    expect(internalTarget('http://www.meridian.example:4310/ar/fee#tiers')).toEqual({
      host: MAIN_HOST,
      path: '/ar/fee',
    });
    expect(internalTarget('https://ae.meridian.example/')).toEqual({ host: 'ae.meridian.example', path: '/' });
    expect(internalTarget('https://apps.example/ios/meridian-main')).toBeNull();
    expect(internalTarget('mailto:support@meridian.example')).toBeNull();
    // The UAE alias host sends visitors to its pages on the main host.
    const alias = await follow(request, 'ae.meridian.example', '/');
    expect(alias.statuses).toEqual([expect.any(Number), 200]);
    expect(alias.statuses[0]).toBeGreaterThanOrEqual(300);
    expect(alias.last).toBe(onMainHost('/en-dubai/'));
    expect(answeredOk(await follow(request, MAIN_HOST, '/no-such-page'))).toBe(false);
    expect(answeredOk(await follow(request, MAIN_HOST, '/fee'))).toBe(true);
  });
});
