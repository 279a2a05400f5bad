// widgets §2 "marketing banners (top, bottom, homepage, alpha card)"; shell §2 "closable banner,
// floating bar with three priority levels"; widgets §5 "Percent strings used for scrolling steps
// must be a number followed by a percent sign"; widgets §9 "Banner view re-entry time default
// 10000 ms", "Scroll arrow threshold 5 px".

/** widgets §9 "Banner view re-entry time default 10000 ms". */
export const BANNER_VIEW_REENTRY_MS = 10_000;

/** widgets §9 "Scroll arrow threshold 5 px". */
export const SCROLL_ARROW_THRESHOLD_PX = 5;

export interface BannerViewInput {
  /** A view event was already sent for this banner on this page. */
  viewedBefore: boolean;
  /** When the banner last left the view (undefined: it never has). */
  outOfViewSince: number | undefined;
  /** The moment it comes into view again. */
  now: number;
  /** widgets §9 "default 10000 ms"; a banner may set its own. */
  reentryMs?: number | undefined;
}

/**
 * Whether a banner coming into view at `now` sends a view event: the first time always; again only
 * after it was out of view at least the re-entry time (widgets §9), so scrolling past it and back
 * does not count twice. A leave time later than `now` (the clock moved back) is not trusted.
 */
export function bannerViewCounts(input: BannerViewInput): boolean {
  if (!input.viewedBefore) return true;
  const left = input.outOfViewSince;
  if (left === undefined || left > input.now) return false;
  return input.now - left >= (input.reentryMs ?? BANNER_VIEW_REENTRY_MS);
}

export interface ScrollPosition {
  /**
   * How far the strip is scrolled from its start edge, in px. In right-to-left pages browsers
   * report scrollLeft as 0 or negative; pass it as it is (its size is what counts).
   */
  offset: number;
  /** scrollWidth: the content's full width. */
  contentWidth: number;
  /** clientWidth: the visible width. */
  viewWidth: number;
}

/**
 * The scroll arrows of a banner strip: one towards each end that is more than 5 px away (widgets §9
 * "Scroll arrow threshold 5 px"), so a strip scrolled to within a rounding error of its end shows
 * no arrow that would move nothing.
 */
export function scrollArrows(position: ScrollPosition): { start: boolean; end: boolean } {
  const offset = Math.abs(position.offset);
  const remaining = position.contentWidth - position.viewWidth - offset;
  return { start: offset > SCROLL_ARROW_THRESHOLD_PX, end: remaining > SCROLL_ARROW_THRESHOLD_PX };
}

/** widgets §5: digits, optionally a dot and more digits, then `%` (no sign, blanks or exponent). */
const PERCENT_STEP = /^(\d{1,3})(\.\d{1,4})?%$/;

/**
 * widgets §5 "Percent strings used for scrolling steps must be a number followed by a percent sign":
 * the step as a number of percent of the visible width ('25%' → 25, '12.5%' → 12.5), or undefined
 * when invalid ('25', '%', 'abc%', ' 25%', '.5%'). Ours beyond the spec: the number must be more
 * than 0 and at most 100. A step is a distance; the arrow clicked gives the direction, so a
 * negative step ('-5%') would only turn an arrow around, and 0 would make it do nothing. More than
 * 100% would skip content never shown.
 */
export function parsePercentStep(text: string): number | undefined {
  const match = PERCENT_STEP.exec(text);
  if (!match) return undefined;
  const percent = Number(`${match[1] ?? ''}${match[2] ?? ''}`);
  return percent > 0 && percent <= 100 ? percent : undefined;
}

/** The scroll distance in px of a valid percent step over a strip `viewWidth` px wide (whole px). */
export function percentStepPx(percent: number, viewWidth: number): number {
  return Math.round((viewWidth * percent) / 100);
}

/**
 * shell §2 "floating bar with three priority levels". Which bar belongs to which level is ours:
 * what the law or the account's safety needs first, then the account's own next step, then offers.
 */
export const FLOATING_BAR_PRIORITY = Object.freeze({
  /** Compliance reminder bar and region notices (widgets §4 "Compliance bar"; shell §8). */
  high: 3,
  /** Account prompts: the KYC tip bar (widgets §4). */
  medium: 2,
  /** Marketing: the phone app-download banner (shell §4), top and bottom banners (widgets §2). */
  low: 1,
} as const);

export type FloatingBarLevel = keyof typeof FLOATING_BAR_PRIORITY;

export interface FloatingBarRequest<N extends string = string> {
  name: N;
  level: FloatingBarLevel;
  /** When it asked to show (or any counter): equal levels keep the bar that asked first. */
  order: number;
}

/**
 * The one floating bar to show when several want to: the highest level, then the one that asked
 * first (so a bar on screen is not replaced by a later one of its level); null when none wants to.
 */
export function chooseFloatingBar<R extends FloatingBarRequest>(requests: readonly R[]): R | null {
  let best: R | null = null;
  for (const request of requests) {
    const rank = FLOATING_BAR_PRIORITY[request.level];
    if (
      best === null ||
      rank > FLOATING_BAR_PRIORITY[best.level] ||
      (rank === FLOATING_BAR_PRIORITY[best.level] && request.order < best.order)
    ) {
      best = request;
    }
  }
  return best;
}
