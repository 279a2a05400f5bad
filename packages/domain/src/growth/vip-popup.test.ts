import { describe, expect, it } from 'vitest';
import { VIP_POPUP_TYPES } from '../marketing/marketing';
import {
  isVipPopupType,
  VIP_POPUP_AUTO_HIDE_MS,
  vipBenefitBlocks,
  vipPopupHideAt,
  vipPopupShown,
  vipPopupTimedOut,
} from './vip-popup';

describe('VIP pop-up (widgets §4)', () => {
  it('"shown if it has a plan id or name"', () => {
    expect(vipPopupShown({ plan_id: 7, plan_name: '' })).toBe(true);
    expect(vipPopupShown({ plan_id: 0, plan_name: 'vip-upgraded-nov' })).toBe(true);
    expect(vipPopupShown({ plan_id: '12' })).toBe(true);
    expect(vipPopupShown({ plan_id: 0, plan_name: '' })).toBe(false);
    expect(vipPopupShown({ plan_id: ' ', plan_name: '  ' })).toBe(false);
    expect(vipPopupShown({})).toBe(false);
    expect(vipPopupShown(null)).toBe(false);
  });

  it('widgets §9 "VIP pop-up auto-hide: 10 seconds"', () => {
    expect(VIP_POPUP_AUTO_HIDE_MS).toBe(10_000);
    expect(vipPopupHideAt(1_000)).toBe(11_000);
    expect(vipPopupTimedOut(1_000, 10_999)).toBe(false);
    expect(vipPopupTimedOut(1_000, 11_000)).toBe(true);
  });

  it('widgets §3 "vip_popup_type (VIP_EXPIRED, VIP_INACTIVE, VIP_UPGRADED)"', () => {
    expect(VIP_POPUP_TYPES).toEqual(['VIP_EXPIRED', 'VIP_INACTIVE', 'VIP_UPGRADED']);
    for (const type of ['VIP_EXPIRED', 'VIP_INACTIVE', 'VIP_UPGRADED']) expect(isVipPopupType(type)).toBe(true);
    for (const other of ['vip_expired', 'VIP', '', 3, null]) expect(isVipPopupType(other)).toBe(false);
  });

  it('widgets §3 "benefit_1..3_content, benefit_1..3_img": only the blocks with content, in order', () => {
    expect(
      vipBenefitBlocks({
        benefit_1_content: 'Lower fees',
        benefit_1_img: '/img/fee.png',
        benefit_2_content: '  ',
        benefit_2_img: '/img/alone.png',
        benefit_3_content: 'Priority support',
      }),
    ).toEqual([
      { index: 1, content: 'Lower fees', img: '/img/fee.png' },
      { index: 3, content: 'Priority support', img: '' },
    ]);
    expect(vipBenefitBlocks({})).toEqual([]);
  });
});
