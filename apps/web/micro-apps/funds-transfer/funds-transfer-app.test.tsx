// @vitest-environment happy-dom
import { getFuturesAccounts, getSpotAccounts, postTransfer, type TransferRecord } from '@meridian/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { FundsTransferApp } from './funds-transfer-app';

const ORIGIN = window.location.origin;
const compiled = compileMessages(panels);
// What the page's side of the channel accepts: the protocol's name beside one of its messages.
const onTheWire = z.object({ protocol: z.literal(transferPanelsProtocol.name), message: transferPanelToParent });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
  document.documentElement.dir = 'ltr';
  document.body.className = '';
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

const BALANCES = {
  [getSpotAccounts.path]: [{ data: [{ currency: 'USDT', available: '500.123456789', locked: '0' }] }],
  [getFuturesAccounts.path]: [{ data: [{ currency: 'USDT', available: '20', locked: '5' }] }],
};

const made = (overrides: Partial<TransferRecord> = {}): TransferRecord => ({
  id: '1',
  request_id: 'attempt-1',
  from_uid: 7,
  from_wallet: 'spot',
  to_uid: 7,
  to_wallet: 'futures',
  coin: 'USDT',
  amount: '120',
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

function renderPanel(search = '?g_lang=en&theme=light&isUkLimit=0&isItalyLimit=0&isNotsNeedNotificationProvider=1') {
  const page = framingPage();
  const link = openPanelLink(page.self, ORIGIN);
  const loadMessages = vi.fn(async () => compiled);
  let ids = 0;
  render(
    <TransferPanelRoot
      initial={readTransferPanelQuery(search)}
      link={link}
      messages={compiled}
      loadMessages={loadMessages}
      siteId={() => 0}
    >
      {(props: TransferPanelProps) => (
        <FundsTransferApp props={props} link={link} newRequestId={() => `attempt-${++ids}`} />
      )}
    </TransferPanelRoot>,
  );
  return { ...page, loadMessages };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const typeAmount = (value: string) => fireEvent.change(amountField(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
const balancesRead = () =>
  waitFor(() =>
    expect(screen.getByTestId('funds-transfer-balance-futures').textContent).toBe('Futures wallet: 20 USDT'),
  );

describe('the funds-transfer panel (issue 16 item 8: spot ↔ futures through the micro-app)', () => {
  it('shows both wallets, named fields, Max from the paying wallet, and a swap of the direction', async () => {
    routedApi(BALANCES);
    const { messages } = renderPanel();
    await balancesRead();
    expect(screen.getByTestId('funds-transfer-balance-spot').textContent).toBe('Spot wallet: 500.12345678 USDT');
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('spot');
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement).value).toBe('futures');
    expect(screen.getByRole('combobox', { name: 'Coin' })).toBeTruthy();
    // Max: the spot balance (9 places) cut to USDT's 8 (COIN_DECIMALS: the API refuses more), never rounded up.
    fireEvent.click(screen.getByRole('button', { name: 'Max', description: 'Transfer the whole available balance' }));
    expect(amountField().value).toBe('500.12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Swap the direction' }));
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('futures');
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement).value).toBe('spot');
    expect(screen.getByTestId('transfer-panel-available').textContent).toBe('Available: 20 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Max', description: 'Transfer the whole available balance' }));
    expect(amountField().value).toBe('20');
    // The page was told it listens, and how tall the panel is not yet (no layout in happy-dom).
    expect(messages()[0]).toEqual({ type: 'ready' });
  });

  it('checks the amount before sending: needed, positive, within the places and the balance (announced, tied to the field)', async () => {
    const api = routedApi(BALANCES);
    renderPanel();
    await balancesRead();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount.');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    typeAmount('600');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('That is more than the 500.12345678 USDT available.');
    expect(api.posts()).toEqual([]);
  });

  it('posts spot → futures with a request id, says so, tells the page, and reads both balances again', async () => {
    const api = routedApi({
      ...BALANCES,
      [postTransfer.path]: [{ data: made() }],
      [getFuturesAccounts.path]: [
        { data: [{ currency: 'USDT', available: '20', locked: '5' }] },
        { data: [{ currency: 'USDT', available: '140', locked: '5' }] },
      ],
    });
    const { messages } = renderPanel();
    await balancesRead();
    typeAmount('120');
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('transfer-done').textContent).toBe(
        'Moved 120 USDT from the Spot wallet to the Futures wallet.',
      ),
    );
    expect(api.posts()).toEqual([
      {
        path: postTransfer.path,
        body: { request_id: 'attempt-1', coin: 'USDT', amount: '120', from_wallet: 'spot', to_wallet: 'futures' },
      },
    ]);
    expect(messages()).toContainEqual({ type: 'transferred' });
    await waitFor(() =>
      expect(screen.getByTestId('funds-transfer-balance-futures').textContent).toBe('Futures wallet: 140 USDT'),
    );
    expect(amountField().value).toBe('');
  });

  it('issue 16 "idempotent by request id": a retry of the same attempt keeps its id; a success or a change starts a new one', async () => {
    const api = routedApi({
      ...BALANCES,
      [postTransfer.path]: ['network', { data: made() }, { data: made({ request_id: 'attempt-2' }) }],
    });
    renderPanel();
    await balancesRead();
    typeAmount('10');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The transfer service could not be reached. Try again: the same transfer is never made twice.',
      ),
    );
    submit();
    await waitFor(() => expect(screen.getByTestId('transfer-done').textContent).not.toBe(''));
    typeAmount('11');
    submit();
    await waitFor(() => expect(api.posts()).toHaveLength(3));
    expect(api.posts().map((c) => [c.body.request_id, c.body.amount])).toEqual([
      ['attempt-1', '10'],
      ['attempt-1', '10'],
      ['attempt-2', '11'],
    ]);
  });

  it('"refused beyond the available balance": the server\'s message is shown', async () => {
    routedApi({
      ...BALANCES,
      [postTransfer.path]: [
        { status: 400, message: 'Insufficient balance: not enough USDT available in the spot wallet' },
      ],
    });
    renderPanel();
    await balancesRead();
    typeAmount('400');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The transfer was not made: Insufficient balance: not enough USDT available in the spot wallet',
      ),
    );
  });

  it('widgets §4 "update on language, theme or limit changes": new props from the page apply without a reload (Arabic right to left)', async () => {
    routedApi(BALANCES);
    const { send, loadMessages } = renderPanel();
    await balancesRead();
    expect(document.body.classList.contains('theme-light')).toBe(true);
    const app = screen.getByTestId('funds-transfer-app');
    expect(app.dataset.ukLimit).toBe('false');
    send({
      type: 'props',
      props: {
        g_lang: 'ar',
        lang_prefix: 'ar',
        theme: 'dark',
        isUkLimit: true,
        isItalyLimit: false,
        isNotsNeedNotificationProvider: true,
      },
    });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.body.classList.contains('theme-dark')).toBe(true);
    expect(document.body.classList.contains('theme-light')).toBe(false);
    expect(loadMessages).toHaveBeenCalledWith('ar');
    expect(screen.getByTestId('funds-transfer-app').dataset.ukLimit).toBe('true');
    // The same panel, not a new one: what was typed stays.
    expect(within(screen.getByTestId('funds-transfer-app')).getByRole('textbox')).toBe(amountField());
  });

  it('shell §8 funds reads fall back silently: a failed balance read says so in place, and Max is not offered', async () => {
    routedApi({ [getSpotAccounts.path]: ['network'], [getFuturesAccounts.path]: ['network'] });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('funds-transfer-balances-unavailable')).toBeTruthy());
    expect(screen.queryByTestId('transfer-panel-available')).toBeNull();
  });
});
