import { NEW_USER_POPUP_COUNTER_KEY, VIP_POPUP_SESSION_KEY } from '@meridian/domain';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_FLOATING_BANNER_IDS } from '../apps/api/src/db/marketing-seed';
import {
  BANNER_CLOSED_KEY,
  REWARD_MODAL_SHOWN_KEY,
} from '../apps/web/app/features/app-download-promo/banner-environment';
import { CLOSED_BANNERS_KEY } from '../apps/web/app/features/marketing-banners/banner-memory';

export * from '@playwright/test';

// The page scripts load after the first paint (decision 0032): `page.goto` resolves on the load
// event, which no longer waits for them, so a test could click a button React has not hydrated
// yet. This `test` gives each test a page whose goto and reload also wait for hydration.

/**
 * Wait until React has hydrated the page: the body carries React's props once the whole tree has
 * hydrated (React completes a parent after its children). A page without React Router's scripts
 * (JSON, a micro-app document, JavaScript disabled) is left as it is; a page that never hydrates is
 * left to the test's own assertions after 10 s.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !('__reactRouterContext' in window) ||
        Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactProps$')),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * The KYC-upgrade notice (widgets §4) opens once per 12 hours, by its cookie, over every page of an
 * account below KYC level 2, new accounts included. A test about something else starts as someone
 * who saw it already (the cookie is set in every page before its scripts run); a test about the
 * notice says `test.use({ kycUpgradeNotice: true })`.
 */
const KYC_UPGRADE_COOKIE = 'kyc_upgrade_within_shelf_life';

/**
 * The home page's marketing pop-ups (widgets §4: the new-user reward for visitors, the VIP pop-up
 * for members) and its top and bottom bars cover parts of it after load. A test about something
 * else starts as someone who saw today's four pop-ups and this session's VIP pop-up and closed the
 * demo's bars, the phone app-download banner and the download reward modal; a test about them says `test.use({ marketingPopups: true })`.
 */
function seenMarketingPopups({
  counterKey,
  vipKey,
  closedKey,
  closedBars,
  appBannerKey,
  rewardKey,
}: {
  counterKey: string;
  vipKey: string;
  closedKey: string;
  closedBars: number[];
  appBannerKey: string;
  rewardKey: string;
}): void {
  try {
    if (localStorage.getItem(counterKey) === null) localStorage.setItem(counterKey, `4/${Date.now()}`);
    sessionStorage.setItem(vipKey, 'seen');
    if (sessionStorage.getItem(closedKey) === null) sessionStorage.setItem(closedKey, JSON.stringify(closedBars));
    sessionStorage.setItem(appBannerKey, '1');
    sessionStorage.setItem(rewardKey, '1');
  } catch {
    // A page without storage (an opaque origin) has no pop-ups either.
  }
}

/** A context (one the fixture did not make too) whose pages start with the marketing seen and closed. */
export async function withMarketingSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(seenMarketingPopups, {
    counterKey: NEW_USER_POPUP_COUNTER_KEY,
    vipKey: VIP_POPUP_SESSION_KEY,
    closedKey: CLOSED_BANNERS_KEY,
    closedBars: Object.values(DEMO_FLOATING_BANNER_IDS),
    appBannerKey: BANNER_CLOSED_KEY,
    rewardKey: REWARD_MODAL_SHOWN_KEY,
  });
}

export const test = base.extend<{ kycUpgradeNotice: boolean; marketingPopups: boolean }>({
  kycUpgradeNotice: [false, { option: true }],
  marketingPopups: [false, { option: true }],
  context: async ({ context, kycUpgradeNotice, marketingPopups }, use) => {
    if (!marketingPopups) await withMarketingSeen(context);
    if (!kycUpgradeNotice) {
      await context.addInitScript((name) => {
        if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`)))
          document.cookie = `${name}=1; Path=/; Max-Age=43200; SameSite=Lax`;
      }, KYC_UPGRADE_COOKIE);
    }
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await pageHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await pageHydrated(page);
      return response;
    };
    await use(page);
  },
});
