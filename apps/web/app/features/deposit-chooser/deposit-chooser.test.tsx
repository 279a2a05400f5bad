// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSiteSettings, FIAT_TRADE_MENU_CODE, FUND_WALLET_LINKS, isComingPage } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComplianceCheck } from '../../shell/compliance';
import { useModals } from '../../shell/modals';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { DepositChooser } from './deposit-chooser';

afterEach(cleanup);

const settings = { ...defaultSiteSettings(), defaultBuyCryptoFiat: 'EUR', defaultP2PFiat: 'TRY' };
const open: Pick<ComplianceCheck, 'menu' | 'limit'> = { menu: [], limit: {} };

/** Every way's page as built, so the rules are seen whatever is still coming (domain COMING_PAGES). */
const everyPage = (path: string) => path;

const renderChooser = (compliance = open, options: ShellOptions = {}) =>
  renderWithShell(<DepositChooser compliance={compliance} pageHref={everyPage} />, {
    settings,
    path: '/myaccount',
    ...options,
  });

describe('deposit chooser (widgets §2, §5)', () => {
  it('lists on-chain, gate code, then the other ways (P2P, card, bank), each opening in a new window', async () => {
    renderChooser();
    const chooser = await screen.findByRole('region', { name: 'Ways to deposit' });
    const hrefs = within(chooser)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // widgets §1 targets, in the site's buying fiat (EUR) and P2P fiat (TRY).
    expect(hrefs).toEqual([
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/c2c/USDT_TRY',
      '/crypto/buy/with-credit-card?method=card&fiat=EUR',
      '/crypto/buy/with-bank-account?method=bank&fiat=EUR',
    ]);
    for (const link of within(chooser).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(chooser).getByRole('heading', { name: 'Other ways to deposit' })).toBeTruthy();
  });

  it('leaves out a way whose page is not built yet (issue 8 coming pages): no link to a missing page', async () => {
    renderWithShell(<DepositChooser compliance={open} />, { settings, path: '/myaccount' });
    const chooser = await screen.findByRole('region', { name: 'Ways to deposit' });
    const hrefs = within(chooser)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // P2P and buying by card or bank are coming pages today; the gate-code deposit is built (issue 16 item 5).
    expect(hrefs).toEqual(['/myaccount/deposit/USDT', '/myaccount/deposit_gatecode']);
    expect(screen.queryByTestId('deposit-other-ways')).toBeNull();
  });

  it('widgets §5 "shows only when the site is main, not UK-limited, and the fiat-trade menu is absent from the menu data"', async () => {
    const otherWays = () => screen.queryByTestId('deposit-other-ways');
    renderChooser({ menu: [], limit: { is_uk_limit: true } });
    await screen.findByTestId('deposit-chooser');
    expect(otherWays()).toBeNull();
    cleanup();
    renderChooser({ menu: [FIAT_TRADE_MENU_CODE], limit: {} });
    await screen.findByTestId('deposit-chooser');
    expect(otherWays()).toBeNull();
    cleanup();
    renderChooser(open, { site: 'eu' });
    await screen.findByTestId('deposit-chooser');
    expect(otherWays()).toBeNull();
    // The crypto ways stay.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    cleanup();
    renderChooser({ menu: ['nft'], limit: { is_uk_limit: false } });
    expect(await screen.findByTestId('deposit-other-ways')).toBeTruthy();
  });
});

/** Opens the fund-wallet drawer as the header's Deposit button does (by name, through the registry). */
function OpenDrawer() {
  const { open: openModal } = useModals();
  useEffect(() => openModal('fund-wallet', {}), [openModal]);
  return null;
}

describe('fund-wallet drawer (shell §2 "width 414px, 300 ms slide")', () => {
  it('a dialog named by its title with its links (the built ones of the five) and a named close button; Escape closes it', async () => {
    renderWithShell(<OpenDrawer />);
    // Its code loads on first use (React.lazy in the modal table).
    const drawer = await screen.findByRole('dialog', { name: 'Fund your wallet' }, { timeout: 5000 });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      // shell §2's five, less the coming pages (buying by card or bank, P2P):
      // no link to a page that is not built yet.
      FUND_WALLET_LINKS.map((link) => link.path).filter((path) => !isComingPage(path)),
    );
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/myaccount/deposit/USDT', '/myaccount/deposit_gatecode']));
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeTruthy();
    // Focus is inside (Radix traps it there while open).
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Arabic: the links carry the locale prefix and the panel comes from the inline end (the left)', async () => {
    renderWithShell(<OpenDrawer />, { locale: 'ar', catalog: 'en' });
    const drawer = await screen.findByRole('dialog', { name: 'Fund your wallet' }, { timeout: 5000 });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(drawer).getAllByRole('link')[0]?.getAttribute('href')).toBe('/ar/myaccount/deposit/USDT');
    // happy-dom lays nothing out: the stylesheet says where the panel sits and whence it slides.
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../ui/drawer.css'), 'utf8');
    expect(drawer.classList.contains('ui-drawer')).toBe(true);
    expect(css).toMatch(/\.ui-drawer \{[^}]*inset-inline-end: 0;/);
    expect(css).toMatch(/\[dir='rtl'\] \.ui-drawer \{\s*--ui-drawer-offset: -100%;/);
    expect(css).toContain('inline-size: min(414px');
  });
});
