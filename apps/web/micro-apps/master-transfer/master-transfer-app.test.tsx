// @vitest-environment happy-dom
import {
  getSpotAccounts,
  getSubAccounts,
  postTransfer,
  type SubAccountInfo,
  type TransferRecord,
} from '@meridian/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import panels from '../../app/i18n/messages/en/transfer-panels.json';
import {
  openPanelLink,
  readTransferPanelQuery,
  TransferPanelRoot,
  transferPanelsProtocol,
  transferPanelToParent,
  type TransferPanelProps,
} from '../../app/shell/transfer-panels/client';
import { setCsrfCookie } from '../../app/test-support/fake-api';
import { compileMessages } from '../../app/test-support/compiled-messages';
import { MasterTransferApp } from './master-transfer-app';

const ORIGIN = window.location.origin;
const compiled = compileMessages(panels);
// What the page's side of the channel accepts: the protocol's name beside one of its messages.
const onTheWire = z.object({ protocol: z.literal(transferPanelsProtocol.name), message: transferPanelToParent });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

interface Call {
  path: string;
  body: Record<string, string>;
}
type Answer = { status?: number; data?: unknown; message?: string; label?: string } | 'network';

/** A fake API answering by path (each path's answers in turn, then its last again), recording what was sent. */
function routedApi(answers: Record<string, Answer[]>): { calls: Call[]; posts: () => Call[] } {
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
      if (answer === 'network') throw new TypeError('Failed to fetch');
      const status = answer.status ?? 200;
      return Response.json(
        {
          code: status === 200 ? 0 : status,
          message: answer.message ?? '',
          data: status === 200 ? answer.data : null,
          ...(answer.label ? { label: answer.label, values: {} } : {}),
        },
        { status },
      );
    }),
  );
  return { calls, posts: () => calls.filter((c) => c.path === postTransfer.path) };
}

const sub = (uid: number, nickname: string): SubAccountInfo => ({
  sub_uid: uid,
  master_uid: 7,
  nickname,
  type: 1,
  sub_type: 0,
  create_time_ms: 1_700_000_000_000,
});

const READS = {
  [getSubAccounts.path]: [{ data: [sub(101, 'desk-a'), sub(102, 'desk-b')] }],
  [getSpotAccounts.path]: [
    {
      data: [
        { currency: 'USDT', available: '500', locked: '0' },
        { currency: 'BTC', available: '0.5', locked: '0' },
      ],
    },
  ],
};

const made = (overrides: Partial<TransferRecord> = {}): TransferRecord => ({
  id: '1',
  request_id: 'attempt-1',
  from_uid: 7,
  from_wallet: 'spot',
  to_uid: 101,
  to_wallet: 'spot',
  coin: 'USDT',
  amount: '80',
  create_time_ms: 1_700_000_000_000,
  ...overrides,
});

/** The page that frames the panel: records what the panel posts, and speaks to it. */
function framingPage() {
  const page = window.open('about:blank');
  if (!page) throw new Error('happy-dom opened no window');
  const post = vi.spyOn(page, 'postMessage').mockImplementation(() => undefined);
  const self = Object.assign(new EventTarget(), { parent: page, postMessage: () => undefined });
  const messages = () =>
    post.mock.calls.map(([data, origin]) => {
      expect(origin).toBe(ORIGIN);
      return onTheWire.parse(data).message;
    });
  const send = (message: unknown) =>
    act(() => {
      self.dispatchEvent(
        new MessageEvent('message', {
          data: { protocol: transferPanelsProtocol.name, message },
          origin: ORIGIN,
          source: page,
        }),
      );
    });
  return { self, messages, send };
}

function renderPanel(
  search = '?g_lang=en&lang_prefix=de&theme=light&isUkLimit=0&isItalyLimit=0&isNotsNeedNotificationProvider=1&sub_website_id=0',
) {
  const page = framingPage();
  const link = openPanelLink(page.self, ORIGIN);
  let ids = 0;
  let asks = 0;
  render(
    <TransferPanelRoot
      initial={readTransferPanelQuery(search)}
      link={link}
      messages={compiled}
      loadMessages={async () => compiled}
      siteId={(props) => props.sub_website_id ?? 0}
    >
      {(props: TransferPanelProps) => (
        <MasterTransferApp
          props={props}
          link={link}
          newRequestId={() => `attempt-${++ids}`}
          newAskId={() => `ask-${++asks}`}
        />
      )}
    </TransferPanelRoot>,
  );
  return page;
}

const select = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const typeAmount = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
const listed = () => waitFor(() => expect(screen.getByRole('option', { name: 'desk-b (UID 102)' })).toBeTruthy());
const availableShown = () =>
  waitFor(() => expect(screen.getByTestId('transfer-panel-available').textContent).toBe('Available: 500 USDT'));

describe('the master-transfer panel (issue 16 item 8: master → sub through the micro-app)', () => {
  it("lists the sub-accounts; asks for one; the master's spot balance (and Max) only when money goes to the sub-account", async () => {
    const api = routedApi(READS);
    renderPanel();
    await listed();
    await availableShown();
    typeAmount('10');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Choose a sub-account.');
    expect(screen.getByRole('combobox', { name: 'Sub-account' }).getAttribute('aria-invalid')).toBe('true');
    select('Direction', 'from_sub');
    expect(screen.queryByTestId('transfer-panel-available')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Max', description: 'Transfer the whole available balance' }),
    ).toBeNull();
    select('Direction', 'to_sub');
    select('Coin', 'BTC');
    expect(screen.getByTestId('transfer-panel-available').textContent).toBe('Available: 0.5 BTC');
    expect(api.posts()).toEqual([]);
  });

  it('posts both spot wallets, sub_uid, direction and a request id; says so with the nickname; tells the page', async () => {
    const api = routedApi({ ...READS, [postTransfer.path]: [{ data: made() }] });
    const { messages } = renderPanel();
    await listed();
    await availableShown();
    select('Sub-account', '101');
    typeAmount('80');
    submit();
    await waitFor(() => expect(screen.getByTestId('transfer-done').textContent).toBe('Moved 80 USDT to desk-a.'));
    expect(api.posts()[0]?.body).toEqual({
      request_id: 'attempt-1',
      coin: 'USDT',
      amount: '80',
      from_wallet: 'spot',
      to_wallet: 'spot',
      sub_uid: '101',
      direction: 'to_sub',
    });
    expect(messages()).toContainEqual({ type: 'transferred' });
  });

  it('"refused beyond the available balance": the server\'s message is shown (from a sub-account, whose balance the panel does not know)', async () => {
    routedApi({
      ...READS,
      [postTransfer.path]: [
        { status: 400, message: 'Insufficient balance: not enough USDT available in the spot wallet' },
      ],
    });
    renderPanel();
    await listed();
    select('Sub-account', '102');
    select('Direction', 'from_sub');
    typeAmount('99999');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The transfer was not made: Insufficient balance: not enough USDT available in the spot wallet',
      ),
    );
  });

  it('widgets §3 fund password per the frequency: asks the page, retries the same attempt with what comes back, says whether it was taken', async () => {
    const api = routedApi({
      ...READS,
      [postTransfer.path]: [
        { status: 403, label: 'fundPasswordRequired', message: 'Enter your fund password.' },
        { status: 403, label: 'fundPasswordWrong', message: 'Wrong fund password. 4 tries left.' },
        { data: made() },
      ],
    });
    const { messages, send } = renderPanel();
    await listed();
    await availableShown();
    select('Sub-account', '101');
    typeAmount('80');
    submit();
    await waitFor(() => expect(messages()).toContainEqual({ type: 'fund-password', ask: 'ask-1' }));
    expect(screen.getByTestId('master-transfer-fundpass-asked').textContent).toBe(
      'Enter your fund password in the dialog to make this transfer.',
    );
    send({ type: 'fund-password', ask: 'ask-1', fundpass: 'wrong-one' });
    await waitFor(() =>
      expect(messages()).toContainEqual({ type: 'fund-password-checked', ask: 'ask-1', accepted: false }),
    );
    expect(screen.getByRole('alert').textContent).toBe('The transfer was not made: Wrong fund password. 4 tries left.');
    // A password for another question is not ours: nothing is sent.
    send({ type: 'fund-password', ask: 'ask-9', fundpass: 'right-one' });
    send({ type: 'fund-password', ask: 'ask-1', fundpass: 'right-one' });
    await waitFor(() =>
      expect(messages()).toContainEqual({ type: 'fund-password-checked', ask: 'ask-1', accepted: true }),
    );
    expect(screen.getByTestId('transfer-done').textContent).toBe('Moved 80 USDT to desk-a.');
    // One attempt, one request id, three sends: none, the wrong password, the right one.
    expect(api.posts().map((c) => [c.body.request_id, c.body.fundpass])).toEqual([
      ['attempt-1', undefined],
      ['attempt-1', 'wrong-one'],
      ['attempt-1', 'right-one'],
    ]);
    expect(messages()).toContainEqual({ type: 'transferred' });
  });

  it("no fund password set: the server's message and a link to set one (under the locale prefix, in a new tab)", async () => {
    routedApi({
      ...READS,
      [postTransfer.path]: [
        {
          status: 409,
          label: 'fundPasswordNotSet',
          message: 'Set a fund password first (Account, Security, Fund password).',
        },
      ],
    });
    renderPanel();
    await listed();
    select('Sub-account', '101');
    typeAmount('5');
    submit();
    const link = await screen.findByRole('link', { name: 'Set a fund password (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/de/myaccount/fundpass_setup');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('alert').textContent).toContain('Set a fund password first');
  });

  it('reads its sub-accounts again when the page says its list changed', async () => {
    const api = routedApi({
      ...READS,
      [getSubAccounts.path]: [{ data: [sub(101, 'desk-a'), sub(102, 'desk-b')] }, { data: [sub(103, 'desk-new')] }],
    });
    const { send } = renderPanel();
    await listed();
    send({ type: 'refresh' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'desk-new (UID 103)' })).toBeTruthy());
    expect(api.calls.filter((c) => c.path === getSubAccounts.path)).toHaveLength(2);
  });
});
