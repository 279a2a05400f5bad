import { describe, expect, it } from 'vitest';
import { COMING_PAGES, isComingPage } from './coming-pages';

describe('coming pages (issue 8: "a link to a page not built yet is not rendered")', () => {
  it('covers a listed page and every path below it, with or without a query', () => {
    expect(isComingPage('/options')).toBe(true);
    expect(isComingPage('/futures-delivery/BTC')).toBe(true);
    expect(isComingPage('/crypto-market-data')).toBe(true);
    expect(isComingPage('/options?asset=USDT')).toBe(true);
  });

  it('matches whole segments only: a built page whose name starts like a coming one is linked', () => {
    expect(isComingPage('/tradeoff')).toBe(false);
    expect(isComingPage('/pricing')).toBe(false);
    // Built by issue 11 (markets): the markets and trade pages are linked everywhere.
    expect(isComingPage('/price')).toBe(false);
    // Built by issue 12 (trading): USDT perpetuals.
    expect(isComingPage('/futures/USDT/BTC_USDT')).toBe(false);
    expect(isComingPage('/trade/BTC_USDT')).toBe(false);
    // Built by issue 16 item 5: the gate-code deposit page.
    expect(isComingPage('/myaccount/deposit_gatecode')).toBe(false);
    // Built by issue 16 (account area): the account pages, the gate-code deposit aside.
    expect(isComingPage('/myaccount/deposit/USDT')).toBe(false);
    expect(isComingPage('/myaccount')).toBe(false);
    // Built by issue 15 (growth): Simple Earn's products.
    expect(isComingPage('/simple-earn?asset=USDT')).toBe(false);
  });

  it('an entry of several segments covers that page and those below it only', () => {
    expect(isComingPage('/c2c/market')).toBe(true);
    expect(isComingPage('/crypto/buy/with-credit-card?method=card')).toBe(true);
    for (const entry of COMING_PAGES) {
      expect(isComingPage(`${entry}/below?x=1`)).toBe(true);
      expect(isComingPage(`${entry}x`)).toBe(false);
    }
  });

  it('leaves built pages, absolute URLs and files alone', () => {
    for (const path of [
      '/',
      '/fee',
      '/about-us',
      '/user-agreement',
      '/legal/disclosures',
      '/appdownload',
      '/login',
      '/signup',
    ]) {
      expect(isComingPage(path)).toBe(false);
    }
    expect(isComingPage('https://status.meridian.example/trade')).toBe(false);
    expect(isComingPage('/docs/terms.pdf')).toBe(false);
  });

  it('lists paths without a query, each once, none below another entry', () => {
    for (const page of COMING_PAGES) expect(page).toMatch(/^(?:\/[a-z0-9_-]+)+$/);
    expect(new Set(COMING_PAGES).size).toBe(COMING_PAGES.length);
    for (const page of COMING_PAGES) {
      expect(COMING_PAGES.filter((other) => other !== page && page.startsWith(`${other}/`))).toEqual([]);
    }
  });
});
