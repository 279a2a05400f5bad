// @vitest-environment happy-dom
import {
  defaultSiteSettings,
  isComingPage,
  languageLocale,
  localizePath,
  MAIN_SITE,
  type SiteConfig,
} from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { NAV_ITEMS, type NavItem, navLinks } from './nav-items';
import { SiteHeader } from './site-header';

afterEach(cleanup);

/** A built page (not in COMING_PAGES) and one that is not built yet, checked against the domain list. */
const BUILT = '/about-us';
const COMING = '/options';

const settings = {
  ...defaultSiteSettings(),
  curr_fiat: 'EUR',
  fiat_list: [
    { name: 'USD', symbol: '$' },
    { name: 'EUR', symbol: '€' },
  ],
};

function renderHeader({
  site = MAIN_SITE,
  lang = 'es',
  navItems,
}: { site?: SiteConfig; lang?: 'es' | 'en'; navItems?: readonly NavItem[] } = {}) {
  const locale = languageLocale(lang);
  // The names below are read in English on every locale's paths.
  renderWithShell(<SiteHeader account={<a href="/login">Log in</a>} navItems={navItems} />, {
    site,
    locale,
    catalog: 'en',
    path: '/fee',
    settings,
  });
  return { locale };
}

// hidden: while the drawer is open, Radix hides the rest of the page from assistive technology.
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });

async function openMenu() {
  fireEvent.click(menuButton());
  // The drawer's module loads lazily on first use: its first import may take a while on a busy machine.
  return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
}

describe('navLinks (issue 8: no link to a page not built yet)', () => {
  it('keeps the items whose page has an address, in order, and drops the rest', () => {
    const items: NavItem[] = [
      { id: 'markets', path: '/a' },
      { id: 'trade', path: '/b' },
      { id: 'earn', path: '/c' },
    ];
    expect(navLinks(items, (path) => (path === '/b' ? null : `/x${path}`))).toEqual([
      { id: 'markets', href: '/x/a' },
      { id: 'earn', href: '/x/c' },
    ]);
    expect(navLinks(items, () => null)).toEqual([]);
  });
});

describe('SiteHeader', () => {
  it('the test paths are what they claim: one built page, one coming', () => {
    expect(isComingPage(BUILT)).toBe(false);
    expect(isComingPage(COMING)).toBe(true);
  });

  it('links exactly the header items whose page is built, and has no nav while none is', () => {
    renderHeader();
    const built = NAV_ITEMS.filter((item) => !isComingPage(item.path));
    const nav = screen.queryByRole('navigation', { name: 'Main' });
    if (built.length === 0) {
      expect(nav).toBeNull();
    } else {
      expect(
        within(nav as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(built.map((item) => localizePath('es', item.path)));
    }
  });

  it('an item appears by itself once its path is not coming, under the locale prefix', () => {
    renderHeader({
      navItems: [
        { id: 'markets', path: BUILT },
        { id: 'trade', path: COMING },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Markets', `/es${BUILT}`]]);
  });

  it('draws SVG icons, not emoji: the globe beside the language name, the theme icon', () => {
    renderHeader({ lang: 'en' });
    const summary = screen.getByTestId('language-menu').querySelector('summary');
    expect(summary?.textContent).toBe('English');
    expect(summary?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const theme = screen.getAllByTestId('theme-toggle')[0];
    expect(theme?.textContent).toBe('');
    expect(theme?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(menuButton().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('no menu button on a site that has nothing to put in the drawer', () => {
    const bare: SiteConfig = { ...MAIN_SITE, hide: { ...MAIN_SITE.hide, languageAndRate: true, themeSwitch: true } };
    // Nothing: no language, rate or theme, and only nav items whose pages are still coming (every
    // item of NAV_ITEMS is built now, so items pointing at a coming page stand in for them).
    const comingOnly = NAV_ITEMS.map((item) => ({ ...item, path: COMING }));
    expect(comingOnly.every((item) => isComingPage(item.path))).toBe(true);
    renderHeader({ site: bare, navItems: comingOnly });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});

describe('phone menu drawer', () => {
  it('opens from the menu button with currency, theme and every language of the site', async () => {
    const { locale } = renderHeader();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-haspopup')).toBe('dialog');
    const drawer = await openMenu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');

    expect(within(drawer).getByTestId('menu-fiat').textContent).toBe('€ EUR');
    expect(within(drawer).getByText('Currency')).toBeTruthy();
    const languages = within(drawer).getByRole('list', { name: 'Language' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      MAIN_SITE.locales.map((l) => localizePath(l.prefix, '/fee')),
    );
    const current = links.filter((a) => a.getAttribute('aria-current') === 'true');
    expect(current.map((a) => a.getAttribute('hreflang'))).toEqual([locale.htmlLang]);

    // Every coming nav item is left out, so with all of them coming there is no nav in it.
    const built = NAV_ITEMS.filter((item) => !isComingPage(item.path));
    expect(within(drawer).queryAllByRole('navigation')).toHaveLength(built.length === 0 ? 0 : 1);

    const theme = within(drawer).getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.click(theme);
    expect(within(drawer).getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('shows the built nav items and not the coming ones', async () => {
    renderHeader({
      navItems: [
        { id: 'trade', path: COMING },
        { id: 'earn', path: BUILT },
      ],
    });
    const drawer = await openMenu();
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Earn', `/es${BUILT}`]]);
  });

  it('Escape closes it and focus goes back to the menu button', async () => {
    renderHeader();
    menuButton().focus();
    const drawer = await openMenu();
    // Focus moved into the drawer (Radix traps it there).
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('the close button closes it and focus goes back to the menu button, even if the click did not focus it', async () => {
    renderHeader();
    const drawer = await openMenu();
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(close.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    act(() => close.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    // And it opens again.
    expect(await openMenu()).toBeTruthy();
  });
});
