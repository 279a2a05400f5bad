import { describe, expect, it } from 'vitest';
import {
  accountMenuHref,
  accountMenuItems,
  accountMenuLayout,
  accountMenuMediaQueries,
  accountMenuModeFromMedia,
  activeAccountMenuItem,
  activeAccountMenuTrail,
  type AccountMenuItem,
  collapseAccountMenu,
  expandAccountMenu,
  initialAccountMenuState,
  toggleAccountMenuGroup,
  visibleAccountMenuItems,
} from './account-menu';

const items = accountMenuItems({ isSubAccount: false });
const ids = (list: readonly AccountMenuItem[]): string[] =>
  list.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

describe('account side menu items (widgets §2 "nested items, each with route, extra active routes, hidden flag, icon and tooltip")', () => {
  it('nests deposit, deposit codes and withdraw under assets, security and fund password under security', () => {
    expect(items.map((item) => item.id)).toEqual([
      'overview',
      'assets',
      'securityGroup',
      'kycHome',
      'subAccounts',
      'tickets',
    ]);
    expect(items.find((item) => item.id === 'assets')?.children?.map((c) => c.route)).toEqual([
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/myaccount/withdraw/USDT',
    ]);
    // Every item has an icon; the routes are the account routes of shell §2 and widgets §1.
    const flat = (list: readonly AccountMenuItem[]): AccountMenuItem[] =>
      list.flatMap((item) => [item, ...flat(item.children ?? [])]);
    for (const item of flat(items)) expect(item.icon).toBeTruthy();
    expect(
      flat(items)
        .map((item) => item.route)
        .filter(Boolean),
    ).toEqual([
      '/myaccount',
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/myaccount/withdraw/USDT',
      '/myaccount/security',
      '/myaccount/fundpass_setup',
      '/myaccount/kyc_home',
      '/myaccount/profile/sub-account-manage',
      '/myaccount/tickets',
    ]);
  });

  it('"hidden flag": hidden items are dropped, at any depth; a group left empty goes too', () => {
    expect(ids(visibleAccountMenuItems(items))).toContain('subAccounts');
    // A sub-account manages no sub-accounts: the item is hidden for it.
    const sub = visibleAccountMenuItems(accountMenuItems({ isSubAccount: true }));
    expect(ids(sub)).not.toContain('subAccounts');
    const nested: AccountMenuItem[] = [
      { id: 'g', icon: 'assets', children: [{ id: 'a', route: '/a', icon: 'deposit', hidden: true }] },
      {
        id: 'h',
        icon: 'assets',
        children: [
          { id: 'b', route: '/b', icon: 'deposit', hidden: true },
          { id: 'c', route: '/c', icon: 'deposit' },
        ],
      },
      { id: 'x', route: '/x', icon: 'tickets', hidden: true },
    ];
    expect(ids(visibleAccountMenuItems(nested))).toEqual(['h', 'c']);
  });

  it('an item links to its route under the locale prefix; a group without a page has no link', () => {
    const kyc = items.find((item) => item.id === 'kycHome');
    const assets = items.find((item) => item.id === 'assets');
    expect(kyc && accountMenuHref(kyc, '')).toBe('/myaccount/kyc_home');
    expect(kyc && accountMenuHref(kyc, 'ar-dubai')).toBe('/ar-dubai/myaccount/kyc_home');
    expect(assets && accountMenuHref(assets, 'de')).toBeNull();
  });
});

describe('the active item: its route or an extra active route, under any locale prefix', () => {
  it('its own route, with or without a locale prefix, query or trailing slash', () => {
    expect(activeAccountMenuItem(items, '/myaccount/security')).toBe('security');
    expect(activeAccountMenuItem(items, '/de/myaccount/security/')).toBe('security');
    expect(activeAccountMenuItem(items, '/en-eu/myaccount/kyc_home?from=bar')).toBe('kycHome');
    expect(activeAccountMenuItem(items, '/myaccount')).toBe('overview');
    expect(activeAccountMenuItem(items, '/ar-dubai/myaccount')).toBe('overview');
  });

  it('an extra active route (and what lies under it) lights the item, the most specific one winning', () => {
    // widgets §1 deposit targets: another coin is the deposit item's; the gate code page (issue 16
    // item 5) is an item of its own under Assets.
    expect(activeAccountMenuItem(items, '/myaccount/deposit/BTC')).toBe('deposit');
    expect(activeAccountMenuItem(items, '/tr/myaccount/deposit_gatecode')).toBe('depositCode');
    expect(activeAccountMenuTrail(items, '/myaccount/deposit_gatecode')).toEqual(['assets', 'depositCode']);
    expect(activeAccountMenuItem(items, '/myaccount/withdraw/ETH')).toBe('withdraw');
    // shell §2 /myaccount/totp is part of security; widgets §1 kyc2 and kyc3_v1 of the identity item.
    expect(activeAccountMenuItem(items, '/myaccount/totp')).toBe('security');
    expect(activeAccountMenuItem(items, '/myaccount/kyc3_v1')).toBe('kycHome');
    // An account page no item names falls back to the overview, which holds every account page.
    expect(activeAccountMenuItem(items, '/myaccount/coupon_center')).toBe('overview');
  });

  it('the trail names the groups above the active item (they open), nothing outside the account area', () => {
    expect(activeAccountMenuTrail(items, '/myaccount/deposit/USDT')).toEqual(['assets', 'deposit']);
    expect(activeAccountMenuTrail(items, '/myaccount/fundpass_setup')).toEqual(['securityGroup', 'fundPassword']);
    expect(activeAccountMenuTrail(items, '/trade/BTC_USDT')).toEqual([]);
    expect(activeAccountMenuItem(items, '/myaccountx')).toBeNull();
  });

  it('a hidden item is never active (its page falls to the overview)', () => {
    const sub = accountMenuItems({ isSubAccount: true });
    expect(activeAccountMenuItem(sub, '/myaccount/profile/sub-account-manage')).toBe('overview');
    expect(activeAccountMenuItem(items, '/myaccount/profile/sub-account-manage')).toBe('subAccounts');
  });
});

describe('layout per window width (widgets §2, §9 "Menu breakpoints 1439, 992, 1248, 768, 1024; widths 300, 104, 288, 256, 96")', () => {
  it('"Variant one: wide 300 px, collapsed 104 px below 1439 px, mobile dropdown below 992 px"', () => {
    expect(accountMenuLayout('one', 1920)).toEqual({ mode: 'wide', inlineSizePx: 300, expandedInlineSizePx: 300 });
    expect(accountMenuLayout('one', 1439).mode).toBe('wide');
    expect(accountMenuLayout('one', 1438)).toEqual({ mode: 'collapsed', inlineSizePx: 104, expandedInlineSizePx: 300 });
    expect(accountMenuLayout('one', 992).mode).toBe('collapsed');
    expect(accountMenuLayout('one', 991)).toEqual({ mode: 'dropdown', inlineSizePx: null, expandedInlineSizePx: null });
    expect(accountMenuLayout('one', 360).mode).toBe('dropdown');
  });

  it('"Variant two: collapses below 1248 px, goes mobile below 768 px, width 288 px (256 px under 1024 px), collapsed 96 px"', () => {
    expect(accountMenuLayout('two', 1440)).toEqual({ mode: 'wide', inlineSizePx: 288, expandedInlineSizePx: 288 });
    expect(accountMenuLayout('two', 1248).mode).toBe('wide');
    expect(accountMenuLayout('two', 1247)).toEqual({ mode: 'collapsed', inlineSizePx: 96, expandedInlineSizePx: 288 });
    // Under 1024 px it opens to 256 px.
    expect(accountMenuLayout('two', 1023)).toEqual({ mode: 'collapsed', inlineSizePx: 96, expandedInlineSizePx: 256 });
    expect(accountMenuLayout('two', 768).mode).toBe('collapsed');
    expect(accountMenuLayout('two', 767).mode).toBe('dropdown');
  });

  it('the media queries say "below N" without overlapping N, and the mode follows which match', () => {
    expect(accountMenuMediaQueries('one')).toEqual({
      collapsed: '(max-width: 1438.98px)',
      dropdown: '(max-width: 991.98px)',
    });
    expect(accountMenuMediaQueries('two')).toEqual({
      collapsed: '(max-width: 1247.98px)',
      dropdown: '(max-width: 767.98px)',
    });
    expect(accountMenuModeFromMedia({ collapsed: true, dropdown: true })).toBe('dropdown');
    expect(accountMenuModeFromMedia({ collapsed: true, dropdown: false })).toBe('collapsed');
    expect(accountMenuModeFromMedia({ collapsed: false, dropdown: false })).toBe('wide');
  });
});

describe('widgets §4 "Collapses or expands; expanded ids are remembered when collapsing"', () => {
  it('collapsing closes the open groups and remembers them; expanding opens them again', () => {
    let state = initialAccountMenuState(['assets']);
    state = toggleAccountMenuGroup(state, 'securityGroup');
    expect(state.expandedIds).toEqual(['assets', 'securityGroup']);
    state = collapseAccountMenu(state);
    expect(state).toEqual({ collapsed: true, expandedIds: [], rememberedIds: ['assets', 'securityGroup'] });
    // Collapsing twice forgets nothing.
    expect(collapseAccountMenu(state)).toBe(state);
    state = expandAccountMenu(state);
    expect(state).toEqual({ collapsed: false, expandedIds: ['assets', 'securityGroup'], rememberedIds: [] });
    expect(expandAccountMenu(state)).toBe(state);
  });

  it('a group closed before collapsing stays closed after; a menu that starts collapsed keeps its groups for later', () => {
    let state = toggleAccountMenuGroup(initialAccountMenuState(['assets', 'securityGroup']), 'assets');
    state = expandAccountMenu(collapseAccountMenu(state));
    expect(state.expandedIds).toEqual(['securityGroup']);
    const narrow = initialAccountMenuState(['assets'], true);
    expect(narrow.expandedIds).toEqual([]);
    expect(expandAccountMenu(narrow).expandedIds).toEqual(['assets']);
  });
});
