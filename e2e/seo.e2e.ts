import { expect, test, type APIRequestContext } from './test';
import { watchForProblems } from './browser-problems';
import { hydrated } from './route-table';

// SEO of issue 3 against the built server. The main host is the baseURL (127.0.0.1 resolves to
// the main site); other sites are reached by sending their Host header to the same server.
const MAIN = 'https://www.meridian.example';
const TURKEY = 'https://www.meridiantr.example';
const TURKEY_HOST = 'www.meridiantr.example';
const TESTNET_HOST = 'testnet.meridian.example';

async function html(request: APIRequestContext, path: string, host?: string) {
  const res = await request.get(path, host ? { headers: { host } } : {});
  return { status: res.status(), headers: res.headers(), body: await res.text() };
}

/** The attributes of every `<tag ...>` in the document head. */
function tagsOf(body: string, tag: 'link' | 'meta'): Array<Record<string, string>> {
  const head = body.slice(0, body.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, 'g'))].map((m) =>
    // HTML attribute names are case-insensitive (React writes hrefLang).
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [
        (a[1] ?? '').toLowerCase(),
        (a[2] ?? '').replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

const canonicalOf = (body: string) =>
  tagsOf(body, 'link')
    .filter((l) => l.rel === 'canonical')
    .map((l) => l.href);
const alternatesOf = (body: string) =>
  Object.fromEntries(
    tagsOf(body, 'link')
      .filter((l) => l.rel === 'alternate')
      .map((l) => [l.hreflang ?? '', l.href ?? '']),
  );
const metaOf = (body: string, key: 'name' | 'property', value: string) =>
  tagsOf(body, 'meta').find((m) => m[key] === value)?.content;

test.describe('canonical and alternate links (shell §2)', () => {
  test('main /: canonical English URL; every language, x-default and en-tr', async ({ request }) => {
    const { status, body } = await html(request, '/');
    expect(status).toBe(200);
    expect(canonicalOf(body)).toEqual([`${MAIN}/`]);
    const alternates = alternatesOf(body);
    expect(alternates).toMatchObject({
      en: `${MAIN}/`,
      tr: `${MAIN}/tr/`,
      zh: `${MAIN}/cn/`,
      'zh-tw': `${MAIN}/tw/`,
      ar: `${MAIN}/ar/`,
      'x-default': `${MAIN}/`,
      'en-tr': `${TURKEY}/en/`,
    });
    // 17 languages of the main site, plus x-default and en-tr.
    expect(Object.keys(alternates)).toHaveLength(19);
    expect(metaOf(body, 'name', 'robots')).toBeUndefined();
  });

  test('main /tr/: canonical Turkish URL, the same alternates', async ({ request }) => {
    const { body } = await html(request, '/tr/');
    expect(canonicalOf(body)).toEqual([`${MAIN}/tr/`]);
    expect(alternatesOf(body)).toMatchObject({
      en: `${MAIN}/`,
      tr: `${MAIN}/tr/`,
      'x-default': `${MAIN}/`,
      'en-tr': `${TURKEY}/en/`,
    });
  });

  test('Turkey host /: its own domain, Turkish and English, no x-default or en-tr', async ({ request }) => {
    const { status, body } = await html(request, '/', TURKEY_HOST);
    expect(status).toBe(200);
    expect(canonicalOf(body)).toEqual([`${TURKEY}/`]);
    expect(alternatesOf(body)).toEqual({ tr: `${TURKEY}/`, en: `${TURKEY}/en/` });
  });

  test('US /en-us/: "the US site uses fixed US URLs"', async ({ request }) => {
    const { status, body } = await html(request, '/en-us/');
    expect(status).toBe(200);
    expect(canonicalOf(body)).toEqual([`${MAIN}/en-us/`]);
    expect(alternatesOf(body)).toEqual({ 'en-us': `${MAIN}/en-us/` });
  });
});

test.describe('Open Graph and JSON-LD', () => {
  test('og:site_name is the site ogSiteName, with an absolute image and URL', async ({ request }) => {
    const main = (await html(request, '/')).body;
    expect(metaOf(main, 'property', 'og:site_name')).toBe('Meridian');
    expect(metaOf(main, 'property', 'og:url')).toBe(`${MAIN}/`);
    expect(metaOf(main, 'property', 'og:image')).toBe(`${MAIN}/images/marketing/og-share.jpg`);
    expect(metaOf(main, 'property', 'og:title')).toBe('Meridian: buy, sell and trade crypto');
    expect(metaOf(main, 'name', 'description')).toBeTruthy();
    expect(metaOf(main, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf((await html(request, '/', TURKEY_HOST)).body, 'property', 'og:site_name')).toBe('Meridian TR');
    expect(metaOf((await html(request, '/en-us/')).body, 'property', 'og:site_name')).toBe('Meridian US');
  });

  test('the home page has Organization and WebSite JSON-LD, with no CSP violation or hydration error', async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((text) => {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    });
    const types = nodes.map((n: unknown) =>
      typeof n === 'object' && n !== null && '@type' in n ? n['@type'] : undefined,
    );
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(types).toHaveLength(2);
    expect(nodes).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'Meridian', url: `${MAIN}/` }),
    );
    // Hydrated: the currency picker only reacts once React runs in the page.
    await hydrated(page.getByLabel('Show prices in'));
    await page.getByLabel('Show prices in').selectOption('TRY');
    await expect(page.getByTestId('fiat-rate')).toContainText('TRY');
    expect(problems).toEqual([]);
  });
});

test('the JSON-LD block carries the response nonce, like every inline script', async ({ request }) => {
  const res = await request.get('/');
  const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const body = await res.text();
  const tags = [...body.matchAll(/<script type="application\/ld\+json"([^>]*)>/g)];
  expect(tags).toHaveLength(1);
  expect(tags[0]?.[1]).toBe(` nonce="${nonce}"`);
  // No raw '<' inside the block: nothing in the data can close the element early.
  const text =
    body
      .split('<script type="application/ld+json"')[1]
      ?.split('</script>')[0]
      ?.replace(/^[^>]*>/, '') ?? '';
  expect(text).not.toContain('<');
});

test.describe('pages that must not be indexed', () => {
  test('the 404 page is noindex and claims no canonical URL', async ({ request }) => {
    // Under a locale prefix an unknown path reaches the not-found route (routes/not-found.tsx).
    const { status, body } = await html(request, '/tr/no-such-page');
    expect(status).toBe(404);
    expect(metaOf(body, 'name', 'robots')).toBe('noindex');
    expect(canonicalOf(body)).toEqual([]);
  });

  // Without a prefix the locale layout throws the 404 and the root error boundary draws the page,
  // so root's meta (errorPageMeta) is what marks it.
  test('the 404 page drawn by the root error boundary is noindex', async ({ request }) => {
    const { status, body } = await html(request, '/no-such-page');
    expect(status).toBe(404);
    expect(metaOf(body, 'name', 'robots')).toBe('noindex');
  });

  test('a page viewed with translate_debug is noindex', async ({ request }) => {
    const { body } = await html(request, '/?translate_debug=1');
    expect(metaOf(body, 'name', 'robots')).toBe('noindex');
  });

  test('every testnet page is noindex, nofollow', async ({ request }) => {
    const { body } = await html(request, '/', TESTNET_HOST);
    expect(metaOf(body, 'name', 'robots')).toBe('noindex, nofollow');
  });
});

test.describe('sitemap.xml and robots.txt per site', () => {
  test('main: every page and locale of the main host, with alternates; cacheable XML', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    expect(res.headers()['cache-control']).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    for (const loc of [
      `${MAIN}/`,
      `${MAIN}/tr/fee`,
      `${MAIN}/user-agreement`,
      `${MAIN}/appdownload`,
      `${MAIN}/en-us/legal/disclosures`,
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${MAIN}/"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-tr" href="${TURKEY}/en/"/>`);
    expect(xml).not.toContain('.pdf');
  });

  test('Turkey: its own pages only, /mobileapp', async ({ request }) => {
    const res = await request.get('/sitemap.xml', { headers: { host: TURKEY_HOST } });
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${TURKEY}/</loc>`);
    expect(xml).toContain(`<loc>${TURKEY}/en/mobileapp</loc>`);
    expect(xml).not.toContain(`<loc>${MAIN}`);
  });

  test('testnet: an empty sitemap', async ({ request }) => {
    const res = await request.get('/sitemap.xml', { headers: { host: TESTNET_HOST } });
    expect(res.status()).toBe(200);
    expect(await res.text()).not.toContain('<url>');
  });

  test('robots.txt: main and Turkey allow and name their sitemap; testnet disallows', async ({ request }) => {
    const main = await request.get('/robots.txt');
    expect(main.status()).toBe(200);
    expect(main.headers()['content-type']).toMatch(/^text\/plain/);
    expect(main.headers()['cache-control']).toBe('public, max-age=3600');
    expect(await main.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${MAIN}/sitemap.xml\n`);
    const turkey = await request.get('/robots.txt', { headers: { host: TURKEY_HOST } });
    expect(await turkey.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${TURKEY}/sitemap.xml\n`);
    const testnet = await request.get('/robots.txt', { headers: { host: TESTNET_HOST } });
    expect(await testnet.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});
