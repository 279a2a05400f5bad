import { getDevAnalyticsEvents, storedAnalyticsEvents } from '@meridian/contracts';
import { ANALYTICS_FLUSH_DELAY_MS } from '@meridian/domain';
import { z } from 'zod';
import { expect, test } from './fixtures';
import type { Page } from './test';
import { E2E_PORTS, originOf } from './ports';

// Issue 13's analytics events (widgets §4, §7) through the collector of decision 0051: each event
// the page sends is stored once, with the account; where consent is required (the EU site) nothing
// leaves the page before "Accept all".

const listing = z.object({ data: storedAnalyticsEvents });
type Sent = { id: string; name: string; path: string; props: Record<string, unknown> };

/** Every event the page posts to the collector, in order. */
function recordAnalytics(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/web/v1/analytics/events')) {
      sent.push(...(request.postDataJSON() as { events: Sent[] }).events);
    }
  });
  return sent;
}

/** The events these tests are about (the home page's marketing sends its own: banner views, experiments). */
const isKycOrPageView = (event: { name: string }) => event.name === 'common_kyc_event' || event.name === 'page_view';

test.describe('kyc-none: KYC analytics events', () => {
  test.use({ demoAccount: 'kyc-none', kycUpgradeNotice: true });

  test('common_kyc_event for the notice and its button, a page view per path under the KYC tip bar; each stored once', async ({
    page,
    request,
  }) => {
    const sent = recordAnalytics(page);
    await page.goto('/');
    await page.getByTestId('kyc-notice-upgrade').getByRole('button', { name: 'Later' }).click();
    await expect(page.getByRole('region', { name: 'Identity verification' })).toBeVisible();
    // The bar's page view (at hydration) and the notice's (loaded after its call) may come in either order.
    await expect
      .poll(() =>
        sent
          .filter(isKycOrPageView)
          .map((e) => `${e.name} ${String(e.props.action ?? e.props.component)} ${String(e.props.button)}`)
          .sort(),
      )
      .toEqual(['common_kyc_event click later', 'common_kyc_event show undefined', 'page_view kyc_tip_bar undefined']);
    // widgets §4 "A page-view event is sent when the path changes".
    await page.getByRole('banner').getByRole('link', { name: 'Markets' }).first().click();
    await expect(page).toHaveURL(/\/price/);
    await expect.poll(() => sent.filter((e) => e.name === 'page_view').map((e) => e.path)).toEqual(['/', '/price']);

    // Arrived once each, with the account.
    const stored = listing.parse(await (await request.get(originOf(E2E_PORTS.web) + getDevAnalyticsEvents.path)).json())
      .data.events;
    for (const event of sent) {
      const rows = stored.filter((row) => row.id === event.id);
      expect(rows, event.name).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: event.name, path: event.path, props: event.props });
      expect(rows[0]?.uid).toEqual(expect.any(Number));
    }
    expect(new Set(sent.map((e) => e.id)).size).toBe(sent.length);
  });

  test('on the EU site nothing is sent before "Accept all"; then what waited', async ({ page }) => {
    const sent = recordAnalytics(page);
    await page.goto('/en-eu/');
    await page.getByTestId('kyc-notice-upgrade').getByRole('button', { name: 'Later' }).click();
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    // Past the queue's delay: still nothing.
    await page.waitForTimeout(ANALYTICS_FLUSH_DELAY_MS + 500);
    expect(sent).toEqual([]);
    await bar.getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() =>
        sent
          .filter(isKycOrPageView)
          .map((e) => e.name)
          .sort(),
      )
      .toEqual(['common_kyc_event', 'common_kyc_event', 'page_view']);
  });
});
