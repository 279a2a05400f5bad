// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QrCodeShape } from '../../kit';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { DepositPage } from './deposit-page';
import type { DepositNetwork, DepositRecord, DepositView } from './deposit-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QR: QrCodeShape = { size: 21, path: 'M0 0h1v1h-1z' };
const net = (network: string, name: string, memo: DepositNetwork['memo'] = 'none'): DepositNetwork => ({
  network,
  name,
  memo,
  min_withdrawal: '10',
  withdrawal_fee: '1',
  decimals: 6,
  min_deposit: network === 'TRC20' ? '1' : '0.5',
  confirmations: network === 'TRC20' ? 20 : 12,
});
const ERC20 = net('ERC20', 'Ethereum (ERC20)');
const TRC20 = net('TRC20', 'Tron (TRC20)');
const XRP = net('XRP', 'XRP Ledger', 'tag');
const TRON_ADDRESS = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';
const COINS = ['BTC', 'USDT', 'XRP'];

type CoinView = Extract<DepositView, { kind: 'coin' }>;
const usdt = (overrides: Partial<CoinView> = {}): CoinView => ({
  kind: 'coin',
  coin: 'USDT',
  coins: COINS,
  networks: [ERC20, TRC20],
  network: TRC20,
  unknownNetwork: null,
  address: { address: TRON_ADDRESS, memo: null, qr: QR },
  history: [],
  ...overrides,
});

/** Where the router is: the page's links navigate inside the test's router. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = (view: DepositView, options: ShellOptions = {}) =>
  renderWithShell(
    <>
      <DepositPage view={view} />
      <LocationProbe />
    </>,
    { path: '/myaccount/deposit/USDT', routePath: '/myaccount/deposit/:currency', ...options },
  );

describe('the deposit page (issue 16 item 5)', () => {
  it('"network picker": each network is a link with its `network` query parameter; the chosen one is current', async () => {
    renderPage(usdt());
    const picker = await screen.findByRole('navigation', { name: 'Choose the network for USDT' });
    const erc20 = within(picker).getByRole('link', { name: 'Ethereum (ERC20)' });
    const trc20 = within(picker).getByRole('link', { name: 'Tron (TRC20)' });
    expect(erc20.getAttribute('href')).toBe('/myaccount/deposit/USDT?network=ERC20');
    expect(trc20.getAttribute('aria-current')).toBe('true');
    expect(erc20.getAttribute('aria-current')).toBeNull();
    // Choosing another network changes the address of the page (its loader reads that network's address).
    fireEvent.click(erc20);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/myaccount/deposit/USDT?network=ERC20'),
    );
  });

  it("the pickers keep the locale prefix; the coin links lead to each coin's page", async () => {
    renderPage(usdt(), { locale: 'de', catalog: 'en', path: '/de/myaccount/deposit/USDT', routePath: '*' });
    const coins = await screen.findByRole('navigation', { name: 'Choose the coin to deposit' });
    expect(within(coins).getByRole('link', { name: 'BTC' }).getAttribute('href')).toBe('/de/myaccount/deposit/BTC');
    expect(within(coins).getByRole('link', { name: 'USDT' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Ethereum (ERC20)' }).getAttribute('href')).toBe(
      '/de/myaccount/deposit/USDT?network=ERC20',
    );
  });

  it('the address, its QR code and the usual warning name the coin and the network', async () => {
    renderPage(usdt());
    const address = await screen.findByLabelText('Deposit address');
    expect((address as HTMLInputElement).value).toBe(TRON_ADDRESS);
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('img', { name: 'QR code of your USDT deposit address on Tron (TRC20)' })).toBeTruthy();
    expect(screen.getByTestId('deposit-notes').textContent).toContain(
      'Send only USDT on the Tron (TRC20) network to this address.',
    );
    // No memo on TRC20: neither the field nor its warning.
    expect(screen.queryByTestId('deposit-memo')).toBeNull();
    expect(screen.queryByTestId('deposit-memo-warning')).toBeNull();
  });

  it('issue 16 item 4 "a minimum deposit and the confirmation count per network ... under the address"', async () => {
    renderPage(usdt());
    const card = await screen.findByTestId('deposit-address-card');
    const terms = within(card).getByTestId('deposit-terms');
    expect(within(terms).getByTestId('deposit-minimum').textContent).toBe('1 USDT. A smaller deposit is not credited.');
    expect(within(terms).getByTestId('deposit-confirmations').textContent).toBe('20 network confirmations');
    // After the address in reading order.
    const address = within(card).getByTestId('deposit-address');
    expect(address.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    // An older server's list without them: nothing is made up.
    renderPage(usdt({ network: { ...TRC20, min_deposit: '', confirmations: 0 } }));
    await screen.findByTestId('deposit-address-card');
    expect(screen.queryByTestId('deposit-terms')).toBeNull();
  });

  it('copy: the address goes to the clipboard and the status line says so; a refusal says to copy by hand', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(usdt());
    const status = await screen.findByTestId('deposit-address-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(status.textContent).toBe('Address copied.'));
    expect(writeText).toHaveBeenCalledWith(TRON_ADDRESS);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(status.textContent).toBe('Could not copy. Select the text and copy it yourself.'));
  });

  it('a network that needs a memo: the destination tag with its own copy button, and the warning', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(
      usdt({
        coin: 'XRP',
        networks: [XRP],
        network: XRP,
        address: { address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', memo: '104729', qr: QR },
      }),
      { path: '/myaccount/deposit/XRP' },
    );
    expect(((await screen.findByLabelText('Destination tag')) as HTMLInputElement).value).toBe('104729');
    expect(screen.getByTestId('deposit-memo-warning').textContent).toBe(
      'This network needs both the address and the destination tag. A deposit without the destination tag cannot be credited to your account.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy destination tag' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('104729'));
    expect(screen.getByTestId('deposit-memo-status').textContent).toBe('Destination tag copied.');
    // The address's own status line is untouched.
    expect(screen.getByTestId('deposit-address-status').textContent).toBe('');
  });

  it('history: no deposits yet is an empty state, not an empty table', async () => {
    renderPage(usdt({ history: [] }));
    expect((await screen.findByTestId('deposit-history-empty')).textContent).toBe(
      'No USDT deposits yet. Deposits you make appear here once they are credited.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('history: a table named by its caption, one row per deposit (time in UTC, coin, network, amount, tx id, status)', async () => {
    const deposit: DepositRecord = {
      id: '7',
      coin: 'USDT',
      network: 'TRC20',
      amount: '1250.5',
      tx_id: 'a'.repeat(64),
      status: 'credited',
      created_at: '2025-03-04T23:30:00.000Z',
    };
    renderPage(usdt({ history: [deposit] }));
    const table = await screen.findByRole('table', { name: 'Your recent USDT deposits, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time (UTC)', 'Coin', 'Network', 'Amount', 'Transaction ID', 'Status']);
    const cells = [...screen.getByTestId('deposit-row-7').querySelectorAll('td')].map((td) => td.textContent);
    // 23:30 UTC is still the 4th in UTC, whatever the test machine's zone.
    expect(cells[0]).toMatch(/Mar 4, 2025.*11:30\s?PM/);
    expect(cells.slice(1)).toEqual(['USDT', 'TRC20', '1,250.5', 'a'.repeat(64), 'Credited']);
  });

  it('failed calls: the address and the history each say so in their place; the pickers stay', async () => {
    renderPage(usdt({ address: null, history: null }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      'Your deposit address cannot be shown right now. Please try again later.',
      'Your deposit history cannot be shown right now. Please try again later.',
    ]);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Choose the network for USDT' })).toBeTruthy();
  });

  it('a failed coin list: one clear error block, nothing else', async () => {
    renderPage({ kind: 'unavailable' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deposits cannot be shown right now. Please try again later.',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('an unknown coin says so, with the coin picker', async () => {
    renderPage({ kind: 'unknown-coin', coin: 'NOPE', coins: COINS }, { path: '/myaccount/deposit/NOPE' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'NOPE cannot be deposited here. Choose one of the coins below.',
    );
    const coins = screen.getByRole('navigation', { name: 'Choose the coin to deposit' });
    expect(
      within(coins)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(COINS);
    expect(within(coins).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('a link naming a network the coin lacks: the first network is shown, and the page says so', async () => {
    renderPage(usdt({ network: ERC20, unknownNetwork: 'BEP20' }));
    expect((await screen.findByTestId('deposit-unknown-network')).textContent).toBe(
      'USDT cannot be deposited on BEP20. Showing Ethereum (ERC20) instead: choose another network below if you need one.',
    );
    expect(screen.getByRole('link', { name: 'Ethereum (ERC20)' }).getAttribute('aria-current')).toBe('true');
  });
});
