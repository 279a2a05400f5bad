// @vitest-environment happy-dom
import {
  postCancelSpotOrder,
  postCancelSpotOrders,
  getSpotAccounts,
  getSpotFee,
  getSpotOrders,
  getSpotUserTrades,
  postSpotOrder,
  type SpotAccount,
  type SpotOrder,
} from '@meridian/contracts';
import { defaultUserInfo, type PairRules } from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arTrade from '../../i18n/messages/ar/trade.json';
import type { BrowserFetch } from '../../shell/http';
import { loggedOutSession, type Session } from '../../shell/session';
import { setCsrfCookie } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { SPOT_POLL_MS, SpotAccountPanel, SpotOrderForm, SpotTrading } from './index';

// Issue 12 (web): the order form and the account panel as the trade page composes them, against
// a fake API behind the browser clients' fetch: every answer goes through the real clients and
// is parsed with the contracts, and what the form posts is read back from the wire.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

const BTC: PairRules = {
  id: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  precision: 2,
  amountPrecision: 4,
  minBaseAmount: '0.001',
  minQuoteAmount: '3',
  tradable: true,
};

const USER: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, nick: 'ada', uid: 7 } },
  totalFunds: { total_usd: '0', total_btc: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

const order = (over: Partial<SpotOrder>): SpotOrder => ({
  id: '101',
  text: 'web',
  currency_pair: 'BTC_USDT',
  type: 'limit',
  side: 'buy',
  amount: '0.01',
  price: '60000',
  time_in_force: 'gtc',
  left: '0.01',
  filled_amount: '0',
  filled_total: '0',
  avg_deal_price: '0',
  fee: '0',
  fee_currency: 'BTC',
  status: 'open',
  finish_as: 'open',
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
  /** A non-zero envelope code with its message (the API answering "no" inside a 200). */
  code?: number;
  message?: string;
  /** The rule a refusal names (the API's envelope `label`) and its values. */
  label?: string;
  values?: Record<string, string>;
  data?: unknown;
}

/**
 * A fake trading API behind the browser clients: the account's balances and orders, and an
 * answer for each POST; every request is recorded with its query and form body.
 */
function tradingApi(options: {
  accounts?: SpotAccount[];
  open?: () => SpotOrder[];
  finished?: SpotOrder[];
  place?: (body: Record<string, string>) => Answer;
  cancel?: (body: Record<string, string>) => Answer;
}) {
  const calls: Call[] = [];
  const fetch: BrowserFetch = async (url, init) => {
    const address = new URL(url, 'http://shell.test');
    const method = init.method ?? 'GET';
    const body = Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : ''));
    calls.push({ method, path: address.pathname, query: Object.fromEntries(address.searchParams), body });
    const answer = ((): Answer => {
      if (method === 'POST' && address.pathname === postSpotOrder.path) return options.place?.(body) ?? {};
      if (method === 'POST' && address.pathname === postCancelSpotOrder.path) return options.cancel?.(body) ?? {};
      if (method === 'POST' && address.pathname === postCancelSpotOrders.path) return { data: [] };
      if (address.pathname === getSpotAccounts.path) return { data: options.accounts ?? [] };
      if (address.pathname === getSpotFee.path) {
        return { data: { currency_pair: 'BTC_USDT', maker_fee: '0.001', taker_fee: '0.002' } };
      }
      if (address.pathname === getSpotUserTrades.path) return { data: [] };
      if (address.pathname === getSpotOrders.path) {
        return {
          data: address.searchParams.get('status') === 'finished' ? (options.finished ?? []) : (options.open?.() ?? []),
        };
      }
      return { status: 404 };
    })();
    const status = answer.status ?? 200;
    const rule = answer.label === undefined ? {} : { label: answer.label, values: answer.values ?? {} };
    return Response.json(
      {
        code: answer.code ?? (status === 200 ? 0 : status),
        message: answer.message ?? '',
        data: answer.data ?? null,
        ...rule,
      },
      { status },
    );
  };
  return { calls, fetch, posts: () => calls.filter((c) => c.method === 'POST') };
}

const BALANCES: SpotAccount[] = [
  { currency: 'BTC', available: '0.5', locked: '0.01' },
  { currency: 'USDT', available: '1000', locked: '600' },
];

function renderTrading(
  api: ReturnType<typeof tradingApi>,
  options: { session?: Session; lastPrice?: string; locale?: 'ar' } = {},
) {
  return renderWithShell(
    <SpotTrading pair={BTC} lastPrice={options.lastPrice ?? '65000'}>
      <SpotOrderForm />
      <SpotAccountPanel />
    </SpotTrading>,
    { session: options.session ?? USER, fetch: api.fetch, locale: options.locale },
  );
}

const field = (testId: string): HTMLInputElement => {
  const element = screen.getByTestId(testId);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${testId} is not an input`);
  return element;
};
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const submitButton = () => {
  const button = screen.getByTestId('order-submit');
  if (!(button instanceof HTMLButtonElement)) throw new Error('order-submit is not a button');
  return button;
};
/** The balances have arrived (the form knows what is available). */
const balancesLoaded = () => waitFor(() => expect(screen.getByTestId('order-available').textContent).not.toBe('—'));

describe('order form: validation text as the API would say it (domain checkSpotOrder)', () => {
  it('a price off the tick: the text under the price, the field marked, no submit', async () => {
    // The field takes the tick's decimals when typed; a price from elsewhere (here the last
    // price with one decimal more) is still checked.
    renderTrading(tradingApi({ accounts: BALANCES }), { lastPrice: '65000.125' });
    expect(field('order-price').value).toBe('65000.125');
    const issue = screen.getByTestId('order-price-issue');
    expect(issue.textContent).toBe('The price must be a multiple of the tick 0.01.');
    expect(field('order-price').getAttribute('aria-invalid')).toBe('true');
    expect(field('order-price').getAttribute('aria-describedby')).toBe(issue.id);
    type('order-amount', '0.01');
    expect(submitButton().disabled).toBe(true);

    // Typed, the price keeps to the tick: a third decimal is refused.
    type('order-price', '65000.12');
    type('order-price', '65000.123');
    expect(field('order-price').value).toBe('65000.12');
    expect(screen.queryByTestId('order-price-issue')).toBeNull();
    await balancesLoaded();
    expect(submitButton().disabled).toBe(false);
  });

  it('a too-small order: the minimum under the amount (limit in base, market buy in quote)', async () => {
    renderTrading(tradingApi({ accounts: BALANCES }));
    type('order-amount', '0.0005');
    expect(screen.getByTestId('order-amount-issue').textContent).toBe(
      'Order too small: the amount must be at least 0.001 BTC.',
    );
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(screen.getByTestId('order-type-market'));
    // A market buy's amount is the quote to spend, and its label says so.
    expect(screen.getByLabelText('Total to spend (USDT)')).toBe(field('order-amount'));
    expect(screen.queryByTestId('order-price')).toBeNull();
    type('order-amount', '2');
    expect(screen.getByTestId('order-amount-issue').textContent).toBe('Order too small: spend at least 3 USDT.');
  });

  it('more than the available balance says what the order needs', async () => {
    renderTrading(tradingApi({ accounts: BALANCES }));
    await balancesLoaded();
    type('order-amount', '0.02');
    expect(screen.getByTestId('order-amount-issue').textContent).toBe(
      'Insufficient balance: the order needs 1,300 USDT available',
    );
  });
});

describe('order form: visitors', () => {
  it('a visitor gets Log in and Sign up in place of the form, and nothing is asked of the API', async () => {
    const api = tradingApi({});
    renderTrading(api, { session: loggedOutSession() });
    const visitor = screen.getByTestId('order-form-visitor');
    expect(screen.queryByTestId('order-form')).toBeNull();
    expect(within(visitor).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(visitor).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByTestId('orders-visitor')).toBeTruthy();

    // As the header's buttons: the registration micro-app in a dialog (loaded on first use).
    fireEvent.click(within(visitor).getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 5000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('/spot/'))).toEqual([]);
  });
});

describe('order form: the balance slider', () => {
  it('is a named range input whose marks set the amount from the available balance', async () => {
    renderTrading(tradingApi({ accounts: BALANCES }));
    const slider = screen.getByRole('slider', { name: 'Share of your available balance' });
    expect(slider.getAttribute('name')).toBe('percent');
    await balancesLoaded();
    expect(screen.getByTestId('order-available').textContent).toBe('1,000 USDT');

    // Limit buy at 65000 with 1000 USDT: half is 500 / 65000 = 0.00769…, cut to 4 decimals.
    fireEvent.change(slider, { target: { value: '50' } });
    expect(field('order-amount').value).toBe('0.0076');
    expect(screen.getByTestId('order-total').textContent).toBe('494 USDT');
    // The taker rate (0.2 %) of the BTC received.
    expect(screen.getByText('Estimated fee (0.2%)')).toBeTruthy();
    expect(screen.getByTestId('order-fee').textContent).toBe('0.0000152 BTC');

    // Sell: a share of the BTC.
    fireEvent.click(screen.getByTestId('order-side-sell'));
    expect(screen.getByTestId('order-available').textContent).toBe('0.5 BTC');
    fireEvent.click(screen.getByTestId('order-percent-100'));
    expect(field('order-amount').value).toBe('0.5');
    expect((slider as HTMLInputElement).value).toBe('100');
    expect(slider.getAttribute('aria-valuetext')).toBe('100%');
    // The CSP allows no style attributes in the page's HTML: everything is in the stylesheet.
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('order form: submitting', () => {
  it('posts the order form fields, clears the amount and refreshes the lists', async () => {
    setCsrfCookie();
    let placed = false;
    const api = tradingApi({
      accounts: BALANCES,
      open: () => (placed ? [order({ id: '7', price: '64000.5' })] : []),
      place: (body) => {
        placed = true;
        return { data: order({ id: '7', price: body.price ?? '0', amount: body.amount ?? '0' }) };
      },
    });
    renderTrading(api);
    await balancesLoaded();
    type('order-price', '64000.5');
    type('order-amount', '0.01');
    fireEvent.click(submitButton());

    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const [post] = api.posts();
    expect(post?.path).toBe(postSpotOrder.path);
    expect(post?.body).toEqual({
      currency_pair: 'BTC_USDT',
      type: 'limit',
      side: 'buy',
      amount: '0.01',
      price: '64000.5',
      text: expect.stringMatching(/^t-[a-z0-9]{1,28}$/),
    });
    expect(await screen.findByText('Order placed.')).toBeTruthy();
    expect(field('order-amount').value).toBe('');
    // The lists were read again after the order: it is in the open orders, with its Cancel.
    expect(await screen.findByTestId('cancel-order-7')).toBeTruthy();
    expect(screen.getByTestId('orders-tab-open').textContent).toBe('Open orders (1)');
  });

  it('a market buy posts the quote amount and no price', async () => {
    setCsrfCookie();
    const api = tradingApi({
      accounts: BALANCES,
      place: () => ({ data: order({ type: 'market', status: 'closed', finish_as: 'filled' }) }),
    });
    renderTrading(api);
    await balancesLoaded();
    fireEvent.click(screen.getByTestId('order-type-market'));
    type('order-amount', '100');
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      currency_pair: 'BTC_USDT',
      type: 'market',
      side: 'buy',
      amount: '100',
      text: expect.stringMatching(/^t-/),
    });
    expect(await screen.findByText('Order filled.')).toBeTruthy();
  });

  it("shows the API's refusal in the alert region and keeps what was typed", async () => {
    setCsrfCookie();
    const api = tradingApi({
      accounts: BALANCES,
      place: () => ({ code: 10001, message: 'Your account is in withdraw-only mode.' }),
    });
    renderTrading(api);
    await balancesLoaded();
    fireEvent.click(screen.getByTestId('order-side-sell'));
    type('order-amount', '0.1');
    fireEvent.click(submitButton());
    const alert = screen.getByTestId('order-error');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(alert.textContent).toBe('Your account is in withdraw-only mode.'));
    expect(field('order-amount').value).toBe('0.1');
  });

  it('says the rule a refusal names in the reader’s language (Arabic here), not the API’s English', async () => {
    setCsrfCookie();
    const api = tradingApi({
      accounts: BALANCES,
      place: () => ({
        status: 400,
        message:
          'Your account is in withdraw-only mode: you can cancel orders, close positions and withdraw, but not open new trades.',
        label: 'withdrawOnly',
        values: {},
      }),
    });
    renderTrading(api, { locale: 'ar' });
    await balancesLoaded();
    type('order-amount', '0.01');
    fireEvent.click(submitButton());
    const alert = screen.getByTestId('order-error');
    await waitFor(() => expect(alert.textContent).toBe(arTrade.rules.withdrawOnly));
    expect(arTrade.rules.withdrawOnly).not.toContain('withdraw');
    expect(alert.querySelector('[lang="en"]')).toBeNull();
  });

  it('a 429 says there were too many orders; the same order sent again keeps its client id', async () => {
    setCsrfCookie();
    const api = tradingApi({ accounts: BALANCES, place: () => ({ status: 429 }) });
    renderTrading(api);
    await balancesLoaded();
    type('order-amount', '0.01');
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('order-error').textContent).toBe(
        'Too many orders in a short time. Please wait a moment and try again.',
      ),
    );
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    const [first, second] = api.posts();
    expect(second?.body.text).toBe(first?.body.text);
  });
});

describe('account panel: balances, lists, cancels', () => {
  it('shows both balances and the open orders; Cancel and Cancel all post and refresh', async () => {
    setCsrfCookie();
    let open = [order({ id: '11' }), order({ id: '12', side: 'sell', type: 'limit', price: '70000' })];
    const api = tradingApi({
      accounts: BALANCES,
      open: () => open,
      cancel: (body) => {
        open = open.filter((o) => o.id !== body.order_id);
        return { data: order({ id: body.order_id ?? '', status: 'cancelled', finish_as: 'cancelled' }) };
      },
    });
    renderTrading(api);
    const btc = await screen.findByTestId('balance-BTC');
    await waitFor(() => expect(screen.getByTestId('balance-BTC-available').textContent).toBe('0.5'));
    expect(btc.textContent).toContain('In orders');
    expect(screen.getByTestId('balance-USDT-locked').textContent).toBe('600');

    const table = await screen.findByTestId('open-orders');
    await waitFor(() => expect(within(table).getAllByTestId('order-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('cancel-order-11'));
    await waitFor(() => expect(screen.queryByTestId('cancel-order-11')).toBeNull());
    expect(api.posts()[0]).toMatchObject({
      path: postCancelSpotOrder.path,
      body: { order_id: '11', currency_pair: 'BTC_USDT' },
    });

    fireEvent.click(screen.getByTestId('cancel-all-orders'));
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    expect(api.posts()[1]).toMatchObject({ path: postCancelSpotOrders.path, body: { currency_pair: 'BTC_USDT' } });
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('the lists are keyboard tabs; the history is read when its tab is chosen', async () => {
    const api = tradingApi({
      accounts: BALANCES,
      finished: [
        order({ id: '21', status: 'closed', finish_as: 'filled', filled_amount: '0.01', avg_deal_price: '59999.5' }),
      ],
    });
    renderTrading(api);
    const tabs = within(screen.getByRole('tablist', { name: 'Your orders' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(api.calls.some((c) => c.query.status === 'finished')).toBe(false);

    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    const history = screen.getByTestId('order-history');
    expect(history.hidden).toBe(false);
    expect(screen.getByTestId('open-orders').hidden).toBe(true);
    // The status column says how it ended; the average price is shown beside the limit price.
    const row = await within(history).findByTestId('order-row');
    expect(row.lastElementChild?.textContent).toBe('Filled');
    expect(row.textContent).toContain('59,999.5');
    expect(api.calls.some((c) => c.query.status === 'finished' && c.query.currency_pair === 'BTC_USDT')).toBe(true);

    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'End' });
    expect(screen.getByTestId('my-trades').hidden).toBe(false);
    expect(await within(screen.getByTestId('my-trades')).findByText('No trades yet.')).toBeTruthy();
  });
});

describe('account reading: every 3 s while the page is visible', () => {
  it('reads again on the interval, not while hidden, and at once when shown again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let visibility: DocumentVisibilityState = 'visible';
    const restore = Object.getOwnPropertyDescriptor(document, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      const api = tradingApi({ accounts: BALANCES });
      renderTrading(api);
      const reads = () => api.calls.filter((c) => c.path === getSpotAccounts.path).length;
      await waitFor(() => expect(reads()).toBe(1));

      vi.advanceTimersByTime(SPOT_POLL_MS);
      await waitFor(() => expect(reads()).toBe(2));

      visibility = 'hidden';
      vi.advanceTimersByTime(SPOT_POLL_MS * 3);
      await new Promise((done) => setTimeout(done, 20));
      expect(reads()).toBe(2);

      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(reads()).toBe(3));
    } finally {
      if (restore) Object.defineProperty(document, 'visibilityState', restore);
      else Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});

describe('right to left (Arabic)', () => {
  it('translates the form, keeps numbers left to right and mirrors the tab arrows', () => {
    renderTrading(tradingApi({ accounts: BALANCES }), { locale: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('order-submit').textContent).toBe('شراء BTC');
    expect(field('order-price').getAttribute('dir')).toBe('ltr');
    const limit = screen.getByTestId('order-type-limit');
    limit.focus();
    // On a right-to-left page the next tab is to the left.
    fireEvent.keyDown(limit, { key: 'ArrowLeft' });
    expect(screen.getByTestId('order-type-market').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('order-type-market'));
  });

  it('says what is wrong with the order in Arabic (the rule code, not the API’s English)', () => {
    renderTrading(tradingApi({ accounts: BALANCES }), { locale: 'ar' });
    type('order-amount', '0.0005');
    const issue = screen.getByTestId('order-amount-issue');
    expect(issue.textContent).toBe('الأمر صغير جدًا: يجب ألا تقل الكمية عن 0.001 BTC.');
    expect(issue.getAttribute('lang')).toBeNull();
  });
});
