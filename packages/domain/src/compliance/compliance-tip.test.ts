import { describe, expect, it } from 'vitest';
import type { ComplianceTip } from './compliance-check';
import {
  complianceTipDue,
  complianceTipOf,
  countToday,
  parseDailyCounter,
  recordTipShown,
  tipPageOf,
} from './compliance-tip';

const DAY = 86_400_000;
const utcDay = (ms: number) => Math.floor(ms / DAY);
const NOW = Date.UTC(2026, 10, 27, 12);

const tip = (overrides: Partial<ComplianceTip> = {}): ComplianceTip => ({
  title: 'Notice',
  content: 'Text',
  ok_button: 'OK',
  cancel_button: 'Cancel',
  ok_button_router: '/myaccount/kyc_home',
  text_link: [],
  options: { maxCount: 2 },
  enable: true,
  path: ['register', 'home', 'login'],
  ...overrides,
});

const due = (overrides: Partial<Parameters<typeof complianceTipDue>[0]> = {}) =>
  complianceTipDue({ tip: tip(), site: 'main', path: '/', stored: null, now: NOW, dayOf: utcDay, ...overrides });

describe('compliance modal (widgets §4)', () => {
  it('"only on the main site, when a tip exists, is enabled"', () => {
    expect(due()).toBe(true);
    expect(due({ site: 'turkey' })).toBe(false);
    expect(due({ tip: undefined })).toBe(false);
    expect(due({ tip: tip({ enable: false }) })).toBe(false);
  });

  it('"the current path matches its path list (or the list is empty)": register, home, login', () => {
    expect(due({ path: '/signup' })).toBe(true);
    expect(due({ path: '/login' })).toBe(true);
    expect(due({ path: '/fee' })).toBe(false);
    expect(due({ path: '/login', tip: tip({ path: ['home'] }) })).toBe(false);
    expect(due({ path: '/fee', tip: tip({ path: [] }) })).toBe(true);
    expect(tipPageOf('/signup?ch=x')).toBe('register');
    expect(tipPageOf('/trade/BTC_USDT')).toBeUndefined();
  });

  it('"today\'s display count is below maxCount. Opening records the count"', () => {
    const once = recordTipShown(null, NOW, utcDay);
    expect(once).toBe(`1/${NOW}`);
    expect(due({ stored: once })).toBe(true);
    const twice = recordTipShown(once, NOW + 1000, utcDay);
    expect(twice).toBe(`2/${NOW + 1000}`);
    expect(due({ stored: twice, now: NOW + 2000 })).toBe(false);
  });

  it('"The daily counter is stored as count/timestamp and resets each day"', () => {
    const yesterday = `5/${NOW - DAY}`;
    expect(due({ stored: yesterday })).toBe(true);
    expect(recordTipShown(yesterday, NOW, utcDay)).toBe(`1/${NOW}`);
    // A counter from the future (the clock moved back) is not trusted: counts as none.
    expect(countToday({ count: 9, at: NOW + DAY }, NOW, utcDay)).toBe(0);
  });

  it('widgets §5 "A stored daily counter must be two slash-separated numbers, otherwise it is ignored"', () => {
    for (const bad of ['', '2', '2/', '/123', 'a/123', '2/1e3', '2/3/4', ' 2/3', '-1/3']) {
      expect(parseDailyCounter(bad), bad).toBeUndefined();
      expect(due({ stored: bad, tip: tip({ options: { maxCount: 1 } }) }), bad).toBe(true);
    }
    expect(parseDailyCounter('3/1700000000000')).toEqual({ count: 3, at: 1_700_000_000_000 });
  });

  it('a maxCount that is missing or not a positive whole number counts as 1', () => {
    const shown = recordTipShown(null, NOW, utcDay);
    expect(due({ stored: shown, tip: tip({ options: { maxCount: 0 } }) })).toBe(false);
    expect(due({ stored: null, tip: tip({ options: { maxCount: Number.NaN } }) })).toBe(true);
  });

  it('reads a tip from the check only when it has text and an enable flag', () => {
    expect(complianceTipOf({})).toBeUndefined();
    expect(complianceTipOf({ title: 'x' })).toBeUndefined();
    expect(complianceTipOf(tip())).toEqual(tip());
  });
});
