import { languageLocale, REGIONAL_LOCALES, siteByKey, type Locale, type SiteConfig } from '@meridian/domain';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en/seo.json';
import { compileMessages } from '../../test-support/compiled-messages';
import { errorPageMeta, pageMeta, type SeoRootData } from './page-meta';

/** The root loader sends compiled messages (decision 0030). */
const seo = compileMessages(english);

const root = (site: SiteConfig, locale: Locale, messages: SeoRootData['messages'] = { seo }): SeoRootData => ({
  site,
  locale,
  messages,
});
const at = (pathname: string, search = '') => ({ pathname, search });

// Meta descriptors as plain records, so the helpers can look up any attribute.
type Tag = Record<string, unknown>;
const plain = (tags: MetaDescriptor[]): Tag[] => tags.map((t): Tag => ({ ...t }));
const links = (tags: MetaDescriptor[], rel: string) => plain(tags).filter((t) => t.tagName === 'link' && t.rel === rel);
const content = (tags: MetaDescriptor[], key: 'name' | 'property', value: string) =>
  plain(tags).find((t) => t[key] === value)?.content;
const title = (tags: MetaDescriptor[]) => plain(tags).find((t) => 'title' in t)?.title;

describe('pageMeta', () => {
  const main = siteByKey('main');

  it('translates the title and description with the site name', () => {
    const tags = pageMeta({ root: root(main, languageLocale('en')), location: at('/'), page: 'home' });
    expect(title(tags)).toBe('Meridian: buy, sell and trade crypto');
    expect(content(tags, 'name', 'description')).toMatch(/^Buy, sell and trade Bitcoin .* on Meridian:/);
  });

  it('shell §2: canonical and alternates of the browser path, main with x-default and en-tr', () => {
    const tags = pageMeta({ root: root(main, languageLocale('tr')), location: at('/tr/'), page: 'home' });
    expect(links(tags, 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://www.meridian.example/tr/' },
    ]);
    const alternates = links(tags, 'alternate');
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://www.meridian.example/',
    });
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-tr',
      href: 'https://www.meridiantr.example/en/',
    });
    expect(alternates).toHaveLength(main.locales.length + 2);
  });

  it('"the US site uses fixed US URLs"', () => {
    const tags = pageMeta({
      root: root(siteByKey('us'), REGIONAL_LOCALES['en-us']),
      location: at('/en-us/'),
      page: 'home',
    });
    expect(links(tags, 'canonical').map((l) => l.href)).toEqual(['https://www.meridian.example/en-us/']);
    expect(links(tags, 'alternate')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-us', href: 'https://www.meridian.example/en-us/' },
    ]);
  });

  it('Open Graph with the site ogSiteName (shell §3), absolute logo and og:locale; a Twitter card', () => {
    const turkey = siteByKey('turkey');
    const tr = turkey.locales[0];
    if (!tr) throw new Error('turkey has no locale');
    const tags = pageMeta({ root: root(turkey, tr), location: at('/'), page: 'home' });
    expect(content(tags, 'property', 'og:site_name')).toBe('Meridian TR');
    expect(content(tags, 'property', 'og:url')).toBe('https://www.meridiantr.example/');
    // A JPEG the size of the large preview card (link previews take no SVG).
    expect(content(tags, 'property', 'og:image')).toBe('https://www.meridiantr.example/images/marketing/og-share.jpg');
    expect(content(tags, 'property', 'og:image:width')).toBe('1200');
    expect(content(tags, 'property', 'og:image:height')).toBe('630');
    expect(content(tags, 'property', 'og:locale')).toBe('tr_TR');
    expect(content(tags, 'property', 'og:type')).toBe('website');
    expect(content(tags, 'property', 'og:title')).toBe('Meridian TR: buy, sell and trade crypto');
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('the 404 page is noindex and claims no canonical URL or alternates', () => {
    const tags = pageMeta({
      root: root(main, languageLocale('en')),
      location: at('/nope'),
      page: 'notFound',
      notFound: true,
    });
    expect(content(tags, 'name', 'robots')).toBe('noindex');
    expect(links(tags, 'canonical')).toEqual([]);
    expect(links(tags, 'alternate')).toEqual([]);
    expect(title(tags)).toBe('Page not found | Meridian');
  });

  it('noindex for the translate_debug query, /state_compliance_tips and testnet', () => {
    const en = languageLocale('en');
    expect(
      content(
        pageMeta({ root: root(main, en), location: at('/', '?translate_debug=1'), page: 'home' }),
        'name',
        'robots',
      ),
    ).toBe('noindex');
    expect(
      content(
        pageMeta({ root: root(main, en), location: at('/state_compliance_tips'), page: 'stateComplianceTips' }),
        'name',
        'robots',
      ),
    ).toBe('noindex');
    expect(
      content(pageMeta({ root: root(siteByKey('testnet'), en), location: at('/'), page: 'home' }), 'name', 'robots'),
    ).toBe('noindex, nofollow');
    expect(
      content(pageMeta({ root: root(main, en), location: at('/'), page: 'home' }), 'name', 'robots'),
    ).toBeUndefined();
  });

  it('takes text the route translated itself', () => {
    const tags = pageMeta({
      root: root(main, languageLocale('en')),
      location: at('/fee'),
      title: 'T',
      description: 'D',
    });
    expect(title(tags)).toBe('T');
    expect(content(tags, 'property', 'og:description')).toBe('D');
  });

  it('a catalog without the seo texts yet falls back to the site name, never to message keys', () => {
    // What a language whose seo.json is still empty sends; the type says every catalog is complete.
    const missing = { seo: { pages: {}, trail: {} } } as unknown as SeoRootData['messages'];
    const tags = pageMeta({ root: root(main, languageLocale('tr'), missing), location: at('/tr/'), page: 'home' });
    expect(title(tags)).toBe('Meridian');
    expect(content(tags, 'name', 'description')).toBeUndefined();
  });
});

describe('errorPageMeta (root error boundary)', () => {
  const main = siteByKey('main');
  const rootData = root(main, languageLocale('en'));

  it('adds nothing when there is no error', () => {
    expect(errorPageMeta({ error: undefined, root: rootData, location: at('/') })).toEqual([]);
  });

  it('a 404 thrown by a loader gets the 404 page tags: noindex', () => {
    // What meta receives after a loader threw data('Not found', { status: 404 }): an ErrorResponse.
    const error = { status: 404, statusText: 'Not Found', internal: false, data: 'Not found' };
    const tags = errorPageMeta({ error, root: rootData, location: at('/no-such-page') });
    expect(content(tags, 'name', 'robots')).toBe('noindex');
    expect(title(tags)).toBe('Page not found | Meridian');
  });

  it('any other error page is noindex too', () => {
    const tags = errorPageMeta({ error: new Error('boom'), root: rootData, location: at('/') });
    expect(content(tags, 'name', 'robots')).toBe('noindex');
  });
});
