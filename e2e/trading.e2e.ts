import { readFileSync } from 'node:fs';
import { postCancelSpotOrder, postSpotOrder } from '@meridian/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@meridian/domain';
import { createMarketEngine } from '../apps/api/src/services/market/market-engine';
import { expect, test } from './fixtures';
import { hydrated } from './route-table';

// Issue 12 "Done when", in Chromium: a demo user places a limit buy that fills when the price
// crosses and sees the marker on the chart; opens a long, sees its position line, sets TP/SL from
// the line, reverses it, closes it, and the balance moves by the realised PnL minus fees; a
// visitor sees Log in / Sign up in place of the order form.

test.describe('a visitor', () => {
  test('sees Log in and Sign up in place of the order forms', async ({ page }) => {
    await page.goto('/trade/BTC_USDT');
    const visitor = page.getByTestId('order-form-visitor');
    await expect(visitor.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByTestId('order-form')).toHaveCount(0);
    await page.goto('/futures/USDT/BTC_USDT');
    await expect(page.getByTestId('futures-visitor').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('funding-note')).toBeVisible();
  });
});

test.describe('spot trading', () => {
  test.use({ demoAccount: 'kyc-3' });

  test('a limit buy under the price rests, fills when the market crosses it, and its marker reaches the chart', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The reference market is a pure function of the pair and the time (decision 0033), so the
    // test reads the next minutes and picks a price the market stays above while the order is
    // placed (no fill at once, on however slow a machine) and trades through afterwards.
    await page.goto('/trade/ETH_USDT');
    const form = page.getByTestId('order-form');
    await hydrated(form);
    await page.getByTestId('order-side-buy').click();
    await page.getByTestId('order-type-limit').click();
    const plan = restingBuyPlan('ETH_USDT', Date.now());
    await page.getByTestId('order-price').fill(plan.price);
    await page.getByTestId('order-amount').fill('0.01');
    await waitUntil(plan.placeFromMs);
    expect(Date.now(), 'the order is placed inside the planned quiet window').toBeLessThan(plan.placeByMs);
    await page.getByTestId('order-submit').click();
    const openOrders = page.getByTestId('open-orders');
    const row = openOrders.getByTestId('order-row').first();
    await expect(row).toBeVisible();
    const id = await row.getAttribute('data-order-id');
    // The matcher fills it once the market trades at or under its price.
    await expect(openOrders.locator(`[data-order-id="${id}"]`)).toHaveCount(0, {
      timeout: plan.fillsByMs - Date.now() + 15_000,
    });
    const chart = page.locator('section.price-chart');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-markers')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByRole('tab', { name: /My trades/ }).click();
    await expect(page.getByTestId('my-trades').getByTestId('trade-row').first()).toBeVisible();
  });

  test('an order placed elsewhere (another tab) reaches the lists through the account’s private channel', async ({
    page,
    context,
  }) => {
    // Every socket of the page: the market's, and the account's own (opened logged in, so its
    // upgrade carries the session cookie). The account's news is what this test listens for.
    const news: string[] = [];
    const subscriptions: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { channel?: string; event?: string };
        if (frame.event === 'subscribe' && frame.channel?.startsWith('spot.o')) subscriptions.push(frame.channel);
      });
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { channel?: string; event?: string; error?: unknown };
        if (frame.event === 'update' && frame.channel === 'spot.orders' && !frame.error) news.push(frame.channel);
      });
    });
    await page.goto('/trade/BTC_USDT');
    await hydrated(page.getByTestId('order-form'));
    await expect.poll(() => subscriptions, { timeout: 15_000 }).toContain('spot.orders');
    const openOrders = page.getByTestId('open-orders');
    await expect(openOrders).toBeVisible();
    // The other tab: the same session, far under the price (it rests).
    const origin = new URL(page.url()).origin;
    const csrf = (await context.cookies(origin)).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
    const placed = await page.request.post(`${origin}${postSpotOrder.path}`, {
      form: { currency_pair: 'BTC_USDT', side: 'buy', amount: '0.01', price: '1000', text: `t-tab-${Date.now()}` },
      headers: { [CSRF_HEADER]: csrf },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const id = ((await placed.json()) as { data: { id: string } }).data.id;
    await expect.poll(() => news.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await expect(openOrders.locator(`[data-order-id="${id}"]`)).toBeVisible();
    // Cancelled from the other tab too: the row goes (the account's news again).
    const cancelled = await page.request.post(`${origin}${postCancelSpotOrder.path}`, {
      form: { order_id: id, currency_pair: 'BTC_USDT' },
      headers: { [CSRF_HEADER]: csrf },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect(openOrders.locator(`[data-order-id="${id}"]`)).toHaveCount(0);
  });

  test('a refusal says why: an order beyond the balance', async ({ page }) => {
    await page.goto('/trade/BTC_USDT');
    await hydrated(page.getByTestId('order-form'));
    await page.getByTestId('order-side-buy').click();
    await page.getByTestId('order-type-limit').click();
    await page.getByTestId('order-price').fill('90000');
    await page.getByTestId('order-amount').fill('500');
    await expect(page.getByTestId('order-amount-issue').or(page.getByTestId('order-form-issue'))).toContainText(
      /Insufficient balance|needs/,
    );
  });
});

/** The German trading catalog, as the page says its texts. */
const deTrade = JSON.parse(
  readFileSync(new URL('../apps/web/app/i18n/messages/de/trade.json', import.meta.url), 'utf8'),
) as { rules: Record<string, string> };

test.describe('a refusal only the server knows, in the reader’s language', () => {
  test.use({ demoAccount: 'withdraw-only' });

  test('a withdraw-only account placing an order on the German page reads why in German', async ({ page }) => {
    await page.goto('/de/trade/BTC_USDT');
    await hydrated(page.getByTestId('order-form'));
    await page.getByTestId('order-side-buy').click();
    await page.getByTestId('order-type-limit').click();
    // Whole numbers: the German page writes decimals with a comma. 1 BTC at 1,000 USDT rests far
    // under the market and the account holds the USDT, so the page itself finds nothing wrong.
    await page.getByTestId('order-price').fill('1000');
    await page.getByTestId('order-amount').fill('1');
    // The POST's answer (the page also reads the order lists, on the same path, every few seconds).
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === postSpotOrder.path,
    );
    await page.getByTestId('order-submit').click();
    // The API refuses (it alone knows the account is withdraw-only) and names the rule.
    const refusal = (await (await answered).json()) as { label?: string; message: string };
    expect(refusal).toMatchObject({ label: 'withdrawOnly', message: expect.stringContaining('withdraw-only') });
    const alert = page.getByTestId('order-error');
    const german = deTrade.rules['withdrawOnly'] ?? '';
    expect(german).not.toBe('');
    await expect(alert).toContainText(german);
    await expect(alert).not.toContainText('withdraw-only');
    await expect(alert.locator('[lang="en"]')).toHaveCount(0);
  });
});

test.describe('futures', () => {
  test.use({ demoAccount: 'kyc-2' });

  test('open a long, see its line, set TP/SL from the line, reverse, close: the balance moves by PnL minus fees', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/futures/USDT/BTC_USDT');
    const form = page.getByTestId('futures-form');
    await hydrated(form);
    const available = page.getByTestId('futures-available');
    await expect(available).toHaveAttribute('data-value', /\d/);
    const before = Number(await available.getAttribute('data-value'));
    await page.getByTestId('futures-size').fill('0.01');
    // Leverage: one step up from the default with the keyboard (a range input).
    await page.getByTestId('futures-leverage').press('ArrowRight');
    await page.getByTestId('futures-side-long').click();
    await page.getByTestId('futures-submit').click();
    const row = page.getByTestId('futures-positions').getByTestId('position-row').first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Long/);
    // The position line on the chart, with its buttons.
    const line = page.getByTestId('chart-position-line').first();
    await expect(line).toBeVisible({ timeout: 15_000 });

    // TP/SL from the line: a take profit 5 % above and a stop 5 % below the mark.
    await line.getByTestId('chart-line-tpsl').click();
    const dialog = page.getByTestId('tpsl-dialog');
    await expect(dialog).toBeVisible();
    const mark = Number(await row.getAttribute('data-mark-price'));
    await dialog.getByTestId('tpsl-tp').fill((mark * 1.05).toFixed(1));
    await dialog.getByTestId('tpsl-sl').fill((mark * 0.95).toFixed(1));
    await dialog.getByTestId('tpsl-save').click();
    await expect(dialog).toBeHidden();
    const shown = (value: number) =>
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Number(value.toFixed(1)));
    await expect(row).toContainText(`TP ${shown(mark * 1.05)}`);
    await expect(row).toContainText(`SL ${shown(mark * 0.95)}`);

    // Reverse from the line: confirm, then the row is a short of the same size.
    await page.getByTestId('chart-line-reverse').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('futures-positions').getByTestId('position-row').first()).toContainText(/Short/);

    // Close from the table: confirm; the row and the line disappear.
    await page.getByTestId('futures-positions').getByTestId('position-close').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('futures-positions').getByTestId('position-row')).toHaveCount(0);
    await expect(page.getByTestId('chart-position-line')).toHaveCount(0);

    // The closed positions say what was realised; the balance moved by it minus every fee.
    await page
      .getByRole('tab', { name: /Closed|History/i })
      .first()
      .click();
    const closed = page.getByTestId('closed-position-row');
    await expect(closed.first()).toBeVisible();
    const trades = await page.request.get('/api/web/v1/futures/usdt/my_trades?contract=BTC_USDT');
    const list = ((await trades.json()) as { data: Array<{ pnl: string; fee: string }> }).data.slice(0, 4);
    const realised = list.reduce((sum, t) => sum + Number(t.pnl) - Number(t.fee), 0);
    await expect
      .poll(async () => {
        const after = Number(await available.getAttribute('data-value'));
        return Math.abs(after - (before + realised));
      })
      .toBeLessThan(0.01);
  });
});

/** Seconds in which the order is placed: the market stays above its price all along. */
const QUIET_MS = 10_000;
/** How far ahead a trade through the price is looked for, after the quiet window. */
const FILL_WINDOW_MS = 90_000;

/**
 * A limit buy price on `pair` that neither the book's best ask nor any public trade reaches from
 * `placeFromMs` for QUIET_MS, and that a public trade reaches within FILL_WINDOW_MS after that.
 * Tries start times 2 s apart until the market's path has such a dip.
 */
function restingBuyPlan(pair: string, nowMs: number) {
  const engine = createMarketEngine();
  const decimals = engine.pair(pair)?.precision ?? 2;
  const tick = 10 ** -decimals;
  const lowest = (fromMs: number, toMs: number) => {
    let low = Number.POSITIVE_INFINITY;
    for (let second = Math.floor(fromMs / 1000); second <= Math.floor(toMs / 1000); second += 1) {
      const ask = engine.orderBook(pair, second * 1000 + 999, { limit: 1 })?.asks[0]?.[0];
      if (ask !== undefined) low = Math.min(low, Number(ask));
      for (const trade of engine.tradesInSecond(pair, second, second * 1000 + 999))
        low = Math.min(low, Number(trade.price));
    }
    return low;
  };
  for (let startMs = nowMs + 2_000; startMs < nowMs + 120_000; startMs += 2_000) {
    const price = lowest(startMs - 1_000, startMs + QUIET_MS) - tick;
    const fillsByMs = startMs + QUIET_MS + FILL_WINDOW_MS;
    if (lowest(startMs + QUIET_MS + 1_000, fillsByMs) <= price) {
      return {
        price: price.toFixed(decimals),
        placeFromMs: startMs,
        placeByMs: startMs + QUIET_MS / 2,
        fillsByMs,
      };
    }
  }
  throw new Error(`The market on ${pair} has no dip in the next minutes`);
}

async function waitUntil(ms: number) {
  const wait = ms - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
