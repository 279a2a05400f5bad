// Which modal the page shows next: at most one at a time (the frame's modal host renders it), by
// priority, then by request order, once its time has come and its frequency rule allows it.
// Pure: the clock is an argument, so the spec's timing rules are tested without waiting.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How urgent a modal is; higher shows first. The spec orders only a few pairs (widgets §4 "The
 * risk-user notice takes priority"); the rest is ours: what the person just asked for comes first,
 * then what blocks the page, then legal notices, then nudges, then marketing.
 */
export const MODAL_PRIORITY = {
  /** Opened by the person's own click (log in, security, a footer notice): shown at once. */
  userAction: 100,
  /** widgets §4: the user agreement, the Turkish declaration and the IP/VPN check cannot be dismissed. */
  blocking: 80,
  /** shell §5 compliance modals and region notices; widgets §4 compliance modal. */
  compliance: 60,
  /** widgets §4 "The risk-user notice takes priority" over the KYC-upgrade notice. */
  kycRiskUser: 45,
  kycUpgrade: 40,
  /** widgets §4 new-user reward pop-up, VIP pop-up. */
  marketing: 20,
} as const;

/** A frequency rule: how often a modal may show. Absent fields do not limit. */
export interface ModalFrequency {
  /** Not again until this long after it was last shown (0: every time). */
  minIntervalMs?: number;
  /** Not again until this long after it was last dismissed. */
  afterDismissMs?: number;
  /** At most this many shows per day (the day as the caller's `dayOf` counts it). */
  maxPerDay?: number;
  /** Never again once shown. */
  once?: boolean;
  /**
   * Its shown and dismissed times are kept for this browser session only (the tab's session
   * storage), so `once` means once per session (shell §4 "Compliance modals are shown once per
   * session").
   */
  session?: boolean;
}

/** The spec's frequency rules, for the features that will show these modals. */
export const MODAL_FREQUENCY = {
  /** widgets §4 "A KYC-upgrade notice shows once per 12 hours"; widgets §9 "12 hours". */
  kycUpgrade: { minIntervalMs: 12 * HOUR_MS },
  /** widgets §4 new-user reward pop-up: "at most 4 times a day and at least 30 minutes apart". */
  newUserReward: { maxPerDay: 4, minIntervalMs: 30 * MINUTE_MS },
  /** shell §9 "Hong Kong dialog: re-shows 86,400,000 ms (24 h) after last dismissal". */
  hongKongNotice: { afterDismissMs: DAY_MS },
  /** shell §9 "Uzbekistan dialog: shown once (persistent flag)". */
  uzbekistanNotice: { once: true },
  /** shell §4 "Compliance modals are shown once per session". */
  oncePerSession: { once: true, session: true },
} as const satisfies Record<string, ModalFrequency>;

/**
 * widgets §4 KYC notice: "A risk user sees it if the frequency is non-zero and the cookie is
 * absent; it then sets the cookie with expiry equal to the frequency in hours. With frequency 0 it
 * shows every time."
 */
export function riskUserNoticeFrequency(frequencyHours: number): ModalFrequency {
  return { minIntervalMs: Math.max(0, frequencyHours) * HOUR_MS };
}

/** A request to show a modal, queued until it is chosen. */
export interface ModalRequest<N extends string = string> {
  name: N;
  /** Higher shows first (MODAL_PRIORITY). */
  priority: number;
  /** The order of the requests (a counter): equal priorities show in the order they were asked for. */
  order: number;
  /** Not shown before this time (ms since the epoch). */
  notBefore?: number;
  frequency?: ModalFrequency;
}

/** What is remembered of one modal between page loads, for its frequency rule. */
export interface ModalShownState {
  lastShownAt?: number;
  lastDismissedAt?: number;
  /** The day (`dayOf`) that `shownOnDay` counts. */
  day?: number;
  shownOnDay?: number;
  timesShown?: number;
}

/** Per modal name. */
export type ModalHistory = Readonly<Partial<Record<string, ModalShownState>>>;

export interface ModalTiming {
  history?: ModalHistory;
  /** The day a time falls on, for per-day counts; the UTC day unless the caller knows better. */
  dayOf?: (ms: number) => number;
}

/** The UTC day number of a time: the default day for per-day counts. */
export const utcDay = (ms: number): number => Math.floor(ms / DAY_MS);

/** Time since `at`; a time after `now` (the clock moved back) is not trusted and counts as none. */
function elapsed(at: number | undefined, now: number): number | undefined {
  return at === undefined || at > now ? undefined : now - at;
}

/** The shows counted for the day `now` falls on. */
function shownToday(state: ModalShownState | undefined, now: number, dayOf: (ms: number) => number): number {
  return state?.day === dayOf(now) ? (state.shownOnDay ?? 0) : 0;
}

/** When the time-based limits of a request end; undefined when a count (once, per day) holds it back. */
function readyAt(request: ModalRequest, now: number, timing: ModalTiming): number | undefined {
  const state = timing.history?.[request.name];
  const rule = request.frequency ?? {};
  const dayOf = timing.dayOf ?? utcDay;
  if (rule.once && (state?.timesShown ?? 0) > 0) return undefined;
  if (rule.maxPerDay !== undefined && shownToday(state, now, dayOf) >= rule.maxPerDay) return undefined;
  let at = request.notBefore ?? now;
  const sinceShown = elapsed(state?.lastShownAt, now);
  if (rule.minIntervalMs !== undefined && sinceShown !== undefined)
    at = Math.max(at, now - sinceShown + rule.minIntervalMs);
  const sinceDismissed = elapsed(state?.lastDismissedAt, now);
  if (rule.afterDismissMs !== undefined && sinceDismissed !== undefined)
    at = Math.max(at, now - sinceDismissed + rule.afterDismissMs);
  return at;
}

/** Whether a request may show at `now` (its time has come and its frequency rule allows it). */
export function isModalDue(request: ModalRequest, now: number, timing: ModalTiming = {}): boolean {
  const at = readyAt(request, now, timing);
  return at !== undefined && at <= now;
}

/**
 * Whether a request takes the place of the modal on the page. Nothing replaces a modal the person
 * is looking at, except for marketing: issue 15 "marketing never covers a compliance notice", so a
 * marketing pop-up on the page steps aside (back to the queue, to show after) for any request above
 * the marketing priority (a compliance or KYC notice arriving late, a dialog the person asked for).
 */
export function displacesShown(
  shown: Pick<ModalRequest, 'priority'>,
  request: Pick<ModalRequest, 'priority'>,
): boolean {
  return shown.priority <= MODAL_PRIORITY.marketing && request.priority > MODAL_PRIORITY.marketing;
}

/**
 * The one modal to show at `now`, or null: of the due requests, the highest priority; of equal
 * priorities, the earliest request.
 */
export function chooseModal<R extends ModalRequest>(
  queue: readonly R[],
  now: number,
  timing: ModalTiming = {},
): R | null {
  let best: R | null = null;
  for (const request of queue) {
    if (!isModalDue(request, now, timing)) continue;
    if (
      best === null ||
      request.priority > best.priority ||
      (request.priority === best.priority && request.order < best.order)
    )
      best = request;
  }
  return best;
}

/**
 * When to ask `chooseModal` again: the earliest time after `now` at which a queued request that is
 * waiting only for time becomes due; undefined when none is.
 */
export function nextModalCheck(
  queue: readonly ModalRequest[],
  now: number,
  timing: ModalTiming = {},
): number | undefined {
  let next: number | undefined;
  for (const request of queue) {
    const at = readyAt(request, now, timing);
    if (at !== undefined && at > now && (next === undefined || at < next)) next = at;
  }
  return next;
}

/** The state after a modal was shown at `now` (widgets §4: "the first show of a day resets the count to 1"). */
export function recordModalShown(
  state: ModalShownState | undefined,
  now: number,
  dayOf: (ms: number) => number = utcDay,
): ModalShownState {
  const day = dayOf(now);
  return {
    ...state,
    lastShownAt: now,
    day,
    shownOnDay: shownToday(state, now, dayOf) + 1,
    timesShown: (state?.timesShown ?? 0) + 1,
  };
}

/** The state after a modal was dismissed at `now`. */
export function recordModalDismissed(state: ModalShownState | undefined, now: number): ModalShownState {
  return { ...state, lastDismissedAt: now };
}
