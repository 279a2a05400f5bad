import { describe, expect, it } from 'vitest';
import { ABOUT_OFFERINGS, aboutOfferings } from './about-offerings';
import { isComingPage } from './coming-pages';

describe('About page offerings (issue 8: "say only what the site offers, and grow with it")', () => {
  it('leaves out every offering whose page is still coming, and keeps the rest in order', () => {
    const shown = aboutOfferings();
    for (const offering of ABOUT_OFFERINGS) {
      const built = offering.page === null || !isComingPage(offering.page);
      expect(shown.includes(offering.id), offering.id).toBe(built);
    }
    expect(shown).toEqual(ABOUT_OFFERINGS.map((o) => o.id).filter((id) => shown.includes(id)));
  });

  it('today: accounts, two-factor, sessions, regional sites, fees, markets, spot and futures (issue 12), Simple Earn (issue 15)', () => {
    expect(aboutOfferings()).toEqual([
      'account',
      'twoFactor',
      'sessions',
      'regions',
      'fees',
      'markets',
      'spot',
      'futures',
      'earn',
    ]);
  });
});
