// @vitest-environment happy-dom
import {
  type FundPasswordStatus,
  type FundsNetworks,
  getFundPasswordStatus,
  getSpotAccounts,
  getWithdrawalList,
  postWithdrawalCancel,
  postWithdrawalCreate,
  type WithdrawalRecord,
} from '@meridian/contracts';
import { defaultUserInfo } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserFetch } from '../../shell/http';
import type { Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { WithdrawPage, type WithdrawView } from './withdraw-page';

// The fund-password modal is another feature's (features/fund-password): here, only that the page
// opens it by name, and what the page does with the password the modal hands back.
const openModal = vi.hoisted(() => vi.fn());
vi.mock('../../shell/modals', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useModals: () => ({ open: openModal, close: vi.fn() }),
}));

beforeEach(() => {
  // The csrf cookie is there, so a withdrawal is one POST (shell/session ensureCsrfToken).
  document.cookie = 'csrftoken=test-token';
  openModal.mockReset();
});
afterEach(cleanup);

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The network list as the API answers it (domain FUNDS_NETWORKS for USDT and XRP). */
const NETWORKS: FundsNetworks['list'] = [
  {
    coin: 'USDT',
    networks: [
      {
        network: 'ERC20',
        name: 'Ethereum (ERC20)',
        memo: 'none',
        min_withdrawal: '10',
        withdrawal_fee: '4',
        decimals: 6,
        min_deposit: '1',
        confirmations: 12,
      },
      {
        network: 'TRC20',
        name: 'Tron (TRC20)',
        memo: 'none',
        min_withdrawal: '5',
        withdrawal_fee: '1',
        decimals: 6,
        min_deposit: '1',
        confirmations: 12,
      },
    ],
  },
  {
    coin: 'XRP',
    networks: [
      {
        network: 'XRP',
        name: 'XRP Ledger',
        memo: 'tag',
        min_withdrawal: '20',
        withdrawal_fee: '0.25',
        decimals: 6,
        min_deposit: '1',
        confirmations: 12,
      },
    ],
  },
];

const NO_ASK: FundPasswordStatus = { is_set: true, frequency: '0', verified_recently: false };

const withdrawal = (over: Partial<WithdrawalRecord>): WithdrawalRecord => ({
  id: '1',
  request_id: 'req-00000001',
  coin: 'USDT',
  network: 'TRC20',
  address: TRON_ADDRESS,
  memo: null,
  amount: '20',
  fee: '1',
  status: 'pending',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  ...over,
});

const view = (
  over: {
    coin?: string;
    available?: string | null;
    withdrawals?: WithdrawalRecord[] | null;
    status?: FundPasswordStatus | null;
  } = {},
): WithdrawView => ({
  kind: 'coin',
  coin: over.coin ?? 'USDT',
  networks: NETWORKS,
  account: {
    available: over.available === undefined ? '100.5' : over.available,
    withdrawals: over.withdrawals === undefined ? [] : over.withdrawals,
    fundPassword: over.status === undefined ? NO_ASK : over.status,
  },
});

const USER: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};
const TWO_FACTOR_USER: Session = { ...USER, userInfo: { ...USER.userInfo, login2: 1 } };

type Answer = { data: unknown } | { status: number; label?: string; message?: string } | 'network-down';

/**
 * A fake API: the withdrawal creates answer `creates` in turn (the last again once they run out),
 * the cancel answers `cancel`; the GETs answer the current balance, list and status, which a test
 * changes as the API would after a withdrawal or a cancel.
 */
function fakeApi(setup: { creates?: Answer[]; cancel?: Answer }) {
  const state = { available: '100.5', list: [] as WithdrawalRecord[], status: NO_ASK };
  const posts: Array<{ path: string; body: Record<string, string>; csrf: string | null }> = [];
  const gets: string[] = [];
  const creates = setup.creates ?? [];
  let created = 0;
  const reply = (answer: Answer) => {
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    if ('data' in answer) return Response.json({ code: 0, message: 'success', data: answer.data });
    return Response.json(
      { code: answer.status, message: answer.message ?? 'refused', data: null, label: answer.label },
      { status: answer.status },
    );
  };
  const fetch: BrowserFetch = async (url, init) => {
    const path = new URL(url, 'http://shell.test').pathname;
    if (init.method === 'POST') {
      posts.push({
        path,
        body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')),
        csrf: new Headers(init.headers).get('csrftoken'),
      });
      if (path === postWithdrawalCreate.path)
        return reply(creates[Math.min(created++, creates.length - 1)] ?? 'network-down');
      if (path === postWithdrawalCancel.path) return reply(setup.cancel ?? 'network-down');
      return new Response(null, { status: 404 });
    }
    gets.push(path);
    if (path === getSpotAccounts.path)
      return reply({ data: [{ currency: 'USDT', available: state.available, locked: '0' }] });
    if (path === getWithdrawalList.path) return reply({ data: { list: state.list } });
    if (path === getFundPasswordStatus.path) return reply({ data: state.status });
    return new Response(null, { status: 404 });
  };
  return { fetch, posts, gets, state };
}

const render = (v: WithdrawView, options: { fetch?: BrowserFetch; session?: Session; ids?: string[] } = {}) => {
  const ids = options.ids ?? ['req-first-0001', 'req-second-002', 'req-third-0003'];
  let next = 0;
  return renderWithShell(<WithdrawPage view={v} newRequestId={() => ids[next++] ?? `req-extra-${next}`} />, {
    path: '/myaccount/withdraw/USDT',
    session: options.session ?? USER,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
};

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
const chooseNetwork = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

/** Fill a valid TRC20 withdrawal of `amount`. */
function fillTron(amount = '20') {
  chooseNetwork('Tron (TRC20)');
  type('Withdrawal address', TRON_ADDRESS);
  type('Amount', amount);
}

describe('withdraw form (issue 16 "address-format validation per network, minimum and fee")', () => {
  it('names every control; shows the available balance, the network minimum and fee', () => {
    render(view());
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw USDT' })).toBeTruthy();
    expect((screen.getByLabelText('Coin') as HTMLSelectElement).value).toBe('USDT');
    expect(screen.getByRole('group', { name: 'Network' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use the maximum amount' })).toBeTruthy();
    expect(text('withdraw-available')).toBe('Available: 100.5 USDT');
    // The first network is chosen: ERC20, minimum 10, fee 4.
    expect(text('withdraw-minimum')).toBe('10 USDT');
    expect(text('withdraw-fee')).toBe('4 USDT');
    chooseNetwork('Tron (TRC20)');
    expect(text('withdraw-minimum')).toBe('5 USDT');
    expect(text('withdraw-fee')).toBe('1 USDT');
  });

  it('the fee is on top: the address receives the amount, the balance gives amount + fee (services/withdrawals)', () => {
    render(view());
    chooseNetwork('Tron (TRC20)');
    expect(text('withdraw-receive')).toBe('–');
    type('Amount', '12.5');
    expect(text('withdraw-receive')).toBe('12.5 USDT');
    expect(text('withdraw-total')).toBe('13.5 USDT');
  });

  it("says at once when the address is not in the network's format, and stops saying it once it is", () => {
    render(view());
    chooseNetwork('Tron (TRC20)');
    type('Withdrawal address', EVM_ADDRESS);
    expect(text('withdraw-address-problem')).toBe(
      'This is not a Tron (TRC20) address: it is T followed by 33 letters and digits.',
    );
    expect(field('Withdrawal address').getAttribute('aria-invalid')).toBe('true');
    chooseNetwork('Ethereum (ERC20)');
    expect(screen.queryByTestId('withdraw-address-problem')).toBeNull();
    expect(field('Withdrawal address').getAttribute('aria-invalid')).toBeNull();
  });

  it('amount: below the network minimum, and amount + fee above the available balance', () => {
    render(view({ available: '30' }));
    chooseNetwork('Tron (TRC20)');
    type('Amount', '4');
    expect(text('withdraw-amount-problem')).toBe('The minimum withdrawal is 5 USDT.');
    type('Amount', '29.5');
    expect(text('withdraw-amount-problem')).toBe(
      'The amount plus the fee is 30.5 USDT, more than your available 30 USDT.',
    );
    type('Amount', '29');
    expect(screen.queryByTestId('withdraw-amount-problem')).toBeNull();
  });

  it('a memo field only where the network takes one (XRP destination tag), checked as a 32-bit number', () => {
    render(view());
    expect(screen.queryByLabelText('Destination tag (optional)')).toBeNull();
    cleanup();
    render(view({ coin: 'XRP', available: '50' }));
    type('Destination tag (optional)', 'abc');
    expect(text('withdraw-memo-problem')).toBe('A destination tag is a whole number from 0 to 4294967295.');
    type('Destination tag (optional)', '12345');
    expect(screen.queryByTestId('withdraw-memo-problem')).toBeNull();
  });

  it('a submission with empty fields says what is needed and sends nothing', () => {
    const api = fakeApi({});
    render(view(), { fetch: api.fetch });
    submit();
    expect(text('withdraw-address-problem')).toBe('Enter the withdrawal address.');
    expect(text('withdraw-amount-problem')).toBe('Enter the amount.');
    expect(api.posts).toEqual([]);
  });

  it('Max fills the available balance minus the fee (100.5 − 1 on TRC20; 100.5 − 4 on ERC20)', () => {
    render(view());
    chooseNetwork('Tron (TRC20)');
    fireEvent.click(screen.getByRole('button', { name: 'Use the maximum amount' }));
    expect(field('Amount').value).toBe('99.5');
    expect(text('withdraw-total')).toBe('100.5 USDT');
    chooseNetwork('Ethereum (ERC20)');
    fireEvent.click(screen.getByRole('button', { name: 'Use the maximum amount' }));
    expect(field('Amount').value).toBe('96.5');
  });

  it('Max is 0 when the balance does not cover the fee, and unavailable when the balance is unknown', () => {
    render(view({ available: '0.5' }));
    chooseNetwork('Tron (TRC20)');
    fireEvent.click(screen.getByRole('button', { name: 'Use the maximum amount' }));
    expect(field('Amount').value).toBe('0');
    cleanup();
    render(view({ available: null }));
    expect((screen.getByRole('button', { name: 'Use the maximum amount' }) as HTMLButtonElement).disabled).toBe(true);
    expect(text('withdraw-available')).toBe('The available balance could not be loaded.');
  });
});

describe('withdrawing (issue 16 "a withdrawal locks funds and is recorded pending")', () => {
  it('posts the withdrawal with a request id and the csrf header; says it is pending; reads the balance and list again', async () => {
    const made = withdrawal({ id: '9', amount: '20' });
    const api = fakeApi({ creates: [{ data: made }] });
    render(view(), { fetch: api.fetch });
    fillTron('20');
    api.state.available = '79.5';
    api.state.list = [made];
    submit();
    await waitFor(() =>
      expect(text('withdraw-outcome')).toBe(`Withdrawal of 20 USDT to ${TRON_ADDRESS} requested. It is pending.`),
    );
    expect(api.posts).toEqual([
      {
        path: postWithdrawalCreate.path,
        body: { request_id: 'req-first-0001', coin: 'USDT', network: 'TRC20', address: TRON_ADDRESS, amount: '20' },
        csrf: 'test-token',
      },
    ]);
    await waitFor(() => expect(text('withdraw-available')).toBe('Available: 79.5 USDT'));
    expect(screen.getByTestId('withdrawal-9').dataset.status).toBe('pending');
    expect(openModal).not.toHaveBeenCalled();
  });

  it('a lost answer is retried with the same request id (no second withdrawal); the next withdrawal gets a new one', async () => {
    const api = fakeApi({
      creates: ['network-down', { data: withdrawal({ id: '9' }) }, { data: withdrawal({ id: '10' }) }],
    });
    render(view(), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/could not be sent/));
    submit();
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/requested/));
    fillTron('20');
    submit();
    await waitFor(() => expect(api.posts).toHaveLength(3));
    expect(api.posts.map((p) => p.body.request_id)).toEqual(['req-first-0001', 'req-first-0001', 'req-second-002']);
  });

  it('a changed withdrawal after a lost answer is a new request (new id)', async () => {
    const api = fakeApi({ creates: ['network-down', { data: withdrawal({ id: '9' }) }] });
    render(view(), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/could not be sent/));
    type('Amount', '21');
    submit();
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(api.posts.map((p) => p.body.request_id)).toEqual(['req-first-0001', 'req-second-002']);
  });

  it('insufficientBalance: says the balance does not cover amount + fee', async () => {
    const api = fakeApi({ creates: [{ status: 400, label: 'insufficientBalance' }] });
    // The page's balance is stale (another tab withdrew): the API says so.
    render(view(), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() =>
      expect(text('withdraw-outcome')).toBe('Your available balance does not cover the amount plus the fee.'),
    );
    expect(screen.getByTestId('withdraw-outcome').getAttribute('role')).toBe('alert');
  });

  it('restricted users per compliance: the refusal says withdrawals are not available to the account', async () => {
    const api = fakeApi({ creates: [{ status: 403, label: 'restrictedCountry' }] });
    render(view(), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/^Withdrawals are not available to this account/));
  });

  it('a session that ended (401) says to log in again', async () => {
    const api = fakeApi({ creates: [{ status: 401 }] });
    render(view(), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() => expect(text('withdraw-outcome')).toBe('Your session has ended. Log in again to withdraw.'));
  });
});

describe("fund password per the frequency (issue 16 \"'2' every time, '1' once an hour, '0' never\")", () => {
  /** The props the page opened the fund-password modal with (the last opening). */
  const modalProps = () => {
    const call = openModal.mock.calls.at(-1) as [string, { onSubmit: (fundpass: string) => Promise<void> }];
    expect(call[0]).toBe('fund-password');
    return call[1];
  };

  it("'2' (every time): the modal opens first, and the withdrawal is sent with the password typed there", async () => {
    const api = fakeApi({ creates: [{ data: withdrawal({ id: '9' }) }] });
    render(view({ status: { is_set: true, frequency: '2', verified_recently: true } }), { fetch: api.fetch });
    fillTron('20');
    submit();
    expect(openModal).toHaveBeenCalledTimes(1);
    expect(api.posts).toEqual([]);
    await act(() => modalProps().onSubmit('fund-secret'));
    expect(api.posts.map((p) => p.body)).toEqual([
      {
        request_id: 'req-first-0001',
        coin: 'USDT',
        network: 'TRC20',
        address: TRON_ADDRESS,
        amount: '20',
        fundpass: 'fund-secret',
      },
    ]);
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/requested/));
  });

  it("'1' and entered within the hour: no modal, sent without the password", async () => {
    const api = fakeApi({ creates: [{ data: withdrawal({ id: '9' }) }] });
    render(view({ status: { is_set: true, frequency: '1', verified_recently: true } }), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(openModal).not.toHaveBeenCalled();
    expect(api.posts[0]?.body.fundpass).toBeUndefined();
  });

  it("'1' not entered within the hour: the modal opens", () => {
    render(view({ status: { is_set: true, frequency: '1', verified_recently: false } }), { fetch: fakeApi({}).fetch });
    fillTron('20');
    submit();
    expect(openModal).toHaveBeenCalledTimes(1);
  });

  it('API answers fundPasswordRequired: the modal opens and the same request is sent again with the password', async () => {
    const api = fakeApi({
      creates: [{ status: 403, label: 'fundPasswordRequired' }, { data: withdrawal({ id: '9' }) }],
    });
    render(view({ status: { is_set: true, frequency: '1', verified_recently: true } }), { fetch: api.fetch });
    fillTron('20');
    submit();
    await waitFor(() => expect(openModal).toHaveBeenCalledTimes(1));
    await act(() => modalProps().onSubmit('fund-secret'));
    expect(api.posts).toHaveLength(2);
    expect(api.posts[0]?.body.fundpass).toBeUndefined();
    expect(api.posts[1]?.body).toMatchObject({ request_id: 'req-first-0001', fundpass: 'fund-secret' });
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/requested/));
  });

  it('a wrong fund password keeps the modal open (onSubmit rejects) and says so', async () => {
    const api = fakeApi({
      creates: [{ status: 403, label: 'fundPasswordWrong', message: 'Wrong fund password. 4 tries left' }],
    });
    render(view({ status: { is_set: true, frequency: '2', verified_recently: false } }), { fetch: api.fetch });
    fillTron('20');
    submit();
    let refused: unknown = null;
    await act(async () => {
      await modalProps()
        .onSubmit('not-it')
        .catch((error: unknown) => {
          refused = error;
        });
    });
    expect(refused).toBeInstanceOf(Error);
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/^Wrong fund password/));
  });

  it('fundPasswordNotSet: a message with a link to set it (/myaccount/fundpass_setup)', async () => {
    const api = fakeApi({ creates: [{ status: 409, label: 'fundPasswordNotSet' }] });
    render(view({ status: null }), { fetch: api.fetch });
    fillTron('20');
    submit();
    const message = await screen.findByTestId('withdraw-fundpass-not-set');
    expect(message.textContent).toMatch(/^Set a fund password before your first withdrawal/);
    expect(within(message).getByRole('link', { name: 'Set a fund password' }).getAttribute('href')).toBe(
      '/myaccount/fundpass_setup',
    );
  });

  it('a status that says no fund password is set shows the link before any attempt', () => {
    render(view({ status: { is_set: false, frequency: '1', verified_recently: false } }));
    expect(screen.getByRole('link', { name: 'Set a fund password' }).getAttribute('href')).toBe(
      '/myaccount/fundpass_setup',
    );
  });
});

describe('2FA where enabled (issue 16)', () => {
  it('no code field without two-factor', () => {
    render(view());
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });

  it('with two-factor the code is asked and sent', async () => {
    const api = fakeApi({ creates: [{ data: withdrawal({ id: '9' }) }] });
    render(view(), { fetch: api.fetch, session: TWO_FACTOR_USER });
    fillTron('20');
    submit();
    expect(text('withdraw-totp-problem')).toBe('Enter the 6-digit code from your authenticator app.');
    expect(api.posts).toEqual([]);
    type('Authenticator code', '123456');
    submit();
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]?.body.totp).toBe('123456');
  });

  it('a wrong code is said, and the field is emptied for the next code', async () => {
    const api = fakeApi({ creates: [{ status: 403, label: 'totpWrong' }] });
    render(view(), { fetch: api.fetch, session: TWO_FACTOR_USER });
    fillTron('20');
    type('Authenticator code', '123456');
    submit();
    await waitFor(() => expect(text('withdraw-outcome')).toMatch(/^Wrong or already used authenticator code/));
    expect(field('Authenticator code').value).toBe('');
  });
});

describe('withdrawals list (issue 16 "cancellable while pending")', () => {
  const LIST = [
    withdrawal({ id: '2', amount: '20', fee: '1', status: 'pending' }),
    withdrawal({ id: '1', amount: '1234.5', fee: '4', network: 'ERC20', address: EVM_ADDRESS, status: 'cancelled' }),
  ];

  it('shows time, coin, network, address, amount, fee and status; Cancel only on pending rows', () => {
    render(view({ withdrawals: LIST }));
    const table = screen.getByRole('table', { name: 'Your withdrawals, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Time (UTC)', 'Coin', 'Network', 'Address', 'Amount', 'Fee', 'Status', 'Actions']);
    const cancelled = within(screen.getByTestId('withdrawal-1'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cancelled.slice(1)).toEqual(['USDT', 'ERC20', EVM_ADDRESS, '1,234.5', '4', 'Cancelled', '']);
    expect(cancelled[0]).toMatch(/2025/);
    expect(
      within(screen.getByTestId('withdrawal-2')).getByRole('button', {
        name: `Cancel the withdrawal of 20 USDT to ${TRON_ADDRESS}`,
      }),
    ).toBeTruthy();
  });

  it('Cancel asks to confirm, posts the cancel, then reads the list and balance again', async () => {
    const api = fakeApi({ cancel: { data: withdrawal({ id: '2', status: 'cancelled' }) } });
    render(view({ withdrawals: LIST, available: '79.5' }), { fetch: api.fetch });
    const row = () => screen.getByTestId('withdrawal-2');
    fireEvent.click(within(row()).getByRole('button', { name: /^Cancel the withdrawal/ }));
    expect(api.posts).toEqual([]);
    // "Keep it" leaves it pending.
    fireEvent.click(within(row()).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(within(row()).getByRole('button', { name: /^Cancel the withdrawal/ }));
    api.state.available = '100.5';
    api.state.list = [withdrawal({ id: '2', status: 'cancelled' }), LIST[1] as WithdrawalRecord];
    fireEvent.click(within(row()).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(row().dataset.status).toBe('cancelled'));
    expect(api.posts).toEqual([{ path: postWithdrawalCancel.path, body: { id: '2' }, csrf: 'test-token' }]);
    expect(text('withdrawal-cancel-outcome')).toBe(
      'The withdrawal of 20 USDT was cancelled: 21 USDT is available again.',
    );
    expect(text('withdraw-available')).toBe('Available: 100.5 USDT');
    expect(within(row()).queryByRole('button')).toBeNull();
  });

  it('a refused cancel says so', async () => {
    const api = fakeApi({ cancel: { status: 404, label: 'withdrawalNotFound' } });
    render(view({ withdrawals: LIST }), { fetch: api.fetch });
    fireEvent.click(within(screen.getByTestId('withdrawal-2')).getByRole('button', { name: /^Cancel the withdrawal/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(text('withdrawal-cancel-outcome')).toBe('The withdrawal could not be cancelled. Please try again later.'),
    );
  });

  it('a list that could not be read says so; an empty one says there is none yet', () => {
    render(view({ withdrawals: null }));
    expect(text('withdrawals-unavailable')).toBe('The withdrawals could not be loaded. Please try again later.');
    cleanup();
    render(view({ withdrawals: [] }));
    expect(text('withdrawals-empty')).toBe('No withdrawals yet.');
  });
});

describe('the page without a coin to show', () => {
  it('an unknown coin: a clear message and a picker of the coins that can be withdrawn', () => {
    render({ kind: 'unknown-coin', asked: 'ABC', coins: ['USDT', 'XRP'] });
    expect(text('withdraw-unknown-coin')).toBe('ABC cannot be withdrawn here. Choose one of the coins below.');
    const nav = screen.getByRole('navigation', { name: 'Coins that can be withdrawn' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['Withdraw USDT', '/myaccount/withdraw/USDT'],
      ['Withdraw XRP', '/myaccount/withdraw/XRP'],
    ]);
  });

  it('networks that could not be read: an error block, no form', () => {
    render({ kind: 'unavailable' });
    expect(text('withdraw-unavailable')).toBe('The withdrawal networks could not be loaded. Please try again later.');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });
});
