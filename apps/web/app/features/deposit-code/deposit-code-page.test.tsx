// @vitest-environment happy-dom
import {
  type DepositCodeList,
  type DepositCodeRecord,
  type FundPasswordStatus,
  getDepositCodeList,
  getFundPasswordStatus,
  getSpotAccounts,
  postDepositCodeCancel,
  postDepositCodeCreate,
  postDepositCodeRedeem,
} from '@meridian/contracts';
import { defaultUserInfo } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserFetch } from '../../shell/http';
import type { Session } from '../../shell/session';
import { renderWithShell } from '../../test-support/render-with-shell';
import { DepositCodePage } from './deposit-code-page';

// The fund-password modal is another feature's: here, only that the page opens it by name.
const openModal = vi.hoisted(() => vi.fn());
vi.mock('../../shell/modals', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useModals: () => ({ open: openModal, close: vi.fn() }),
}));

beforeEach(() => {
  document.cookie = 'csrftoken=test-token';
});
afterEach(() => {
  cleanup();
  openModal.mockReset();
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const NO_ASK: FundPasswordStatus = { is_set: true, frequency: '0', verified_recently: false };
const USER: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: false,
};

const record = (over: Partial<DepositCodeRecord>): DepositCodeRecord => ({
  id: '1',
  role: 'created',
  code_hint: 'PQRS',
  coin: 'USDT',
  amount: '25',
  status: 'active',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

type Answer = { data: unknown } | { status: number; label?: string; message?: string };

function fakeApi(setup: { create?: Answer; redeem?: Answer; cancel?: Answer; list?: DepositCodeList }) {
  const posts: Array<{ path: string; body: Record<string, string> }> = [];
  const reply = (answer: Answer | undefined) => {
    if (answer === undefined) return new Response(null, { status: 404 });
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
      });
      if (path === postDepositCodeCreate.path) return reply(setup.create);
      if (path === postDepositCodeRedeem.path) return reply(setup.redeem);
      if (path === postDepositCodeCancel.path) return reply(setup.cancel);
      return reply(undefined);
    }
    if (path === getSpotAccounts.path) return reply({ data: [{ currency: 'USDT', available: '75', locked: '25' }] });
    if (path === getDepositCodeList.path) return reply({ data: setup.list ?? { created: [], redeemed: [] } });
    if (path === getFundPasswordStatus.path) return reply({ data: NO_ASK });
    return reply(undefined);
  };
  return { fetch, posts };
}

function render(
  api: { fetch: BrowserFetch },
  over: { fundPassword?: FundPasswordStatus; codes?: DepositCodeList | null; session?: Session } = {},
) {
  return renderWithShell(
    <DepositCodePage
      initial={{
        available: { USDT: '100', BTC: '0.5' },
        codes: over.codes === undefined ? { created: [], redeemed: [] } : over.codes,
        fundPassword: over.fundPassword ?? NO_ASK,
      }}
      newRequestId={() => 'req-first-0001'}
    />,
    { path: '/myaccount/deposit_gatecode', session: over.session ?? USER, fetch: api.fetch },
  );
}

const createForm = () => screen.getByTestId('deposit-code-create-form');
const redeemForm = () => screen.getByTestId('deposit-code-redeem-form');

describe('the deposit code page (issue 16 item 5, /myaccount/deposit_gatecode)', () => {
  it('one h1; the create and redeem forms are named; the history says when it is empty', async () => {
    render(fakeApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit codes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Create a code' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Redeem a code' })).toBeTruthy();
    expect(within(createForm()).getByLabelText('Coin')).toBeTruthy();
    expect(within(redeemForm()).getByLabelText('Deposit code')).toBeTruthy();
    expect(screen.getByTestId('deposit-code-available').textContent).toBe('Available: 100 USDT');
    expect(screen.getByTestId('deposit-code-created-empty')).toBeTruthy();
    expect(screen.getByTestId('deposit-code-redeemed-empty')).toBeTruthy();
  });

  it('"the code is shown ONCE with copy button": the answer\'s code, read-only, left to right, copied on click', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = fakeApi({
      create: { data: { code: 'ABCD-EFGH-JKMN-PQRS', created: true, record: record({}) } },
    });
    render(api);
    fireEvent.change(within(createForm()).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.submit(createForm());
    const shown = await screen.findByTestId('deposit-code-shown');
    expect(api.posts[0]).toEqual({
      path: postDepositCodeCreate.path,
      body: { request_id: 'req-first-0001', coin: 'USDT', amount: '25' },
    });
    const value = within(shown).getByTestId('deposit-code-value') as HTMLInputElement;
    expect(value.value).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(value.readOnly).toBe(true);
    expect(value.getAttribute('dir')).toBe('ltr');
    expect(shown.textContent).toMatch(/shown only this once/);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByTestId('deposit-code-copy-status').textContent).toBe('Code copied.'));
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JKMN-PQRS');
  });

  it('a retry answered without the code says it was made before (only the hash is kept)', async () => {
    const api = fakeApi({ create: { data: { code: null, created: false, record: record({ code_hint: 'WXYZ' }) } } });
    render(api);
    fireEvent.change(within(createForm()).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.submit(createForm());
    expect((await screen.findByTestId('deposit-code-made-before')).textContent).toMatch(/ending WXYZ/);
    expect(screen.queryByTestId('deposit-code-shown')).toBeNull();
  });

  it('the amount is checked before sending: missing, more than available', async () => {
    const api = fakeApi({});
    render(api);
    fireEvent.submit(createForm());
    expect(screen.getByTestId('deposit-code-amount-problem').textContent).toBe('Enter an amount.');
    fireEvent.change(within(createForm()).getByLabelText('Amount'), { target: { value: '101' } });
    expect(screen.getByTestId('deposit-code-amount-problem').textContent).toBe('More than your available USDT.');
    expect(api.posts).toEqual([]);
  });

  it('"needs the fund password per its frequency like withdrawals": \'2\' opens the fund-password modal first', async () => {
    const api = fakeApi({ create: { data: { code: 'ABCD-EFGH-JKMN-PQRS', created: true, record: record({}) } } });
    render(api, { fundPassword: { is_set: true, frequency: '2', verified_recently: true } });
    fireEvent.change(within(createForm()).getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.submit(createForm());
    expect(api.posts).toEqual([]);
    const [name, props] = openModal.mock.calls.at(-1) as [string, { onSubmit: (p: string) => Promise<void> }];
    expect(name).toBe('fund-password');
    await act(() => props.onSubmit('fund-secret'));
    expect(api.posts[0]?.body).toMatchObject({ amount: '5', fundpass: 'fund-secret' });
  });

  it('"2FA if enabled": the authenticator code is asked and sent', async () => {
    const api = fakeApi({ create: { data: { code: 'ABCD-EFGH-JKMN-PQRS', created: true, record: record({}) } } });
    render(api, { session: { ...USER, userInfo: { ...USER.userInfo, login2: 1 } } });
    fireEvent.change(within(createForm()).getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.submit(createForm());
    expect(api.posts).toEqual([]);
    fireEvent.change(within(createForm()).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.submit(createForm());
    await screen.findByTestId('deposit-code-shown');
    expect(api.posts[0]?.body).toMatchObject({ totp: '123456' });
  });

  it("redeem: a malformed code is said at once; a wrong one shows the API's clear message; a right one the amount", async () => {
    const wrong = fakeApi({
      redeem: { status: 400, label: 'depositCodeWrong', message: 'No active deposit code matches. 9 tries left.' },
    });
    render(wrong);
    fireEvent.change(within(redeemForm()).getByLabelText('Deposit code'), { target: { value: 'OOPS' } });
    fireEvent.submit(redeemForm());
    expect(screen.getByTestId('deposit-code-redeem-problem').textContent).toMatch(/16 letters and digits/);
    expect(wrong.posts).toEqual([]);
    fireEvent.change(within(redeemForm()).getByLabelText('Deposit code'), { target: { value: 'abcd efgh jkmn pqrs' } });
    fireEvent.submit(redeemForm());
    await waitFor(() =>
      expect(screen.getByTestId('deposit-code-redeem-outcome').textContent).toBe(
        'No active deposit code matches. 9 tries left.',
      ),
    );
    cleanup();
    const right = fakeApi({ redeem: { data: record({ role: 'redeemed', status: 'redeemed', amount: '40' }) } });
    render(right);
    fireEvent.change(within(redeemForm()).getByLabelText('Deposit code'), { target: { value: 'ABCD-EFGH-JKMN-PQRS' } });
    fireEvent.submit(redeemForm());
    await waitFor(() =>
      expect(screen.getByTestId('deposit-code-redeem-outcome').textContent).toBe(
        '40 USDT was added to your spot balance.',
      ),
    );
  });

  it('history: created and redeemed codes; an active one is cancelled after confirming in its row', async () => {
    const codes: DepositCodeList = {
      created: [record({ id: '5', code_hint: 'AAAA' }), record({ id: '4', code_hint: 'BBBB', status: 'redeemed' })],
      redeemed: [record({ id: '3', role: 'redeemed', code_hint: 'CCCC', status: 'redeemed' })],
    };
    const api = fakeApi({ cancel: { data: record({ id: '5', status: 'cancelled' }) }, list: codes });
    render(api, { codes });
    const created = screen.getByTestId('deposit-code-created');
    expect(within(created).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByTestId('deposit-code-redeemed')).getByText('…CCCC')).toBeTruthy();
    // Only the active code can be cancelled.
    expect(within(created).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(created).getByRole('button', { name: 'Cancel the code ending AAAA' }));
    expect(api.posts).toEqual([]);
    fireEvent.click(within(created).getByRole('button', { name: 'Yes, cancel the code ending AAAA' }));
    await waitFor(() => expect(screen.getByTestId('deposit-code-cancel-outcome').textContent).toMatch(/cancelled/));
    expect(api.posts).toEqual([{ path: postDepositCodeCancel.path, body: { id: '5' } }]);
  });
});
