import { describe, expect, it } from 'vitest';
import { MODAL_FREQUENCY } from '../modals/choose-modal';
import { LIMIT_COUNTRY_USER_STATUS } from './compliance-check';
import { REGION_NOTICE_FREQUENCY, regionNotices, type RegionNoticeInput } from './region-notices';

const base: RegionNoticeInput = { limit: {}, toast: {}, loggedIn: false, site: 'main', catalog: 'en' };
const notices = (input: Partial<RegionNoticeInput>) => regionNotices({ ...base, ...input });

describe('region notices (shell §8)', () => {
  it('none for a visitor from an unrestricted country', () => {
    expect(notices({})).toEqual({ modals: [], bars: [] });
  });

  it('"Restricted location, not logged in": a visitor from a prohibited country', () => {
    expect(notices({ limit: { is_blocked_country: true } }).modals).toEqual(['restricted-location']);
  });

  it('"Prohibited countries ... I Acknowledge": a logged-in resident of one', () => {
    const toast = { limit_country_user_status: LIMIT_COUNTRY_USER_STATUS.prohibitedResident };
    expect(notices({ loggedIn: true, toast }).modals).toEqual(['prohibited-country']);
    // A visitor's toast is ignored (the check sends none; a stale one must not count).
    expect(notices({ loggedIn: false, toast }).modals).toEqual([]);
  });

  it('"Account conflicts with the user agreement": status 2', () => {
    const toast = { limit_country_user_status: LIMIT_COUNTRY_USER_STATUS.agreementConflict };
    expect(notices({ loggedIn: true, toast }).modals).toEqual(['agreement-conflict']);
  });

  it('"UK consumer service closure ... (Chinese locales)", else "UK not accepting customers", on the main site only', () => {
    const limit = { is_uk_limit: true };
    expect(notices({ limit }).modals).toEqual(['uk-not-accepting']);
    expect(notices({ limit, catalog: 'zh' }).modals).toEqual(['uk-closure']);
    expect(notices({ limit, catalog: 'zh-TW' }).modals).toEqual(['uk-closure']);
    expect(notices({ limit, site: 'uk' }).modals).toEqual([]);
  });

  it('"Uzbekistan market exit" and shell §6 "Hong Kong users get a compliance dialog"', () => {
    expect(notices({ limit: { is_uzbekistan_toast: true } }).modals).toEqual(['uzbekistan-exit']);
    expect(notices({ loggedIn: true, toast: { is_hk_user: true } }).modals).toEqual(['hong-kong']);
  });

  it('shell §6 withdraw-only tip and the IP address limit tip are bars', () => {
    expect(notices({ loggedIn: true, toast: { is_withdraw_only_user: true } }).bars).toEqual(['withdraw-only']);
    const visiting = { limit: { is_blocked_country: true }, loggedIn: true, toast: { limit_country_user_status: 0 } };
    expect(notices(visiting)).toEqual({ modals: [], bars: ['ip-limit'] });
  });

  it('several at once keep one order: modals in the spec order, bars withdraw-only first', () => {
    const all = notices({
      loggedIn: true,
      limit: { is_blocked_country: true, is_uzbekistan_toast: true, is_uk_limit: true },
      toast: { is_hk_user: true, is_withdraw_only_user: true, limit_country_user_status: 0 },
    });
    expect(all.modals).toEqual(['uk-not-accepting', 'uzbekistan-exit', 'hong-kong']);
    expect(all.bars).toEqual(['withdraw-only', 'ip-limit']);
  });

  it('shell §9 timings: Hong Kong 24 h after dismissal, Uzbekistan once, the rest once per session', () => {
    expect(REGION_NOTICE_FREQUENCY['hong-kong']).toEqual({ afterDismissMs: 86_400_000 });
    expect(REGION_NOTICE_FREQUENCY['uzbekistan-exit']).toEqual({ once: true });
    expect(REGION_NOTICE_FREQUENCY['uk-closure']).toBe(MODAL_FREQUENCY.oncePerSession);
    expect(MODAL_FREQUENCY.oncePerSession).toEqual({ once: true, session: true });
  });
});
