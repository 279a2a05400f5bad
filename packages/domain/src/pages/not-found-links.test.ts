import { describe, expect, it } from 'vitest';
import { localizePath } from '../locales/locales';
import {
  NOT_FOUND_HELPFUL_LINKS,
  NOT_FOUND_LINK_GROUPS,
  NOT_FOUND_TRENDING_STORIES,
  notFoundLinksOf,
} from './not-found-links';

// widgets §2, verbatim: "Language-prefixed ({lang}) not-found page links: ..."
const WIDGETS_LINKS =
  '/{lang}/trade/BTC_USDT, /{lang}/futures/USDT/BTC_USDT, /{lang}/alpha, /{lang}/etf, /{lang}/convert/USDT/BTC, ' +
  '/{lang}/buy-sell-crypto, /{lang}/copytrading, /{lang}/price, /{lang}/crypto-market-data, /{lang}/price-prediction, ' +
  '/{lang}/how-to-buy, /{lang}/converter, /{lang}/news, /{lang}/learn, /{lang}/blog, /{lang}/crypto-wiki, ' +
  '/{lang}/learn/glossary, /{lang}/upcoming-event, /{lang}/help';

// shell §2: "a list of helpful links (learn, blog, live, nft, post, price, how-to-buy)"
const SHELL_LINKS = ['learn', 'blog', 'live', 'nft', 'post', 'price', 'how-to-buy'];

const paths: string[] = NOT_FOUND_HELPFUL_LINKS.map((l) => l.path);

describe('404 page links', () => {
  it('has every widgets §2 link, in its order', () => {
    const expected = WIDGETS_LINKS.split(', ').map((p) => p.replace('/{lang}', ''));
    expect(paths.slice(0, expected.length)).toEqual(expected);
  });

  it('adds the shell §2 links widgets lacks, with no duplicates', () => {
    for (const name of SHELL_LINKS) expect(paths).toContain(`/${name}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(19 + 3);
    expect(new Set(NOT_FOUND_HELPFUL_LINKS.map((l) => l.id)).size).toBe(paths.length);
  });

  it('shell §2 "trending story links (bitcoin halving countdown under explore, a copy-trading article, an ORDI article)"', () => {
    const stories = NOT_FOUND_TRENDING_STORIES.map((s) => s.path);
    expect(stories[0]).toBe('/explore/bitcoin-halving-countdown');
    expect(stories[1]).toMatch(/copy-trading/);
    expect(stories[2]).toMatch(/ordi/);
    expect(stories.some((p) => paths.includes(p))).toBe(false);
  });

  it('shell §2 "All links are locale-prefixed": every path is site-relative, so the prefix goes in front', () => {
    for (const { path } of [...NOT_FOUND_HELPFUL_LINKS, ...NOT_FOUND_TRENDING_STORIES]) {
      expect(path).toMatch(/^\/[a-z]/);
      expect(localizePath('tr', path)).toBe(`/tr${path}`);
      expect(localizePath('', path)).toBe(path);
    }
  });

  it('splits the links into the three desktop columns without losing any', () => {
    expect(NOT_FOUND_LINK_GROUPS.flatMap((g) => notFoundLinksOf(g).map((l) => l.path))).toEqual(paths);
  });
});
