// @vitest-environment happy-dom
import {
  type FuturesContract,
  type FuturesPosition,
  type FuturesTrade,
  getFuturesContracts,
  getFuturesPositions,
  getFuturesTrades,
  getFuturesAccounts,
  postCloseFuturesPosition,
  postFuturesTriggers,
  postOpenFuturesPosition,
  postReverseFuturesPosition,
  type SpotAccount,
} from '@meridian/contracts';
import { defaultUserInfo } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arTrade from '../../i18n/messages/ar/trade.json';
import enTrade from '../../i18n/messages/en/trade.json';
import type { BrowserFetch } from '../../shell/http';
import { loggedOutSession, type Session } from '../../shell/session';
import { setCsrfCookie } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import {
  FUTURES_POLL_MS,
  FuturesAccountPanel,
  type FuturesContractFields,
  FuturesOrderForm,
  FuturesTrading,
  useFuturesChartData,
} from './index';

// Issue 12 (web): the futures panel as the futures page composes it, against a fake API behind the
// browser clients' fetch: every answer goes through the real clients and is parsed with the
// contracts, and what the panel posts is read back from the wire.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const CONTRACT: FuturesContract = {
  name: 'BTC_USDT',
  base: 'BTC',
  mark_price: '65000',
  precision: 1,
  size_precision: 4,
  min_size: '0.001',
  leverage_min: 1,
  leverage_max: 20,
  maintenance_rate: '0.005',
  maker_fee: '0.0002',
  taker_fee: '0.0005',
};
const FIELDS: FuturesContractFields = {
  name: CONTRACT.name,
  base: CONTRACT.base,
  precision: CONTRACT.precision,
  size_precision: CONTRACT.size_precision,
  min_size: CONTRACT.min_size,
  leverage_min: CONTRACT.leverage_min,
  leverage_max: CONTRACT.leverage_max,
  taker_fee: CONTRACT.taker_fee,
  mark_price: CONTRACT.mark_price,
};

const USER: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

const BALANCES: SpotAccount[] = [{ currency: 'USDT', available: '1000', locked: '0' }];

const position = (over: Partial<FuturesPosition> = {}): FuturesPosition => ({
  id: '31',
  contract: 'BTC_USDT',
  side: 'long',
  size: '0.01',
  leverage: 10,
  entry_price: '64000',
  mark_price: '65000',
  margin: '64',
  liq_price: '57900',
  unrealised_pnl: '10',
  realised_pnl: '0',
  tp_price: '70000',
  sl_price: '',
  status: 'open',
  close_price: '',
  close_reason: '',
  create_time_ms: 1_700_000_000_000,
  update_time_ms: 1_700_000_000_000,
  ...over,
});

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}
interface Answer {
  status?: number;
  message?: string;
  /** The rule a refusal names (the API's envelope `label`) and its values. */
  label?: string;
  values?: Record<string, string>;
  data?: unknown;
}

/**
 * A fake futures API behind the browser clients: the account's positions, trades and balances,
 * the contracts, and an answer for each POST; every request is recorded with its query and body.
 */
function futuresApi(
  options: {
    open?: () => FuturesPosition[];
    closed?: FuturesPosition[];
    trades?: FuturesTrade[];
    post?: (path: string, body: Record<string, string>) => Answer;
  } = {},
) {
  const calls: Call[] = [];
  const fetch: BrowserFetch = async (url, init) => {
    const address = new URL(url, 'http://shell.test');
    const method = init.method ?? 'GET';
    const body = Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : ''));
    calls.push({ method, path: address.pathname, query: Object.fromEntries(address.searchParams), body });
    const answer = ((): Answer => {
      if (method === 'POST') return options.post?.(address.pathname, body) ?? { data: position() };
      if (address.pathname === getFuturesAccounts.path) return { data: BALANCES };
      if (address.pathname === getFuturesContracts.path) return { data: [CONTRACT] };
      if (address.pathname === getFuturesTrades.path) return { data: options.trades ?? [] };
      if (address.pathname === getFuturesPositions.path) {
        return {
          data: address.searchParams.get('status') === 'closed' ? (options.closed ?? []) : (options.open?.() ?? []),
        };
      }
      return { status: 404 };
    })();
    const status = answer.status ?? 200;
    const rule = answer.label === undefined ? {} : { label: answer.label, values: answer.values ?? {} };
    return Response.json(
      { code: status === 200 ? 0 : status, message: answer.message ?? '', data: answer.data ?? null, ...rule },
      { status },
    );
  };
  return { calls, fetch, posts: () => calls.filter((c) => c.method === 'POST') };
}

/** Stands in for the chart: its position-line buttons call the actions the route hands it. */
function ChartButtons() {
  const { positions, actions } = useFuturesChartData();
  return (
    <div>
      {positions.map((p) => (
        <span key={p.id}>
          <button type="button" onClick={() => actions.onClose(p.id)}>
            chart close {p.id}
          </button>
          <button type="button" onClick={() => actions.onTpsl(p.id)}>
            chart tpsl {p.id}
          </button>
          <button type="button" onClick={() => actions.onReverse(p.id)}>
            chart reverse {p.id}
          </button>
        </span>
      ))}
    </div>
  );
}

function renderFutures(api: ReturnType<typeof futuresApi>, options: { session?: Session; locale?: 'ar' } = {}) {
  return renderWithShell(
    <FuturesTrading contract={FIELDS} markPrice="65000">
      <ChartButtons />
      <FuturesOrderForm />
      <FuturesAccountPanel />
    </FuturesTrading>,
    { session: options.session ?? USER, fetch: api.fetch, locale: options.locale },
  );
}

const input = (testId: string): HTMLInputElement => {
  const element = screen.getByTestId(testId);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${testId} is not an input`);
  return element;
};
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const button = (testId: string) => {
  const element = screen.getByTestId(testId);
  if (!(element instanceof HTMLButtonElement)) throw new Error(`${testId} is not a button`);
  return element;
};
const balancesLoaded = () =>
  waitFor(() => expect(screen.getByTestId('futures-available').textContent).toBe('1,000 USDT'));

describe('open form', () => {
  it('posts contract, side, size and leverage; the cost is margin + fee at the mark', async () => {
    setCsrfCookie();
    let opened = false;
    const api = futuresApi({
      open: () => (opened ? [position({ id: '40', side: 'short', leverage: 5 })] : []),
      post: () => {
        opened = true;
        return { data: position({ id: '40', side: 'short', leverage: 5 }) };
      },
    });
    renderFutures(api);
    await balancesLoaded();
    expect(screen.getByTestId('futures-side-long').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('futures-side-short'));
    type('futures-size', '0.01');
    const leverage = screen.getByRole('slider', { name: 'Leverage' });
    expect(leverage).toBe(screen.getByTestId('futures-leverage'));
    fireEvent.change(leverage, { target: { value: '5' } });
    expect(leverage.getAttribute('aria-valuetext')).toBe('5×');
    // 0.01 × 65000 / 5 = 130 margin; 0.01 × 65000 × 0.05 % = 0.325 fee.
    expect(screen.getByTestId('futures-margin').textContent).toBe('≈ 130 USDT');
    expect(screen.getByTestId('futures-fee').textContent).toBe('≈ 0.325 USDT');
    expect(screen.getByTestId('futures-cost').textContent).toBe('≈ 130.325 USDT');
    expect(screen.getByText('Estimated fee (0.05%)')).toBeTruthy();
    fireEvent.click(button('futures-submit'));

    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      path: postOpenFuturesPosition.path,
      body: { contract: 'BTC_USDT', side: 'short', size: '0.01', leverage: '5' },
    });
    expect(await screen.findByText('Position opened.')).toBeTruthy();
    expect(input('futures-size').value).toBe('');
    // Read again after the open: the position is in the table.
    const row = await screen.findByTestId('position-row');
    expect(row.dataset['positionId']).toBe('40');
  });

  it("checks the size as the API would, and shows the API's refusal in the alert region", async () => {
    setCsrfCookie();
    const api = futuresApi({
      post: () => ({
        status: 400,
        message: 'You hold a long position on BTC_USDT: close or reverse it first',
        label: 'holdsLong',
        values: { contract: 'BTC_USDT' },
      }),
    });
    renderFutures(api);
    await balancesLoaded();
    type('futures-size', '0.0005');
    expect(screen.getByTestId('futures-issue').textContent).toBe(
      'Position too small: the size must be at least 0.001 BTC.',
    );
    expect(button('futures-submit').disabled).toBe(true);
    // 1 BTC at 10×: 6,500 margin, more than the 1,000 available.
    type('futures-size', '1');
    expect(screen.getByTestId('futures-issue').textContent).toBe(
      'Insufficient balance: the position needs 6,532.5 USDT available',
    );
    type('futures-size', '0.01');
    fireEvent.click(screen.getByTestId('futures-side-short'));
    fireEvent.click(button('futures-submit'));
    const alert = screen.getByTestId('futures-error');
    expect(alert.getAttribute('role')).toBe('alert');
    // The rule the API named, from this page's catalog (trade.rules.holdsLong).
    await waitFor(() =>
      expect(alert.textContent).toBe('You hold a long position on BTC_USDT: close or reverse it first.'),
    );
    expect(input('futures-size').value).toBe('0.01');
  });

  it('says a refusal the API names by its rule in the reader’s language; one it does not name, in English', async () => {
    setCsrfCookie();
    let answer: Answer = {
      status: 400,
      message: 'Insufficient balance: not enough USDT available for the margin and fee',
      label: 'insufficientForMargin',
      values: { coin: 'USDT' },
    };
    const api = futuresApi({ post: () => answer });
    renderFutures(api, { locale: 'ar' });
    await balancesLoaded();
    type('futures-size', '0.01');
    fireEvent.click(button('futures-submit'));
    const alert = screen.getByTestId('futures-error');
    const arabic = arTrade.rules.insufficientForMargin.replace('{coin}', 'USDT');
    expect(arabic).not.toContain('Insufficient');
    await waitFor(() => expect(alert.textContent).toBe(arabic));
    expect(alert.querySelector('[lang="en"]')).toBeNull();
    // A newer API's rule this catalog lacks, or a refusal with no rule: its English text, marked as English.
    answer = { status: 400, message: 'Something new was refused', label: 'someFutureRule', values: {} };
    fireEvent.click(button('futures-submit'));
    await waitFor(() => expect(alert.querySelector('[lang="en"]')?.textContent).toBe('Something new was refused'));
  });

  it('says funding payments are not charged', () => {
    renderFutures(futuresApi());
    expect(screen.getByTestId('funding-note').textContent).toBe(
      'Funding payments are not charged on this reference market.',
    );
  });
});

describe('visitors', () => {
  it('see Log in and Sign up in place of the form, and nothing is asked of the API', () => {
    const api = futuresApi();
    renderFutures(api, { session: loggedOutSession() });
    expect(screen.queryByTestId('futures-form')).toBeNull();
    const visitor = screen.getByTestId('futures-visitor');
    expect(within(visitor).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(visitor).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByTestId('positions-visitor')).toBeTruthy();
    expect(screen.getByTestId('funding-note')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('positions table and the actions', () => {
  it('shows the position with its figures; Close asks to confirm, then posts and the row goes', async () => {
    setCsrfCookie();
    let open = [position()];
    const api = futuresApi({
      open: () => open,
      post: () => {
        open = [];
        return { data: position({ status: 'closed', close_reason: 'close', close_price: '65000' }) };
      },
    });
    renderFutures(api);
    const table = await screen.findByTestId('futures-positions');
    const row = await within(table).findByTestId('position-row');
    expect(row.dataset['positionId']).toBe('31');
    expect(row.textContent).toContain('Long 10×');
    expect(row.textContent).toContain('64,000');
    expect(row.textContent).toContain('57,900');
    expect(within(row).getByTestId('position-pnl').textContent).toBe('+10 USDT');
    expect(within(row).getByTestId('position-pnl').firstElementChild?.className).toContain('futures-pnl--up');
    expect(within(row).getByTestId('position-tpsl-text').textContent).toBe('TP 70,000');
    expect(screen.getByTestId('positions-tab-open').textContent).toBe('Positions (1)');

    // Cancel: nothing is sent.
    fireEvent.click(within(row).getByRole('button', { name: 'Close the Long 10× position' }));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Close your long position?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.posts()).toEqual([]);

    fireEvent.click(screen.getByTestId('position-close'));
    dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(api.posts()).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({ path: postCloseFuturesPosition.path, body: { contract: 'BTC_USDT' } });
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('position-row')).toBeNull());
    expect(screen.getByTestId('positions-notice').textContent).toBe('Position closed.');
    expect(within(table).getByText('No open positions.')).toBeTruthy();
  });

  it('the TP/SL dialog posts only what changed, "0" for a cleared price, and shows the API refusal', async () => {
    setCsrfCookie();
    let refuse = true;
    const api = futuresApi({
      open: () => [position()],
      post: () =>
        refuse
          ? { status: 400, message: 'Stop loss of a long must be below the mark price 65000' }
          : { data: position({ sl_price: '60000' }) },
    });
    renderFutures(api);
    fireEvent.click(await screen.findByTestId('position-tpsl'));
    const dialog = await screen.findByTestId('tpsl-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Take profit / stop loss' })).toBeTruthy();
    expect(input('tpsl-tp').value).toBe('70000');
    expect(input('tpsl-sl').value).toBe('');
    // Nothing changed yet: nothing to save.
    expect(button('tpsl-save').disabled).toBe(true);

    // Below the mark shown (65,000): the dialog sends it; the API refuses it (the mark has moved).
    type('tpsl-sl', '64000');
    fireEvent.click(button('tpsl-save'));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      path: postFuturesTriggers.path,
      body: { contract: 'BTC_USDT', sl_price: '64000' },
    });
    expect(api.posts()[0]?.body).not.toHaveProperty('tp_price');
    const error = within(dialog).getByTestId('tpsl-error');
    await waitFor(() => expect(error.textContent).toBe('Stop loss of a long must be below the mark price 65000'));
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('tpsl-dialog')).toBe(dialog);

    refuse = false;
    type('tpsl-sl', '60000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear the take-profit price' }));
    expect(input('tpsl-tp').value).toBe('');
    fireEvent.click(button('tpsl-save'));
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    expect(api.posts()[1]?.body).toEqual({ contract: 'BTC_USDT', tp_price: '0', sl_price: '60000' });
    await waitFor(() => expect(screen.queryByTestId('tpsl-dialog')).toBeNull());
    expect(screen.getByTestId('positions-notice').textContent).toBe('Take profit and stop loss saved.');
  });

  it('a stop loss the API would refuse is said in the reader’s language before anything is sent', async () => {
    setCsrfCookie();
    const api = futuresApi({ open: () => [position()], post: () => ({ data: position() }) });
    renderFutures(api, { locale: 'ar' });
    fireEvent.click(await screen.findByTestId('position-tpsl'));
    const dialog = await screen.findByTestId('tpsl-dialog');
    // A long's stop loss above its mark price (65,000) would close it at once.
    type('tpsl-sl', '66000');
    fireEvent.click(button('tpsl-save'));
    const error = within(dialog).getByTestId('tpsl-error');
    await waitFor(() => expect(error.textContent).toContain('65000'));
    expect(error.textContent).toBe(arTrade.rules.stopLossBelowMark.replace('{mark}', '65000'));
    expect(error.textContent).not.toBe(enTrade.rules.stopLossBelowMark.replace('{mark}', '65000'));
    expect(error.getAttribute('role')).toBe('alert');
    expect(api.posts()).toHaveLength(0);
  });

  it('Escape closes the TP/SL dialog and focus goes back to its button', async () => {
    renderFutures(futuresApi({ open: () => [position()] }));
    const opener = await screen.findByTestId('position-tpsl');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByTestId('tpsl-dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('tpsl-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('position-tpsl')));
  });

  it("the chart's line buttons open the same dialogs: Reverse confirms, then posts", async () => {
    setCsrfCookie();
    const api = futuresApi({ open: () => [position()], post: () => ({ data: position({ id: '32', side: 'short' }) }) });
    renderFutures(api);
    fireEvent.click(await screen.findByRole('button', { name: 'chart reverse 31' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Reverse your long position?' })).toBeTruthy();
    expect(api.posts()).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({ path: postReverseFuturesPosition.path, body: { contract: 'BTC_USDT' } });
    await waitFor(() => expect(screen.getByTestId('positions-notice').textContent).toBe('Position reversed.'));

    fireEvent.click(screen.getByRole('button', { name: 'chart tpsl 31' }));
    expect(await screen.findByTestId('tpsl-dialog')).toBeTruthy();
  });

  it('the history tab lists closed positions with their realised PnL and reason', async () => {
    const api = futuresApi({
      closed: [
        position({
          id: '20',
          status: 'closed',
          realised_pnl: '-5.5',
          close_price: '63450',
          close_reason: 'sl',
        }),
      ],
    });
    renderFutures(api);
    fireEvent.click(await screen.findByTestId('positions-tab-history'));
    const history = screen.getByTestId('futures-position-history');
    const row = await within(history).findByTestId('closed-position-row');
    expect(row.textContent).toContain('Stop loss');
    expect(row.textContent).toContain('-5.5 USDT');
    expect(row.textContent).toContain('63,450');
    expect(api.calls.some((c) => c.query.status === 'closed' && c.query.contract === 'BTC_USDT')).toBe(true);
  });
});

describe('account reading: every 3 s while the page is visible', () => {
  it('reads the positions again on the interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = futuresApi();
    renderFutures(api);
    const reads = () => api.calls.filter((c) => c.path === getFuturesPositions.path).length;
    await waitFor(() => expect(reads()).toBe(1));
    act(() => vi.advanceTimersByTime(FUTURES_POLL_MS));
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('right to left (Arabic)', () => {
  it('translates the form and keeps the size field left to right', () => {
    renderFutures(futuresApi(), { locale: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('futures-size').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('funding-note').textContent).not.toBe(
      'Funding payments are not charged on this reference market.',
    );
  });
});
