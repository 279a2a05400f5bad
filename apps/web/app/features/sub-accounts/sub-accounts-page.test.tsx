// @vitest-environment happy-dom
import {
  getFuturesAccounts,
  getSpotAccounts,
  postSubAccount,
  postTransfer,
  type SubAccountInfo,
  type TransferRecord,
} from '@meridian/contracts';
import { ACCOUNT_ROUTES, accountMenuItems, activeAccountMenuTrail, defaultUserInfo } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shell/session';
import { setCsrfCookie } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { SubAccountsPage, transferOf, type SubAccountsView } from './sub-accounts-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const session = (isSub: number): Session => ({
  status: 'logged-in',
  userInfo: {
    ...defaultUserInfo(),
    is_sub: isSub,
    user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 },
  },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: isSub ? { type: 1, sub_type: 0 } : null,
  completedKyc2: true,
});
const MASTER = session(0);

const sub = (uid: number, overrides: Partial<SubAccountInfo> = {}): SubAccountInfo => ({
  sub_uid: uid,
  master_uid: 7,
  nickname: `desk-${uid}`,
  type: 1,
  sub_type: 0,
  create_time_ms: 1_700_000_000_000,
  ...overrides,
});

const VIEW: SubAccountsView = {
  subAccounts: [sub(101), sub(102, { type: 4, sub_type: 7 })],
  spot: [
    { currency: 'USDT', available: '500', locked: '0' },
    { currency: 'BTC', available: '0.5', locked: '0' },
  ],
  futures: [{ currency: 'USDT', available: '20', locked: '5' }],
};

interface Call {
  path: string;
  body: Record<string, string>;
}
type Answer = { status?: number; data?: unknown };

/**
 * A fake API answering by path (each path's answers in turn, its last one again), recording what
 * was sent: the transfer and the two balance reads that follow it run side by side.
 */
function routedApi(answers: Record<string, Answer[]>): { calls: Call[] } {
  setCsrfCookie();
  const calls: Call[] = [];
  const seen = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://fake-api.test').pathname;
      calls.push({
        path,
        body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')),
      });
      const list = answers[path] ?? [{ status: 404 }];
      const index = seen.get(path) ?? 0;
      seen.set(path, index + 1);
      const answer = list[Math.min(index, list.length - 1)] ?? { status: 404 };
      const status = answer.status ?? 200;
      return Response.json(
        { code: status === 200 ? 0 : status, message: '', data: status === 200 ? answer.data : null },
        { status },
      );
    }),
  );
  return { calls };
}

function renderPage(view: SubAccountsView = VIEW, who: Session = MASTER) {
  let ids = 0;
  renderWithShell(<SubAccountsPage view={view} newRequestId={() => `attempt-${++ids}`} />, {
    session: who,
    path: ACCOUNT_ROUTES.subAccounts,
  });
}

const record = (overrides: Partial<TransferRecord> = {}): TransferRecord => ({
  id: '1',
  request_id: 'attempt-1',
  from_uid: 7,
  from_wallet: 'spot',
  to_uid: 101,
  to_wallet: 'spot',
  coin: 'USDT',
  amount: '10',
  create_time_ms: 1_700_000_000_000,
  ...overrides,
});

function fillTransfer(values: { subUid?: string; direction?: string; coin?: string; amount?: string }) {
  if (values.subUid !== undefined) {
    fireEvent.change(screen.getByRole('combobox', { name: 'Sub-account' }), { target: { value: values.subUid } });
  }
  if (values.direction !== undefined) {
    fireEvent.change(screen.getByRole('combobox', { name: 'Direction' }), { target: { value: values.direction } });
  }
  if (values.coin !== undefined) {
    fireEvent.change(screen.getByRole('combobox', { name: 'Coin' }), { target: { value: values.coin } });
  }
  if (values.amount !== undefined) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: values.amount } });
  }
}

const transferCalls = (calls: Call[]) => calls.filter((c) => c.path === postTransfer.path);

describe('a sub-account (shell §3 user info is_sub)', () => {
  it('is told that only the main account manages sub-accounts, with no list and no forms', async () => {
    renderPage(VIEW, session(1));
    expect((await screen.findByRole('heading', { name: 'Only the main account manages sub-accounts' })).tagName).toBe(
      'H2',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the sub-account list', () => {
  it('widgets §3 "Sub-account info: type (1 normal, 4 managed), sub_type (6 bugs, 7 asset management)"', async () => {
    renderPage({
      ...VIEW,
      subAccounts: [sub(101), sub(102, { type: 4, sub_type: 7 }), sub(103, { sub_type: 6 })],
    });
    const table = await screen.findByRole('table', { name: 'Your sub-accounts' });
    const cells = (uid: number) =>
      within(within(table).getByTestId(`sub-account-${uid}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(table).getByTestId('sub-account-101').textContent).toContain('desk-101');
    expect(cells(101)).toEqual(['101', 'Normal', 'None']);
    expect(cells(102)).toEqual(['102', 'Managed', 'Asset management']);
    expect(cells(103)).toEqual(['103', 'Normal', 'Bug bounty']);
  });

  it('an account without sub-accounts gets the empty state; a failed read an error block', async () => {
    renderPage({ ...VIEW, subAccounts: [] });
    expect((await screen.findByTestId('sub-accounts-empty')).textContent).toBe('You have no sub-accounts yet.');
    expect(screen.getByTestId('transfer-no-subs').textContent).toBe('Open a sub-account to move funds to it.');
    cleanup();
    renderPage({ ...VIEW, subAccounts: null });
    expect((await screen.findByTestId('sub-accounts-unavailable')).getAttribute('role')).toBe('alert');
  });
});

describe('opening a sub-account', () => {
  it('checks the nickname (1 to 32 letters, digits, - or _) before sending', async () => {
    const api = routedApi({});
    renderPage();
    const button = await screen.findByRole('button', { name: 'Open sub-account' });
    fireEvent.click(button);
    expect(screen.getByTestId('sub-account-create-error').textContent).toBe('Enter a nickname.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nickname' }), { target: { value: 'two words' } });
    fireEvent.click(button);
    expect(screen.getByTestId('sub-account-create-error').textContent).toBe('Use 1 to 32 letters, digits, - or _.');
    expect(screen.getByRole('textbox', { name: 'Nickname' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('posts the nickname and lists the new sub-account', async () => {
    const api = routedApi({ [postSubAccount.path]: [{ data: sub(150, { nickname: 'bots' }) }] });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nickname' }), { target: { value: 'bots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open sub-account' }));
    expect((await screen.findByText('Sub-account bots (UID 150) was opened.')).dataset.testid).toBe(
      'sub-account-created',
    );
    expect(api.calls).toEqual([{ path: postSubAccount.path, body: { nickname: 'bots' } }]);
    expect(screen.getByTestId('sub-account-150')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'bots (UID 150)' })).toBeTruthy();
  });

  it('409: the most sub-accounts allowed', async () => {
    routedApi({ [postSubAccount.path]: [{ status: 409 }] });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nickname' }), { target: { value: 'bots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open sub-account' }));
    expect((await screen.findByTestId('sub-account-create-error')).textContent).toBe(
      'You have the most sub-accounts allowed (20).',
    );
  });
});

describe('the transfer form', () => {
  it('checks the form before sending: a sub-account chosen, a positive amount within the coin places', async () => {
    const api = routedApi({});
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Transfer' });
    fillTransfer({ amount: '10' });
    fireEvent.click(submit);
    expect(screen.getByTestId('transfer-error').textContent).toBe('Choose a sub-account.');
    fillTransfer({ subUid: '101', amount: '' });
    fireEvent.click(submit);
    expect(screen.getByTestId('transfer-error').textContent).toBe('Enter an amount.');
    fillTransfer({ amount: '0' });
    fireEvent.click(submit);
    expect(screen.getByTestId('transfer-error').textContent).toBe('Enter a positive amount such as 10.5.');
    // domain COIN_DECIMALS: USDT moves with 8 places.
    fillTransfer({ amount: '1.123456789' });
    fireEvent.click(submit);
    expect(screen.getByTestId('transfer-error').textContent).toBe('USDT allows at most 8 decimal places.');
    expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('master to sub: posts both spot wallets, sub_uid, direction and a request id; says so; refreshes balances', async () => {
    const api = routedApi({
      [postTransfer.path]: [{ data: record() }],
      [getSpotAccounts.path]: [{ data: [{ currency: 'USDT', available: '490', locked: '0' }] }],
      [getFuturesAccounts.path]: [{ data: [{ currency: 'USDT', available: '20', locked: '5' }] }],
    });
    renderPage();
    expect((await screen.findByTestId('transfer-available')).textContent).toBe(
      'Available in your spot wallet: 500 USDT',
    );
    fillTransfer({ subUid: '101', amount: '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect((await screen.findByText('Transferred 10 USDT to desk-101.')).getAttribute('role')).toBe('status');
    expect(transferCalls(api.calls)).toEqual([
      {
        path: postTransfer.path,
        body: {
          coin: 'USDT',
          amount: '10',
          from_wallet: 'spot',
          to_wallet: 'spot',
          sub_uid: '101',
          direction: 'to_sub',
          request_id: 'attempt-1',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('balances-spot-USDT').textContent).toContain('490'));
    expect(screen.getByTestId('transfer-available').textContent).toBe('Available in your spot wallet: 490 USDT');
    expect(screen.queryByTestId('balances-spot-BTC')).toBeNull();
  });

  it('own wallets: spot to futures or back, in USDT only (the futures wallet holds USDT only)', async () => {
    const api = routedApi({
      [postTransfer.path]: [{ data: record({ to_uid: 7, to_wallet: 'spot', from_wallet: 'futures' }) }],
      [getSpotAccounts.path]: [{ data: VIEW.spot }],
      [getFuturesAccounts.path]: [{ data: VIEW.futures }],
    });
    renderPage();
    fillTransfer({ coin: 'BTC' });
    fireEvent.click(await screen.findByRole('radio', { name: 'My spot and futures wallets' }));
    const coins = within(screen.getByRole('combobox', { name: 'Coin' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(coins).toEqual(['USDT']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Direction' }), { target: { value: 'futuresToSpot' } });
    expect(screen.getByTestId('transfer-available').textContent).toBe('Available in your futures wallet: 20 USDT');
    fillTransfer({ amount: '2.5' });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transferred 2.5 USDT from your futures wallet to your spot wallet.')).toBeTruthy();
    expect(transferCalls(api.calls).map((c) => c.body)).toEqual([
      { coin: 'USDT', amount: '2.5', from_wallet: 'futures', to_wallet: 'spot', request_id: 'attempt-1' },
    ]);
  });

  it.each([
    [400, 'Insufficient balance: the paying wallet does not hold that much USDT.'],
    [403, 'That account is not one of your sub-accounts.'],
    [409, 'This transfer request was already used for a different transfer. Check the balances, then submit again.'],
  ])('a refusal with %i is said in words', async (status, text) => {
    routedApi({ [postTransfer.path]: [{ status }] });
    renderPage();
    fillTransfer({ subUid: '102', direction: 'from_sub', amount: '1000' });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe(text);
    expect(screen.getByTestId('transfer-error').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('transfer-done').textContent).toBe('');
  });

  it('a request id per attempt: a retry after a failed call is the same transfer; after 409 or a change, a new one', async () => {
    const api = routedApi({
      [postTransfer.path]: [{ status: 500 }, { status: 409 }, { status: 400 }, { status: 400 }],
    });
    renderPage();
    fillTransfer({ subUid: '101', amount: '10' });
    const submit = await screen.findByRole('button', { name: 'Transfer' });
    const sent = async (count: number) =>
      waitFor(() => expect(transferCalls(api.calls)).toHaveLength(count)).then(
        () => transferCalls(api.calls)[count - 1]?.body.request_id,
      );
    fireEvent.click(submit);
    expect(await sent(1)).toBe('attempt-1');
    await screen.findByText('The transfer could not be made. Please try again later.');
    // The answer was lost (500): the same request again, so the API makes it at most once.
    fireEvent.click(submit);
    expect(await sent(2)).toBe('attempt-1');
    await screen.findByText(/already used for a different transfer/);
    // 409: that id is spent.
    fireEvent.click(submit);
    expect(await sent(3)).toBe('attempt-2');
    await screen.findByText(/Insufficient balance/);
    // Another amount is another transfer.
    fillTransfer({ amount: '5' });
    fireEvent.click(submit);
    expect(await sent(4)).toBe('attempt-3');
  });

  it('transferOf: a master↔sub transfer is between spot wallets; the account’s own between spot and futures', () => {
    const draft = {
      kind: 'sub' as const,
      subUid: '101',
      direction: 'from_sub' as const,
      ownDirection: 'spotToFutures' as const,
      coin: 'BTC',
      amount: ' 0.1 ',
    };
    expect(transferOf(draft)).toEqual({
      ok: true,
      request: {
        coin: 'BTC',
        amount: '0.1',
        from_wallet: 'spot',
        to_wallet: 'spot',
        sub_uid: '101',
        direction: 'from_sub',
      },
    });
    expect(transferOf({ ...draft, kind: 'own', coin: 'USDT' })).toEqual({
      ok: true,
      request: { coin: 'USDT', amount: '0.1', from_wallet: 'spot', to_wallet: 'futures' },
    });
  });
});

describe('where the page is reached', () => {
  it("the side menu's sub-accounts item leads here and is the active one (issue 16 item 3)", () => {
    expect(ACCOUNT_ROUTES.subAccounts).toBe('/myaccount/profile/sub-account-manage');
    const items = accountMenuItems({ isSubAccount: false });
    expect(activeAccountMenuTrail(items, '/myaccount/profile/sub-account-manage')).toEqual(['subAccounts']);
    expect(activeAccountMenuTrail(items, '/de/myaccount/profile/sub-account-manage')).toEqual(['subAccounts']);
  });
});
