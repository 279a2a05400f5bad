// @vitest-environment happy-dom
import { getSubAccountInfo, postSubAccount, type SubAccountInfo } from '@meridian/contracts';
import {
  ACCOUNT_ROUTES,
  accountMenuItems,
  activeAccountMenuTrail,
  defaultUserInfo,
  SUB_ACCOUNT_INFO_CODES,
} from '@meridian/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shell/session';
import { setCsrfCookie } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { ToastProvider } from '../../ui/toast';
import { SubAccountsPage, type SubAccountsView } from './sub-accounts-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
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
type Answer = { status?: number; data?: unknown; code?: number; message?: string };

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
      // A refusal the spec gives a code of its own comes with HTTP 200 (widgets §7 sub-account info).
      const code = answer.code ?? (status === 200 ? 0 : status);
      return Response.json({ code, message: answer.message ?? '', data: code === 0 ? answer.data : null }, { status });
    }),
  );
  return { calls };
}

function renderPage(
  view: SubAccountsView = VIEW,
  who: Session = MASTER,
  options: { path?: string; transferPanel?: ReactNode; locale?: 'en' | 'de' } = {},
) {
  renderWithShell(
    <ToastProvider closeLabel="Close">
      <SubAccountsPage view={view} transferPanel={options.transferPanel} />
    </ToastProvider>,
    {
      session: who,
      path: options.path ?? ACCOUNT_ROUTES.subAccounts,
      locale: options.locale ?? 'en',
      routePath: '*',
      routes: [
        { path: '/', Component: () => <p>home page</p> },
        { path: '/de/', Component: () => <p>Startseite</p> },
      ],
    },
  );
}

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

describe('the master-transfer panel (issue 16 item 8) in place of the transfer form', () => {
  it('shows the panel the route gives, beside the list and the balances; the page has no transfer form of its own', async () => {
    renderPage(VIEW, MASTER, { transferPanel: <div data-testid="panel-slot">panel</div> });
    expect(await screen.findByTestId('panel-slot')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Your sub-accounts' })).toBeTruthy();
    expect(screen.getByTestId('balances-spot')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Direction' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('a sub-account gets no panel (only its main account moves funds to and from it)', async () => {
    renderPage(VIEW, session(1), { transferPanel: <div data-testid="panel-slot">panel</div> });
    await screen.findByTestId('sub-account-only');
    expect(screen.queryByTestId('panel-slot')).toBeNull();
  });
});

describe('widgets §3, §7 sub-account info by the sub_uid query', () => {
  const infoCalls = (calls: Call[]) => calls.filter((c) => c.path === getSubAccountInfo.path);

  /**
   * Lets the fake API answer and React render, without moving the faked clock (Testing Library's
   * async helpers wait on setTimeout, which is faked here, and vi.waitFor would advance it).
   */
  async function until(check: () => void) {
    for (let turn = 0; ; turn += 1) {
      try {
        check();
        return;
      } catch (error) {
        if (turn > 50) throw error;
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      }
    }
  }

  it('widgets §8 "Sub-account lookup returns nonzero code | warning toast with the server message, redirect home after 2 seconds"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = routedApi({
      [getSubAccountInfo.path]: [
        { code: SUB_ACCOUNT_INFO_CODES.notYourSubAccount, message: 'Account 555 is not a sub-account of yours' },
      ],
    });
    renderPage(VIEW, MASTER, { path: `${ACCOUNT_ROUTES.subAccounts}?sub_uid=555` });
    await until(() => screen.getByText('Account 555 is not a sub-account of yours'));
    expect(infoCalls(api.calls)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByTestId('sub-accounts-page')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await until(() => screen.getByText('home page'));
    expect(screen.queryByTestId('sub-accounts-page')).toBeNull();
  });

  it('home is the locale\'s home ("/" under the prefix)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    routedApi({
      [getSubAccountInfo.path]: [{ code: SUB_ACCOUNT_INFO_CODES.notYourSubAccount, message: 'Not yours' }],
    });
    renderPage(VIEW, MASTER, { path: `/de${ACCOUNT_ROUTES.subAccounts}?sub_uid=555`, locale: 'de' });
    await until(() => screen.getByText('Not yours'));
    act(() => vi.advanceTimersByTime(2_000));
    await until(() => screen.getByText('Startseite'));
  });

  it("one of the reader's sub-accounts is marked in the list; nobody is sent away", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    routedApi({ [getSubAccountInfo.path]: [{ data: sub(102, { type: 4, sub_type: 7 }) }] });
    renderPage(VIEW, MASTER, { path: `${ACCOUNT_ROUTES.subAccounts}?sub_uid=102` });
    await until(() => expect(screen.getByTestId('sub-account-102').getAttribute('aria-current')).toBe('true'));
    expect(screen.getByTestId('sub-account-101').getAttribute('aria-current')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('sub-accounts-page')).toBeTruthy();
  });

  it('without a sub_uid, or with one that is not a uid, nothing is asked', async () => {
    const api = routedApi({});
    renderPage(VIEW, MASTER, { path: `${ACCOUNT_ROUTES.subAccounts}?sub_uid=abc` });
    await screen.findByTestId('sub-accounts-page');
    await act(async () => undefined);
    expect(infoCalls(api.calls)).toEqual([]);
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
