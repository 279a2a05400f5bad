import { canShareImageV3, type NativeApp } from '../native/native-app';
import { INVITE_CODE_PATTERN, REFERRAL_KEYS } from '../referral/referral';

// shell §3 share modal props and share sources, shell §5 native share gate (issue 15, share modal).

/**
 * shell §3 "Share sources (values): futures_position, rewards_hub, ... launchpad_share", and
 * "source (default All)": the page or card a share was opened from.
 */
export const SHARE_SOURCES = [
  'All',
  'futures_position',
  'rewards_hub',
  'copytrading_post',
  'option_position',
  'orbrnft',
  'download-reward',
  'event_share',
  'season_share',
  'card_share',
  'news_share',
  'board_share',
  'revenue_share',
  'f1_share',
  'competition_futures',
  'vip-airdrop',
  'simple_earn',
  'dual_investment',
  'startup_mining',
  'alpha_position',
  'mybot_list',
  'vip_challenge',
  'referral_earn_voucher',
  'usd1_stablecoin_rewards',
  'promo',
  'vip_friday_lucky_draw',
  'futures_mall',
  'launchpad_share',
] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

/** Whether a value from outside (a query, a stored setting) is one of the spec's share sources. */
export function isShareSource(value: unknown): value is ShareSource {
  return typeof value === 'string' && (SHARE_SOURCES as readonly string[]).includes(value);
}

/**
 * The ways a share modal offers (ours: the spec names `forbiddenWays` but not its values):
 * the poster as a PNG file, the link copied, the browser's share sheet (Web Share API), and the
 * app's own share (shell §7 "Native bridge calls: shareImageV3, and native share").
 */
export const SHARE_WAYS = ['app', 'system', 'download', 'copy'] as const;
export type ShareWay = (typeof SHARE_WAYS)[number];

/** A poster's proportions: width to height. */
export interface AspectRatio {
  readonly width: number;
  readonly height: number;
}

/**
 * The poster's theme (ours: the spec names only the default 0). 0 draws dark text on a light
 * background; 1 light text on a dark one. Any other number draws as 0.
 */
export const SHARE_THEMES = { light: 0, dark: 1 } as const;

/** shell §3 "Share defaults: aspect ratio 3x4, theme 0", and "source (default All)". */
export const SHARE_DEFAULTS = Object.freeze({
  source: 'All',
  aspectRatio: Object.freeze({ width: 3, height: 4 }),
  theme: SHARE_THEMES.light,
} as const satisfies { source: ShareSource; aspectRatio: AspectRatio; theme: number });

/** The poster's width in pixels; its height follows from the aspect ratio (3x4: 750 by 1000). */
export const POSTER_WIDTH = 750;

/**
 * shell §3 "Share modal props: subWebsiteId, shareContent, source (default All), url,
 * posterContent, title, imgSrc, forbiddenWays, refCode, isLogin", with the two defaults of the
 * same line (aspect ratio, theme). Only `url` is required.
 */
export interface ShareProps {
  /** The regional site the shared page belongs to (shell §3 site ids); the page's site when absent. */
  subWebsiteId?: number;
  /** The text shared with the link (the share sheet's text). */
  shareContent?: string;
  source?: ShareSource;
  /** The page to share; the referral code is added to it (shareLink). */
  url: string;
  /** The text printed on the poster under the title. */
  posterContent?: string;
  title?: string;
  /** A picture for the top of the poster: drawn only when it is on the page's own origin. */
  imgSrc?: string;
  /** Ways not to offer (SHARE_WAYS); other values are ignored. */
  forbiddenWays?: readonly string[];
  /** The sharer's invite code; a logged-in sharer's own code is looked up when absent. */
  refCode?: string;
  isLogin?: boolean;
  aspectRatio?: AspectRatio;
  theme?: number;
}

/** The props with every default applied. */
export interface ResolvedShareProps extends Required<
  Pick<ShareProps, 'url' | 'source' | 'aspectRatio' | 'theme' | 'forbiddenWays' | 'isLogin'>
> {
  subWebsiteId: number | undefined;
  shareContent: string;
  posterContent: string;
  title: string;
  imgSrc: string | undefined;
  refCode: string | undefined;
}

/** A usable aspect ratio: two positive finite numbers (else the default 3x4). */
function aspectRatioOrDefault(ratio: AspectRatio | undefined): AspectRatio {
  if (!ratio) return SHARE_DEFAULTS.aspectRatio;
  const ok = (n: number) => Number.isFinite(n) && n > 0;
  return ok(ratio.width) && ok(ratio.height) ? ratio : SHARE_DEFAULTS.aspectRatio;
}

/** shell §3: the share props with the spec's defaults (source All, aspect ratio 3x4, theme 0). */
export function withShareDefaults(props: ShareProps): ResolvedShareProps {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const refCode = text(props.refCode);
  const imgSrc = text(props.imgSrc);
  return {
    url: props.url,
    source: isShareSource(props.source) ? props.source : SHARE_DEFAULTS.source,
    aspectRatio: aspectRatioOrDefault(props.aspectRatio),
    theme: props.theme === SHARE_THEMES.dark ? SHARE_THEMES.dark : SHARE_DEFAULTS.theme,
    forbiddenWays: props.forbiddenWays ?? [],
    isLogin: props.isLogin ?? false,
    subWebsiteId: props.subWebsiteId,
    shareContent: text(props.shareContent),
    posterContent: text(props.posterContent),
    title: text(props.title),
    imgSrc: imgSrc === '' ? undefined : imgSrc,
    refCode: refCode === '' ? undefined : refCode,
  };
}

/** The poster's size in pixels for an aspect ratio: POSTER_WIDTH wide (3x4 gives 750 by 1000). */
export function posterSize(ratio: AspectRatio = SHARE_DEFAULTS.aspectRatio): { width: number; height: number } {
  const usable = aspectRatioOrDefault(ratio);
  return { width: POSTER_WIDTH, height: Math.round((POSTER_WIDTH * usable.height) / usable.width) };
}

/** A query parameter's name, decoded as a browser would read it (`+` is a space). */
function paramName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The link to share: `url` with the sharer's invite code as `ref` (and `refType` as `ref_type`:
 * the referral check's names, shell §4, so the link goes through it). A `ref` or `ref_type`
 * the url already carries is replaced, so the link never credits two people; the fragment stays
 * last. A code that is not an invite code's shape (INVITE_CODE_PATTERN) is not added, nor a type
 * that is not a number (shell §7 "ref_type (number)"). Without a code the url is returned as is.
 */
export function shareLink(url: string, refCode: string | undefined, refType?: string | number): string {
  const code = refCode?.trim();
  if (!code || !INVITE_CODE_PATTERN.test(code)) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const replaced = new Set<string>([REFERRAL_KEYS.code, REFERRAL_KEYS.type]);
  const kept = query.split('&').filter((part) => part !== '' && !replaced.has(paramName(part)));
  kept.push(`${REFERRAL_KEYS.code}=${encodeURIComponent(code)}`);
  const type = refType === undefined ? '' : String(refType).trim();
  if (/^\d{1,9}$/.test(type)) kept.push(`${REFERRAL_KEYS.type}=${type}`);
  return `${base}?${kept.join('&')}${hash}`;
}

/** Where the modal runs: in our app (by its user agent), and whether the browser has navigator.share. */
export interface ShareContext {
  app: NativeApp;
  webShare: boolean;
}

/**
 * The ways to offer, in the order shown, without the forbidden ones:
 * - 'app' only inside our app; there it takes the place of 'system' (one share button, the app's)
 *   and of 'download' (a webview does not save a downloaded file; the app's share saves images);
 * - 'system' only where the browser has the Web Share API;
 * - 'download' and 'copy' everywhere else.
 */
export function shareWays(forbiddenWays: readonly string[] = [], context?: ShareContext): ShareWay[] {
  const forbidden = new Set(forbiddenWays);
  const inApp = context?.app.inApp ?? false;
  const available: Record<ShareWay, boolean> = {
    app: inApp,
    system: !inApp && (context?.webShare ?? true),
    download: !inApp,
    copy: true,
  };
  return SHARE_WAYS.filter((way) => available[way] && !forbidden.has(way));
}

/** How a share goes out: the app's new share-image or older share, the browser's sheet, or a copy of the link. */
export type ShareMethod = 'shareImageV3' | 'share' | 'web-share' | 'copy';

/**
 * shell §5 "Native share gate: Android build 653000 or later, or iOS build 202503100001 or later,
 * is needed for the new share-image feature, and only inside the app. Otherwise the older share is
 * used." Outside the app: the Web Share API where the browser has it, else the link is copied.
 * The new share-image needs an image to share; without one the older share carries the link.
 */
export function chooseShareMethod(context: ShareContext, hasImage = true): ShareMethod {
  if (context.app.inApp) return hasImage && canShareImageV3(context.app) ? 'shareImageV3' : 'share';
  return context.webShare ? 'web-share' : 'copy';
}
