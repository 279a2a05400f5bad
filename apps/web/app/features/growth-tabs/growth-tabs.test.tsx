// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { GrowthTabs } from './growth-tabs';

afterEach(cleanup);

const tabLinks = () => within(screen.getByRole('navigation', { name: 'Rewards and referrals' })).getAllByRole('link');
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('growth tabs (widgets §2)', () => {
  it('"Growth tabs: rewards, activity centre, referral", as links; affiliate and broker off by default', () => {
    renderWithShell(<GrowthTabs />, { path: '/rewards_hub' });
    expect(tabLinks().map((link) => link.textContent)).toEqual(['Rewards', 'Activity centre', 'Referral']);
  });

  it('"optional affiliate, optional broker": shown when configured', () => {
    renderWithShell(<GrowthTabs options={{ affiliate: true, broker: '/partners/broker' }} />, { path: '/referral' });
    expect(tabLinks().map((link) => link.textContent)).toEqual([
      'Rewards',
      'Activity centre',
      'Referral',
      'Affiliate',
      'Broker',
    ]);
    expect(hrefOf('Broker')).toBe('/partners/broker?ch=growth_referral_broker');
  });

  it('"The selected tab follows the current path": aria-current on that tab only', () => {
    for (const [path, selected] of [
      ['/rewards_hub', 'Rewards'],
      ['/competition/center', 'Activity centre'],
      ['/referral?ch=growth_rewards_referral', 'Referral'],
    ] as const) {
      renderWithShell(<GrowthTabs />, { path });
      const current = tabLinks().filter((link) => link.getAttribute('aria-current') === 'page');
      expect(
        current.map((link) => link.textContent),
        path,
      ).toEqual([selected]);
      cleanup();
    }
  });

  it('"A tab click adds a channel-code query parameter that depends on the from-to pair of pages"', () => {
    renderWithShell(<GrowthTabs />, { path: '/rewards_hub' });
    expect(hrefOf('Activity centre')).toBe('/competition/center?ch=growth_rewards_activity');
    expect(hrefOf('Referral')).toBe('/referral?ch=growth_rewards_referral');
    // The tab of this page moves nowhere: no code.
    expect(hrefOf('Rewards')).toBe('/rewards_hub');
    cleanup();
    renderWithShell(<GrowthTabs />, { path: '/competition/center' });
    expect(hrefOf('Rewards')).toBe('/rewards_hub?ch=growth_activity_rewards');
    expect(hrefOf('Referral')).toBe('/referral?ch=growth_activity_referral');
  });

  it('on a page that is no tab, nothing is selected and the codes start with "other"', () => {
    renderWithShell(<GrowthTabs />, { path: '/simple-earn' });
    expect(tabLinks().some((link) => link.hasAttribute('aria-current'))).toBe(false);
    expect(hrefOf('Rewards')).toBe('/rewards_hub?ch=growth_other_rewards');
  });

  it('under a locale prefix the hrefs keep it; in Arabic the page is right to left and the tabs keep their order', () => {
    renderWithShell(<GrowthTabs />, { path: '/referral', locale: 'ar', catalog: 'en' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(tabLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/ar/rewards_hub?ch=growth_referral_rewards',
      '/ar/competition/center?ch=growth_referral_activity',
      '/ar/referral',
    ]);
  });
});
