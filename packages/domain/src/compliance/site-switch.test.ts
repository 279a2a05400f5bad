import { describe, expect, it } from 'vitest';
import { siteByKey } from '../sites/site-registry';
import type { SiteKey } from '../sites/site-ids';
import { defaultComplianceCheck } from './compliance-check';
import {
  EU_MEMBER_STATES,
  siteSwitchFlags,
  siteSwitchTarget,
  siteSwitchUrl,
  type SiteSwitchFlags,
} from './site-switch';

/** The names of the flags that are set. */
const set = (country: string | undefined, site: SiteKey) =>
  Object.entries(siteSwitchFlags(country, site))
    .filter(([, v]) => v)
    .map(([k]) => k);

describe('widgets §3 limit flags for the site-switch bar', () => {
  it('a visitor from the US on any other site is offered the US site (is_us_toast)', () => {
    expect(set('US', 'main')).toEqual(['is_us_toast']);
    expect(set('US', 'eu')).toEqual(['is_us_toast']);
    expect(set('US', 'turkey')).toEqual(['is_us_toast']);
    expect(set('US', 'us')).toEqual([]);
  });

  it('GB → is_uk_ip, AU → is_au_ip, JP → is_jp_toast, AE → is_ae_toast, except on their own site', () => {
    expect(set('GB', 'main')).toEqual(['is_uk_ip']);
    expect(set('GB', 'uk')).toEqual([]);
    expect(set('AU', 'japan')).toEqual(['is_au_ip']);
    expect(set('AU', 'australia')).toEqual([]);
    expect(set('JP', 'main')).toEqual(['is_jp_toast']);
    expect(set('JP', 'japan')).toEqual([]);
    expect(set('AE', 'uk')).toEqual(['is_ae_toast']);
    expect(set('AE', 'uae')).toEqual([]);
  });

  it('widgets §8 "suggest switching to the global site when the user accesses from outside JP, EU, US, UK, AU or the UAE" (is_main)', () => {
    for (const site of ['eu', 'us', 'uk', 'australia', 'japan', 'uae'] as const) {
      expect(set('BR', site), site).toEqual(['is_main']);
    }
    // Already on the global site, or on a site that is not one of those regional sites.
    expect(set('BR', 'main')).toEqual([]);
    expect(set('BR', 'turkey')).toEqual([]);
    expect(set('BR', 'hongKong')).toEqual([]);
  });

  it('a visitor from an EU member state is not "outside the EU": no global-site suggestion, the EU site instead (shell §8 "between main, EU, …")', () => {
    expect(EU_MEMBER_STATES.size).toBe(27);
    for (const country of ['DE', 'FR', 'IT', 'GR', 'MT', 'IE']) {
      expect(set(country, 'us'), country).toEqual(['is_eu_toast']);
      expect(set(country, 'main'), country).toEqual(['is_eu_toast']);
    }
    expect(set('FR', 'turkey')).toEqual(['is_eu_toast']);
    expect(set('DE', 'eu')).toEqual([]);
    // The UK left the EU; Switzerland and Norway were never in it.
    expect(EU_MEMBER_STATES.has('GB')).toBe(false);
    expect(set('CH', 'eu')).toEqual(['is_main']);
  });

  it('an unknown country sets no flag', () => {
    expect(set(undefined, 'eu')).toEqual([]);
    expect(set('', 'us')).toEqual([]);
  });
});

describe('widgets §4 "Picks a message by region flags"', () => {
  const only = (flag: keyof SiteSwitchFlags) => ({ [flag]: true });

  it('maps each flag to the site it suggests', () => {
    expect(siteSwitchTarget(only('is_us_toast'))).toBe('us');
    expect(siteSwitchTarget(only('is_uk_ip'))).toBe('uk');
    expect(siteSwitchTarget(only('is_au_ip'))).toBe('australia');
    expect(siteSwitchTarget(only('is_jp_toast'))).toBe('japan');
    expect(siteSwitchTarget(only('is_ae_toast'))).toBe('uae');
    expect(siteSwitchTarget(only('is_eu_toast'))).toBe('eu');
    expect(siteSwitchTarget(only('is_main'))).toBe('main');
  });

  it('shows nothing for the shell §3 default limit {} or all flags false', () => {
    expect(siteSwitchTarget(defaultComplianceCheck().limit)).toBeNull();
    expect(siteSwitchTarget(siteSwitchFlags('US', 'us'))).toBeNull();
  });
});

describe('the Switch Site target URL', () => {
  it("is the suggested site's home in its default locale, on the current scheme and port", () => {
    expect(siteSwitchUrl(siteByKey('us'), { protocol: 'http:', port: '4314' })).toBe(
      'http://www.meridian.example:4314/en-us/',
    );
    expect(siteSwitchUrl(siteByKey('japan'), { protocol: 'https:', port: '' })).toBe(
      'https://www.meridian.example/en-jp/',
    );
    expect(siteSwitchUrl(siteByKey('uae'), { protocol: 'https:', port: '' })).toBe(
      'https://www.meridian.example/en-dubai/',
    );
    expect(siteSwitchUrl(siteByKey('main'), { protocol: 'http:', port: '3000' })).toBe(
      'http://www.meridian.example:3000/',
    );
  });
});
