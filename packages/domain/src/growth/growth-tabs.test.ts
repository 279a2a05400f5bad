import { describe, expect, it } from 'vitest';
import { growthChannelCode, growthTabHref, growthTabs, selectedGrowthTab } from './growth-tabs';

const all = growthTabs({ affiliate: true, broker: true });

describe('growth tabs (widgets §2)', () => {
  it('"rewards, activity centre, referral, optional affiliate, optional broker" with their routes', () => {
    expect(growthTabs()).toEqual([
      { key: 'rewards', path: '/rewards_hub' },
      { key: 'activity', path: '/competition/center' },
      { key: 'referral', path: '/referral' },
    ]);
    expect(all.slice(3)).toEqual([
      { key: 'affiliate', path: '/referral/affiliate' },
      { key: 'broker', path: '/referral/broker' },
    ]);
    expect(growthTabs({ broker: '/partners/broker' }).at(-1)).toEqual({ key: 'broker', path: '/partners/broker' });
    expect(growthTabs({ affiliate: false, broker: '' })).toHaveLength(3);
  });

  it('"The selected tab follows the current path", under any locale prefix', () => {
    expect(selectedGrowthTab('/rewards_hub', all)).toBe('rewards');
    expect(selectedGrowthTab('/de/competition/center/', all)).toBe('activity');
    expect(selectedGrowthTab('/en-eu/referral?ch=x', all)).toBe('referral');
    expect(selectedGrowthTab('/pt-br/referral/affiliate', all)).toBe('affiliate');
    expect(selectedGrowthTab('/referral/broker/apply', all)).toBe('broker');
    expect(selectedGrowthTab('/trade/BTC_USDT', all)).toBeNull();
    expect(selectedGrowthTab('/referrals', all)).toBeNull();
  });

  it('without the affiliate tab, its page selects the referral tab it sits under', () => {
    expect(selectedGrowthTab('/referral/affiliate', growthTabs())).toBe('referral');
  });

  it('"A tab click adds a channel-code query parameter that depends on the from-to pair of pages"', () => {
    expect(growthTabHref('rewards', 'referral', all)).toBe('/referral?ch=growth_rewards_referral');
    expect(growthTabHref('referral', 'rewards', all)).toBe('/rewards_hub?ch=growth_referral_rewards');
    expect(growthTabHref('referral', 'affiliate', all, 'de')).toBe(
      '/de/referral/affiliate?ch=growth_referral_affiliate',
    );
    expect(growthTabHref(null, 'activity', all)).toBe('/competition/center?ch=growth_other_activity');
    expect(growthChannelCode('rewards', 'referral')).not.toBe(growthChannelCode('referral', 'rewards'));
  });

  it('the selected tab adds none; a tab not shown has no href; a tab path with a query gets &', () => {
    expect(growthTabHref('referral', 'referral', all)).toBe('/referral');
    expect(growthTabHref('rewards', 'broker', growthTabs())).toBeUndefined();
    const tabs = growthTabs({ broker: '/referral/broker?from=tab' });
    expect(growthTabHref('rewards', 'broker', tabs)).toBe('/referral/broker?from=tab&ch=growth_rewards_broker');
  });
});
