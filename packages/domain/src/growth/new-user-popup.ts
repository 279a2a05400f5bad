import { countToday, formatDailyCounter, parseDailyCounter } from '../compliance/compliance-tip';
import type { ExperimentVariant } from '../experiments/experiments';
import { MODAL_FREQUENCY } from '../modals/choose-modal';

// widgets §4 "New-user reward pop-up: Variant from an experiment variable: 1 gives A, 2 gives B,
// anything else hides it. Hidden when logged in. Shown at most 4 times a day and at least 30
// minutes apart; the first show of a day resets the count to 1." widgets §5 "A stored daily counter
// must be two slash-separated numbers, otherwise it is ignored." widgets §9 "New-user pop-up: at
// most 4 per day, at least 30 minutes apart."
//
// The counter is stored as `count/timestamp` (the time of the last show, ms since the epoch), the
// form and parser of the compliance modal's daily counter (widgets §4 "stored as count/timestamp"):
// one stored value gives both today's count and the time of the last show for the 30-minute gap.

export type NewUserPopupVariant = ExperimentVariant<'newbiePopup'>;

/** widgets §4 "1 gives A, 2 gives B". */
const VARIANT_OF_VALUE: Readonly<Record<string, NewUserPopupVariant>> = Object.freeze({ '1': 'A', '2': 'B' });

/** Where the counter is kept (localStorage), as `count/timestamp`. */
export const NEW_USER_POPUP_COUNTER_KEY = 'new_user_popup_daily_count';

/** widgets §9 "at most 4 per day" (the modal frequency rule of decision 0022). */
export const NEW_USER_POPUP_MAX_PER_DAY = MODAL_FREQUENCY.newUserReward.maxPerDay;

/** widgets §9 "at least 30 minutes apart". */
export const NEW_USER_POPUP_MIN_INTERVAL_MS = MODAL_FREQUENCY.newUserReward.minIntervalMs;

/**
 * widgets §4 "Variant from an experiment variable: 1 gives A, 2 gives B, anything else hides it":
 * the variable's value as a number or text; null hides the pop-up.
 */
export function newUserPopupVariant(value: unknown): NewUserPopupVariant | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return Object.hasOwn(VARIANT_OF_VALUE, text) ? (VARIANT_OF_VALUE[text] ?? null) : null;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * "A day" is the visitor's local calendar day: `timeZoneOffset` is minutes as
 * Date.prototype.getTimezoneOffset gives them (UTC minus local: -180 in Istanbul), 0 for UTC. The
 * offset of `now` is used for the stored time too, so a day that changes its offset (daylight
 * saving) is off by that hour at most for its first show.
 */
export function localDayOf(timeZoneOffset = 0): (ms: number) => number {
  return (ms) => Math.floor((ms - timeZoneOffset * MINUTE_MS) / DAY_MS);
}

export interface NewUserPopupInput {
  /** The experiment variable's value (widgets §4). */
  variableValue: unknown;
  loggedIn: boolean;
  /** The stored counter (NEW_USER_POPUP_COUNTER_KEY), or null when none. */
  stored: string | null | undefined;
  /** ms since the epoch. */
  now: number;
  /** See localDayOf; 0 (UTC) when not given. */
  timeZoneOffset?: number | undefined;
}

export type NewUserPopupDecision =
  | { show: false }
  /** `stored` is the counter to store when it is shown. */
  | { show: true; variant: NewUserPopupVariant; stored: string };

/**
 * Whether the new-user pop-up shows at `now`, and the counter to store when it does (widgets §4,
 * all of it). A counter that is not two slash-separated numbers is ignored as absent (widgets §5);
 * a last show later than `now` (the clock moved back) is not trusted and counts as none.
 */
export function newUserPopupDecision(input: NewUserPopupInput): NewUserPopupDecision {
  const variant = newUserPopupVariant(input.variableValue);
  if (variant === null || input.loggedIn) return { show: false };
  const { now } = input;
  const dayOf = localDayOf(input.timeZoneOffset);
  const counter = parseDailyCounter(input.stored);
  const today = countToday(counter, now, dayOf);
  if (today >= NEW_USER_POPUP_MAX_PER_DAY) return { show: false };
  if (counter !== undefined && counter.at <= now && now - counter.at < NEW_USER_POPUP_MIN_INTERVAL_MS) {
    return { show: false };
  }
  // "the first show of a day resets the count to 1": countToday is 0 on a new day.
  return { show: true, variant, stored: formatDailyCounter({ count: today + 1, at: now }) };
}
