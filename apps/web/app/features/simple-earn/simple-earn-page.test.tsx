// @vitest-environment happy-dom
import type { EarnProduct } from '@meridian/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { SimpleEarnPage, type SimpleEarnView } from './simple-earn-page';

afterEach(cleanup);

const PRODUCTS: EarnProduct[] = [
  { product_id: 101, product_type_tag: 'flexible', asset: 'USDT', term_days: 0, apr: '0.052', min_amount: '1' },
  { product_id: 104, product_type_tag: 'fixed', asset: 'USDT', term_days: 90, apr: '0.085', min_amount: '100' },
  { product_id: 201, product_type_tag: 'flexible', asset: 'BTC', term_days: 0, apr: '0.008', min_amount: '0.0001' },
  { product_id: 202, product_type_tag: 'fixed', asset: 'BTC', term_days: 1, apr: '0.12349', min_amount: '0.001' },
];
const ASSETS = ['USDT', 'BTC', 'ETH'];

const view = (filter: Extract<SimpleEarnView, { kind: 'products' }>['filter'] = {}, products = PRODUCTS) =>
  ({ kind: 'products', products, assets: ASSETS, filter, invalidFilter: false }) satisfies SimpleEarnView;

const renderPage = (page: SimpleEarnView, options: ShellOptions = {}) =>
  renderWithShell(<SimpleEarnPage view={page} />, { path: '/simple-earn', ...options });

/** The text of each cell of a product's row, in column order. */
const cells = (productId: number) =>
  [...screen.getByTestId(`simple-earn-product-${productId}`).querySelectorAll('th, td')].map(
    (cell) => cell.textContent,
  );

describe('the Simple Earn page (issue 15)', () => {
  it('a table of products: asset with its icon, type, term, APR as a percentage, minimum', () => {
    renderPage(view());
    const table = screen.getByRole('table', { name: 'Simple Earn' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Asset', 'Type', 'Term', 'APR', 'Minimum amount']);
    // 0.052 is 5.2 %; a flexible product has no term.
    expect(cells(101)).toEqual(['USDT', 'Flexible', 'Redeem any time', '5.2%', '1 USDT']);
    expect(cells(104)).toEqual(['USDT', 'Fixed term', '90 days', '8.5%', '100 USDT']);
    // Cut to two decimals, never rounded up; one day is singular.
    expect(cells(202)).toEqual(['BTC', 'Fixed term', '1 day', '12.34%', '0.001 BTC']);
    // The icon is decorative (the code beside it names the coin).
    const icon = within(screen.getByTestId('simple-earn-product-201')).getByRole('presentation');
    expect(icon.getAttribute('alt')).toBe('');
    expect(icon.getAttribute('src')).toMatch(/btc/i);
    expect(screen.getByTestId('simple-earn-count').textContent).toBe('4 products');
  });

  it('shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)": filters are links that set the query', () => {
    renderPage(view());
    const nav = screen.getByRole('navigation', { name: 'Filter products' });
    const types = within(nav).getByRole('list', { name: 'Product type' });
    const assets = within(nav).getByRole('list', { name: 'Asset' });
    const hrefOf = (list: HTMLElement, name: string) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(types, 'Flexible')).toBe('/simple-earn?product_type_tag=flexible');
    expect(hrefOf(types, 'Fixed term')).toBe('/simple-earn?product_type_tag=fixed');
    // Every asset on offer is a choice, also one the list does not show (ETH here).
    expect(
      within(assets)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All assets', ...ASSETS]);
    expect(hrefOf(assets, 'ETH')).toBe('/simple-earn?asset=ETH');
    // Nothing chosen: "All" is the current choice of both groups, and there is nothing to clear.
    expect(within(types).getByRole('link', { name: 'All types' }).getAttribute('aria-current')).toBe('true');
    expect(within(assets).getByRole('link', { name: 'All assets' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('simple-earn-show-all')).toBeNull();
  });

  it('a chosen filter is marked current, kept by the other group, and leaves a product link behind', () => {
    const kept = PRODUCTS.filter((p) => p.asset === 'BTC' && p.product_type_tag === 'fixed');
    renderPage(view({ asset: 'BTC', typeTag: 'fixed', productId: 202 }, kept));
    const types = screen.getByRole('list', { name: 'Product type' });
    const assets = screen.getByRole('list', { name: 'Asset' });
    expect(within(types).getByRole('link', { name: 'Fixed term' }).getAttribute('aria-current')).toBe('true');
    expect(within(assets).getByRole('link', { name: 'BTC' }).getAttribute('aria-current')).toBe('true');
    expect(within(assets).getByRole('link', { name: 'USDT' }).getAttribute('aria-current')).toBeNull();
    // The type links keep the asset, the asset links keep the type; product_id is dropped.
    expect(within(types).getByRole('link', { name: 'Flexible' }).getAttribute('href')).toBe(
      '/simple-earn?product_type_tag=flexible&asset=BTC',
    );
    expect(within(assets).getByRole('link', { name: 'All assets' }).getAttribute('href')).toBe(
      '/simple-earn?product_type_tag=fixed',
    );
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/simple-earn');
    expect(screen.getAllByRole('row')).toHaveLength(1 + kept.length);
  });

  it('no product matches: a message and a way back to all products', () => {
    renderPage(view({ asset: 'ETH' }, []));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('simple-earn-empty').textContent).toBe('No products match this filter.');
    expect(screen.getByRole('link', { name: 'Show all products' })).toBeTruthy();
  });

  it('a link whose filter is not valid: all products and a notice; a failed call: an apology', () => {
    renderPage({ ...view(), invalidFilter: true });
    expect(screen.getByTestId('simple-earn-invalid-filter').getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('row')).toHaveLength(1 + PRODUCTS.length);
    cleanup();
    renderPage({ kind: 'unavailable' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The products could not be loaded. Please try again later.');
  });

  it('right to left (Arabic locale): the document reads rtl, links keep the locale prefix, numbers stay whole', () => {
    renderPage(view(), { locale: 'ar', catalog: 'en' });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    const assets = screen.getByRole('list', { name: 'Asset' });
    expect(within(assets).getByRole('link', { name: 'BTC' }).getAttribute('href')).toBe('/ar/simple-earn?asset=BTC');
    // The rate is isolated (bdi), so a right-to-left line does not reorder its digits and sign.
    const apr = within(screen.getByTestId('simple-earn-product-101')).getAllByRole('cell')[2];
    expect(apr?.querySelector('bdi')).toBeTruthy();
  });
});
