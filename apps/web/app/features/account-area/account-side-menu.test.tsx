// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_MENU_VARIANTS, accountMenuMediaQueries, defaultUserInfo } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shell/session';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { AccountSideMenu } from './account-side-menu';

const USER: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), verified: 2, user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '10', total_btc: '0.0001' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

/** A window of a given width: matchMedia answers `(max-width: N px)` queries for it, and tells listeners when it changes. */
function fakeWindow(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Map<string, Set<() => void>>();
  const matches = (query: string) => {
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => {
        const set = listeners.get(query) ?? new Set();
        set.add(listener);
        listeners.set(query, set);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
    })),
  );
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const set of listeners.values()) for (const listener of set) listener();
      });
    },
  };
}

const renderMenu = (path: string, options: ShellOptions & { variant?: 'one' | 'two' } = {}) =>
  renderWithShell(<AccountSideMenu variant={options.variant ?? 'one'} />, { session: USER, path, ...options });

const menu = () => screen.getByTestId('account-side-menu');
const group = (name: string) => screen.getByRole('button', { name });

let window1500: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  window1500 = fakeWindow(1500);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account side menu (widgets §2)', () => {
  it('marks the item of the current page, by its route or an extra active route, and opens its group', async () => {
    renderMenu('/myaccount/security');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const current = within(nav).getByRole('link', { name: 'Account security' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/myaccount/security');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(group('Security').getAttribute('aria-expanded')).toBe('true');
    expect(group('Assets').getAttribute('aria-expanded')).toBe('false');
    cleanup();
    // shell §2 /myaccount/totp belongs to the security item.
    renderMenu('/myaccount/totp');
    expect((await screen.findByRole('link', { name: 'Account security' })).getAttribute('aria-current')).toBe('page');
  });

  it('under a locale prefix: links carry it, and the prefixed path still finds its item', async () => {
    renderMenu('/ar/myaccount/deposit/BTC', { locale: 'ar', catalog: 'en' });
    const deposit = await screen.findByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('href')).toBe('/ar/myaccount/deposit/USDT');
    expect(deposit.getAttribute('aria-current')).toBe('page');
    expect(group('Assets').getAttribute('aria-expanded')).toBe('true');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('"hidden flag": a sub-account has no sub-accounts item', async () => {
    renderMenu('/myaccount', { session: { ...USER, userInfo: { ...USER.userInfo, is_sub: 1 } } });
    await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.queryByRole('link', { name: 'Sub-accounts' })).toBeNull();
    cleanup();
    renderMenu('/myaccount');
    expect(await screen.findByRole('link', { name: 'Sub-accounts' })).toBeTruthy();
  });

  it('widgets §7 "myaccount_security_click" when the security item is clicked', async () => {
    const track = vi.fn();
    renderMenu('/myaccount', { track, routes: [{ path: '/myaccount/security', Component: () => null }] });
    // Its group is closed on the overview: opened first.
    fireEvent.click(await screen.findByRole('button', { name: 'Security' }));
    fireEvent.click(screen.getByRole('link', { name: 'Account security' }));
    expect(track).toHaveBeenCalledWith('myaccount_security_click', { source: 'side_menu' });
  });
});

describe('layout by width (widgets §2 "Variant one: wide 300 px, collapsed 104 px below 1439 px, mobile dropdown below 992 px")', () => {
  it('wide at 1439 px and up; a rail of icons below, whose names are tooltips', async () => {
    window1500.resize(1439);
    renderMenu('/myaccount');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(menu().dataset.mode).toBe('wide');
    expect(menu().dataset.collapsed).toBe('false');
    expect(screen.queryAllByRole('tooltip').map((tip) => tip.textContent)).not.toContain('Overview');
    window1500.resize(1438);
    expect(menu().dataset.mode).toBe('collapsed');
    expect(menu().dataset.collapsed).toBe('true');
    const overview = screen.getByRole('link', { name: 'Overview' });
    const tip = document.getElementById(overview.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('Overview');
  });

  it('below 992 px a dropdown: the current page names the toggle, which opens and closes the list', async () => {
    window1500.resize(991);
    renderMenu('/myaccount/kyc_home');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(menu().dataset.mode).toBe('dropdown');
    const toggle = screen.getByTestId('account-menu-dropdown');
    expect(toggle.getAttribute('aria-label')).toBe('Account pages: Identity verification');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu().dataset.dropdownOpen).toBe('true');
    // Names, not a rail: no tooltips stand in for them.
    expect(menu().dataset.collapsed).toBe('false');
  });

  it('variant two: collapses below 1248 px and is a dropdown below 768 px', async () => {
    window1500.resize(1248);
    renderMenu('/myaccount', { variant: 'two' });
    await screen.findByRole('navigation', { name: 'Account' });
    expect(menu().dataset.mode).toBe('wide');
    window1500.resize(1247);
    expect(menu().dataset.mode).toBe('collapsed');
    window1500.resize(768);
    expect(menu().dataset.mode).toBe('collapsed');
    window1500.resize(767);
    expect(menu().dataset.mode).toBe('dropdown');
  });

  it('widgets §4 "expanded ids are remembered when collapsing", by width or by the toggle', async () => {
    renderMenu('/myaccount/security');
    await screen.findByRole('navigation', { name: 'Account' });
    fireEvent.click(group('Assets'));
    expect(group('Assets').getAttribute('aria-expanded')).toBe('true');
    expect(group('Security').getAttribute('aria-expanded')).toBe('true');
    window1500.resize(1200);
    expect(group('Assets').getAttribute('aria-expanded')).toBe('false');
    expect(group('Security').getAttribute('aria-expanded')).toBe('false');
    window1500.resize(1500);
    expect(group('Assets').getAttribute('aria-expanded')).toBe('true');
    expect(group('Security').getAttribute('aria-expanded')).toBe('true');
    // The reader's toggle does the same.
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(menu().dataset.collapsed).toBe('true');
    expect(group('Assets').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(group('Assets').getAttribute('aria-expanded')).toBe('true');
    expect(group('Security').getAttribute('aria-expanded')).toBe('true');
  });

  it('a group clicked in the rail expands the menu with that group open', async () => {
    window1500.resize(1200);
    renderMenu('/myaccount');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(menu().dataset.collapsed).toBe('true');
    fireEvent.click(group('Assets'));
    expect(menu().dataset.collapsed).toBe('false');
    expect(group('Assets').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the stylesheet lays out the server-rendered menu with the domain numbers (widgets §9)', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const css = ['account-side-menu.css', 'account-area.css']
    .map((name) => readFileSync(join(here, name), 'utf8'))
    .join('\n');

  it('"widths 300, 104, 288, 256, 96" and the collapse and dropdown queries of both variants', () => {
    const { one, two } = ACCOUNT_MENU_VARIANTS;
    for (const px of [one.widePx, one.collapsedPx, two.widePx, two.narrowWide.widePx, two.collapsedPx]) {
      expect(css).toContain(`inline-size: ${px}px;`);
    }
    for (const variant of ['one', 'two'] as const) {
      const { collapsed, dropdown } = accountMenuMediaQueries(variant);
      expect(css).toContain(`@media ${collapsed}`);
      expect(css).toContain(`@media ${dropdown}`);
    }
    expect(css).toContain(`@media (max-width: ${two.narrowWide.belowPx - 0.02}px)`);
  });

  it('logical properties only (right to left for Arabic)', () => {
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).not.toMatch(/\b(margin|padding|border)-(left|right)\b|(^|[\s;{])(left|right)\s*:/m);
  });
});
