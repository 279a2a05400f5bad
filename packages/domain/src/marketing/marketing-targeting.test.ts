import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../sites/site-ids';
import { siteByKey } from '../sites/site-registry';
import { isMarketingResourceType, MARKETING_RESOURCE_TYPES, type MarketingPlan } from './marketing';
import {
  chooseMarketingPlans,
  marketingExclusion,
  marketingPlanText,
  marketingTextLocales,
  sortAlphaCards,
  type MarketingViewer,
} from './marketing-targeting';
import { openGraphOfSite, ownSiteOfPage } from './own-site-url';

const NOW = new Date(Date.UTC(2026, 2, 10, 12, 0, 0));
const HOUR = 3_600_000;

function plan(overrides: Partial<MarketingPlan> = {}): MarketingPlan {
  return {
    id: 1,
    name: 'spring',
    resourceType: MARKETING_RESOURCE_TYPES.targetedPopup,
    position: 'index',
    siteIds: null,
    audience: 'any',
    vipTierMin: 0,
    vipTierMax: 99,
    device: 'any',
    startsAt: null,
    endsAt: null,
    priority: 0,
    status: 'active',
    img: '/images/marketing/a.svg',
    imgH5: '/images/marketing/a.svg',
    imgV2: '',
    url: '/rewards_hub',
    texts: { en: { title: 'Hello', content: 'World' } },
    vipExtras: null,
    alphaCurrency: null,
    sort: 0,
    dataType: 1,
    ...overrides,
  };
}

const visitor: MarketingViewer = { siteId: SITE_IDS.main, locale: 'en', vipTier: null, device: 'web', now: NOW };
const popup = { resourceType: MARKETING_RESOURCE_TYPES.targetedPopup, position: 'index' } as const;

describe('marketing resource types (widgets §3)', () => {
  it('"1 targeted popup, 2 top banner, 3 bottom banner, 4 homepage banner 2, 5 alpha banner"', () => {
    expect(MARKETING_RESOURCE_TYPES).toEqual({
      targetedPopup: 1,
      topBanner: 2,
      bottomBanner: 3,
      homepageBanner: 4,
      alphaBanner: 5,
    });
    expect([0, 1, 5, 6].map(isMarketingResourceType)).toEqual([false, true, true, false]);
  });
});

describe('choosing plans', () => {
  it('keeps a plan of another resource type or position out', () => {
    expect(marketingExclusion(plan({ resourceType: 2 }), popup, visitor)).toBe('resource-type');
    expect(marketingExclusion(plan({ position: 'vip_index' }), popup, visitor)).toBe('position');
    expect(marketingExclusion(plan({ status: 'paused' }), popup, visitor)).toBe('paused');
    expect(marketingExclusion(plan(), popup, visitor)).toBeNull();
  });

  it('by site id: a plan for listed sites only, null for every site', () => {
    const turkey = plan({ siteIds: [SITE_IDS.turkey] });
    expect(marketingExclusion(turkey, popup, visitor)).toBe('site');
    expect(marketingExclusion(turkey, popup, { ...visitor, siteId: SITE_IDS.turkey })).toBeNull();
    expect(marketingExclusion(plan({ siteIds: null }), popup, { ...visitor, siteId: SITE_IDS.eu })).toBeNull();
  });

  it('widgets §6 "Visitor" / "Logged-in user": by audience', () => {
    const member = { ...visitor, vipTier: 0 };
    expect(marketingExclusion(plan({ audience: 'visitor' }), popup, visitor)).toBeNull();
    expect(marketingExclusion(plan({ audience: 'visitor' }), popup, member)).toBe('audience');
    expect(marketingExclusion(plan({ audience: 'logged_in' }), popup, visitor)).toBe('audience');
    expect(marketingExclusion(plan({ audience: 'logged_in' }), popup, member)).toBeNull();
    expect(marketingExclusion(plan({ audience: 'any' }), popup, member)).toBeNull();
  });

  it('by VIP tier range, inclusive; a visitor counts as tier 0', () => {
    const vip = plan({ vipTierMin: 2, vipTierMax: 4 });
    expect([1, 2, 4, 5].map((t) => marketingExclusion(vip, popup, { ...visitor, vipTier: t }))).toEqual([
      'tier',
      null,
      null,
      'tier',
    ]);
    expect(marketingExclusion(vip, popup, visitor)).toBe('tier');
  });

  it('by device: web, h5 or any', () => {
    const phone = { ...visitor, device: 'h5' } as const;
    expect(marketingExclusion(plan({ device: 'web' }), popup, phone)).toBe('device');
    expect(marketingExclusion(plan({ device: 'h5' }), popup, phone)).toBeNull();
    expect(marketingExclusion(plan({ device: 'h5' }), popup, visitor)).toBe('device');
    expect(marketingExclusion(plan({ device: 'any' }), popup, phone)).toBeNull();
  });

  it('by time window on the given clock: from starts_at (inclusive) until ends_at (exclusive)', () => {
    const window = plan({ startsAt: new Date(NOW.getTime() + HOUR), endsAt: new Date(NOW.getTime() + 2 * HOUR) });
    const at = (ms: number) => marketingExclusion(window, popup, { ...visitor, now: new Date(NOW.getTime() + ms) });
    expect(at(HOUR - 1)).toBe('not-started');
    expect(at(HOUR)).toBeNull();
    expect(at(2 * HOUR - 1)).toBeNull();
    expect(at(2 * HOUR)).toBe('ended');
  });

  it('by locale, falling back to English text; a plan with no text to show is left out', () => {
    const texts = { en: { title: 'Hi', content: 'c' }, it: { title: 'Ciao', content: 'c' } };
    expect(marketingPlanText(texts, 'it')?.text.title).toBe('Ciao');
    expect(marketingPlanText(texts, 'it-eu')?.text.title).toBe('Ciao');
    expect(marketingPlanText(texts, 'tr')?.text.title).toBe('Hi');
    expect(marketingTextLocales('ar-dubai')).toEqual(['ar-dubai', 'ar', 'en']);
    expect(marketingTextLocales('en')).toEqual(['en']);
    const turkishOnly = plan({ texts: { tr: { title: 'Merhaba', content: 'c' } } });
    expect(marketingExclusion(turkishOnly, popup, visitor)).toBe('no-text');
    expect(marketingExclusion(turkishOnly, popup, { ...visitor, locale: 'tr' })).toBeNull();
  });

  it('widgets §7 "first item of data.list": higher priority first, then the lower id', () => {
    const chosen = chooseMarketingPlans(
      [
        plan({ id: 5, priority: 1 }),
        plan({ id: 3, priority: 9 }),
        plan({ id: 2, priority: 1 }),
        plan({ id: 4, priority: 9, device: 'h5' }),
      ],
      popup,
      visitor,
    );
    expect(chosen.map((p) => p.id)).toEqual([3, 2, 5]);
  });

  it('widgets §7 get-user-plans "currency": the alpha cards of that currency and those for any, by sort', () => {
    const alpha = { resourceType: MARKETING_RESOURCE_TYPES.alphaBanner, currency: 'PEPE' } as const;
    const cards = [
      plan({ id: 1, resourceType: 5, alphaCurrency: 'PEPE', sort: 2 }),
      plan({ id: 2, resourceType: 5, alphaCurrency: 'WIF', sort: 1 }),
      plan({ id: 3, resourceType: 5, alphaCurrency: null, sort: 1 }),
    ];
    expect(sortAlphaCards(chooseMarketingPlans(cards, alpha, visitor)).map((p) => p.id)).toEqual([3, 1]);
  });
});

describe('open-graph data (widgets §3 "site_name, site_image")', () => {
  it('answers for our hosts only, a regional prefix naming its site', () => {
    expect(ownSiteOfPage('www.meridian.example', '/trade/BTC_USDT')?.key).toBe('main');
    expect(ownSiteOfPage('WWW.MERIDIAN.EXAMPLE:443', '/')?.key).toBe('main');
    expect(ownSiteOfPage('www.meridian.example', '/en-eu/fee')?.key).toBe('eu');
    expect(ownSiteOfPage('www.meridiantr.example', '/')?.key).toBe('turkey');
    expect(ownSiteOfPage('meridiantr.example', '/')?.key).toBe('turkey');
    expect(ownSiteOfPage('evil.example', '/')).toBeNull();
    expect(ownSiteOfPage('www.meridian.example.evil.example', '/')).toBeNull();
  });

  it("names the site by its og name and shows our picture on the site's host", () => {
    const main = openGraphOfSite(siteByKey('main'));
    expect(main.site_name).toBe(siteByKey('main').ogSiteName);
    // A picture link previews take (not SVG).
    expect(main.site_image).toMatch(/^https:\/\/www\.meridian\.example\/images\/marketing\/.+\.(?:jpg|png)$/);
    expect(openGraphOfSite(siteByKey('turkey')).site_image.startsWith('https://www.meridiantr.example/')).toBe(true);
  });
});
