import { APP_BANNER_EXCLUDED_COUNTRY } from '../account/user-info';
import { PHONE_MAX_WIDTH_PX } from '../device/device-helpers';
import type { PageDownloadLinks } from '../http/coin-icons';
import type { NativePlatform } from '../native/native-app';
import { appStoreUrl } from '../pages/app-download';
import { APP_DOWNLOAD_PATH } from '../pages/site-page-routing';
import type { SiteKey } from '../sites/site-ids';
import { isPageUnder, pagePathOf } from './page-path';

// shell §2 "Floating UI: Bottom app-download banner on phones"; shell §4 "App-download banner";
// shell §9 "Download banner | tap debounce 200 ms; view event 1 s after display; phone breakpoint 768px".

/** shell §9 "Download banner: tap debounce 200 ms". */
export const BANNER_TAP_DEBOUNCE_MS = 200;

/** shell §4 "Events: view (1 s after display)"; shell §9 "view event 1 s after display". */
export const BANNER_VIEW_EVENT_DELAY_MS = 1000;

/** shell §4 "region is main or Turkey": the sites whose phones see the banner. */
export const APP_DOWNLOAD_BANNER_SITES: readonly SiteKey[] = Object.freeze(['main', 'turkey']);

/**
 * shell §4 "path not in the excluded list" (the spec does not give the list; ours). Each entry also
 * covers the pages under it. A bottom banner is left off where it would be in the way:
 * - /login, /signup: a form that fills a phone's screen; the banner would cover its submit button
 *   and pull the visitor away halfway through signing up;
 * - /appdownload, /mobileapp (Turkey's, shell §2), /campaigns (the app-download rewards page): the
 *   page is itself the download offer;
 * - /trade, /futures, /futures-delivery, /options: the phone layout keeps the buy/sell buttons in a
 *   bar at the bottom of the screen, where the banner would sit;
 * - /state_compliance_tips: a restricted visitor is told why they cannot use the product, not
 *   invited to install it.
 */
export const APP_DOWNLOAD_BANNER_EXCLUDED_PATHS: readonly string[] = Object.freeze([
  '/login',
  '/signup',
  '/appdownload',
  '/mobileapp',
  '/campaigns',
  '/trade',
  '/futures',
  '/futures-delivery',
  '/options',
  '/state_compliance_tips',
]);

export interface AppDownloadBannerInput {
  /** The screen (viewport) width in CSS px. */
  width: number;
  /** The session config hides it (shell §4 "not hidden by session config"). */
  hiddenBySession: boolean;
  siteKey: SiteKey;
  /** The compliance check's limit.is_uk_limit (shell §3). */
  ukLimited: boolean;
  /** User info `country` (shell §3; 0 when logged out). */
  country: number;
  /** User info `verified`, the KYC level (shell §3; 0 when none). */
  verified: number;
  /** The browser path; a locale prefix, query and trailing slash do not matter. */
  path: string;
  /** Defaults to APP_DOWNLOAD_BANNER_EXCLUDED_PATHS. */
  excludedPaths?: readonly string[] | undefined;
}

/**
 * shell §4 "Shown only when all hold: screen width at most 768px (phone), not hidden by session
 * config, region is main or Turkey, not UK-limited, not hidden for verified users of country 233,
 * and path not in the excluded list." Any KYC level other than 0 counts as verified here: the
 * banner is hidden from the country's users once they have any verified identity.
 */
export function appDownloadBannerVisible(input: AppDownloadBannerInput): boolean {
  if (!(input.width > 0 && input.width <= PHONE_MAX_WIDTH_PX)) return false;
  if (input.hiddenBySession || input.ukLimited) return false;
  if (!APP_DOWNLOAD_BANNER_SITES.includes(input.siteKey)) return false;
  if (input.country === APP_BANNER_EXCLUDED_COUNTRY && input.verified !== 0) return false;
  const page = pagePathOf(input.path);
  return !(input.excludedPaths ?? APP_DOWNLOAD_BANNER_EXCLUDED_PATHS).some((excluded) => isPageUnder(page, excluded));
}

/**
 * shell §9 "tap debounce 200 ms": whether a tap at `now` counts, given when the tap before it was
 * (counted or not; undefined for the first). A tap counts only after 200 ms without taps, so a
 * double tap opens the app once. A previous tap later than `now` (the clock moved back) is not
 * trusted, and the tap counts.
 */
export function bannerTapCounts(lastTapAt: number | undefined, now: number): boolean {
  return lastTapAt === undefined || lastTapAt > now || now - lastTapAt >= BANNER_TAP_DEBOUNCE_MS;
}

/** shell §4 "Events: view (1 s after display)": when the view event is due for a banner shown at `displayedAt`. */
export function bannerViewEventAt(displayedAt: number): number {
  return displayedAt + BANNER_VIEW_EVENT_DELAY_MS;
}

/** The scheme of the app's deep links (ours): `meridian://open?url=<page path>` opens that page in the app. */
export const APP_DEEP_LINK_SCHEME = 'meridian';

/**
 * shell §4 "Tapping opens the app link": the deep link that opens page `path` (a path of the site,
 * e.g. `/trade/BTC_USDT`) in the installed app. The browser ignores it when the app is not installed,
 * which is why the tap also navigates to the store link.
 */
export function appOpenLink(path: string): string {
  const page = path.startsWith('/') ? path : `/${path}`;
  return `${APP_DEEP_LINK_SCHEME}://open?url=${encodeURIComponent(page)}`;
}

export interface StoreLinkOptions {
  site: SiteKey;
  /** The visitor is served the Chinese-mainland package (a `cn` locale): china_apk instead of overseas_apk. */
  china?: boolean | undefined;
}

/**
 * shell §4 "navigates to the store link", for a phone's platform. iOS: the App Store. Android: the
 * APK that the page download links config names (shell §3 "china_apk and overseas_apk"), since that
 * file is the operators' switch and changes without a release; the Google Play listing when the
 * config has no APK (it falls back to an empty object, shell §7).
 */
export function appStoreLink(platform: NativePlatform, links: PageDownloadLinks, options: StoreLinkOptions): string {
  if (platform === 'ios') return appStoreUrl('appStore', options.site);
  const apk = (options.china ? links.china_apk : links.overseas_apk)?.trim();
  return apk ? apk : appStoreUrl('googlePlay', options.site);
}

export interface PageDownloadLinkOptions {
  /** The phone page (the config's `h5` entry) rather than the desktop one (`web`). */
  h5: boolean;
  /** The site's app download page (SiteConfig.appDownloadPath: /appdownload, Turkey /mobileapp). */
  downloadPath?: string | undefined;
}

/** The config's entry for a page: keyed by the page path without locale prefix (`/`, `/futures` ...). */
function pageEntry(links: PageDownloadLinks, page: string): { web: { c: string }; h5: { c: string } } | undefined {
  const pages = links.pages ?? {};
  const keys = Object.keys(pages).filter((key) => isPageUnder(page, key));
  // The most specific key wins: `/futures/usdt` over `/futures`.
  const key = keys.sort((a, b) => pagePathOf(b).length - pagePathOf(a).length)[0];
  return key === undefined ? undefined : pages[key];
}

/**
 * The link to the app download page from page `path`, keeping the page's channel: shell §3 "Page
 * download links config: per path, web and h5 entries with a c parameter". The `c` of the page's
 * entry (h5 on phones, web otherwise) goes on as `?c=`, so downloads are counted per page; a page
 * without an entry, or with an empty `c`, links to the download page as it is.
 */
export function pageDownloadLink(links: PageDownloadLinks, path: string, options: PageDownloadLinkOptions): string {
  const target = options.downloadPath ?? APP_DOWNLOAD_PATH;
  const entry = pageEntry(links, pagePathOf(path));
  const c = (options.h5 ? entry?.h5?.c : entry?.web?.c)?.trim();
  if (!c) return target;
  return `${target}${target.includes('?') ? '&' : '?'}c=${encodeURIComponent(c)}`;
}
