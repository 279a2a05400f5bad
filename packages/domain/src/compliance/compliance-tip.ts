import type { SiteKey } from '../sites/site-ids';
import type { ComplianceTip } from './compliance-check';

// widgets §4 Compliance modal: "Opens once per page load, only on the main site, when a tip exists,
// is enabled, the current path matches its path list (or the list is empty) and today's display
// count is below maxCount. Opening records the count. The daily counter is stored as
// count/timestamp and resets each day; an invalid format counts as none."

/** Where the daily counter is kept (localStorage), as `count/timestamp`. */
export const COMPLIANCE_TIP_COUNTER_KEY = 'compliance_tip_daily_count';

/** The tip's path list names pages (widgets §3 "path list (register, home, login)"). */
const PAGE_OF_PATH: Readonly<Record<string, string>> = { '/': 'home', '/signup': 'register', '/login': 'login' };

/** The page name of a path without locale prefix ('home', 'register', 'login'), or undefined. */
export function tipPageOf(path: string): string | undefined {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return PAGE_OF_PATH[bare === '' ? '/' : bare.replace(/(.)\/+$/, '$1')];
}

export interface DailyCounter {
  count: number;
  /** When it was last counted (ms since the epoch). */
  at: number;
}

/** widgets §5 "A stored daily counter must be two slash-separated numbers, otherwise it is ignored." */
export function parseDailyCounter(text: string | null | undefined): DailyCounter | undefined {
  const match = /^(\d{1,9})\/(\d{1,16})$/.exec(text ?? '');
  if (!match) return undefined;
  return { count: Number(match[1]), at: Number(match[2]) };
}

export function formatDailyCounter(counter: DailyCounter): string {
  return `${counter.count}/${counter.at}`;
}

/** Today's count: the stored one if it was counted on `now`'s day ("resets each day"), else 0. */
export function countToday(counter: DailyCounter | undefined, now: number, dayOf: (ms: number) => number): number {
  return counter !== undefined && counter.at <= now && dayOf(counter.at) === dayOf(now) ? counter.count : 0;
}

/** A tip as the check answers it: usable only with a title or content and a boolean `enable`. */
export function complianceTipOf(tips: object): ComplianceTip | undefined {
  const tip = tips as Partial<ComplianceTip>;
  if (typeof tip.enable !== 'boolean' || (typeof tip.title !== 'string' && typeof tip.content !== 'string')) {
    return undefined;
  }
  return tip as ComplianceTip;
}

export interface ComplianceTipInput {
  tip: ComplianceTip | undefined;
  site: SiteKey;
  /** The page's path without locale prefix. */
  path: string;
  stored: string | null;
  now: number;
  dayOf: (ms: number) => number;
}

/** Whether the compliance modal opens on this page load (the widgets §4 rule, all of it). */
export function complianceTipDue({ tip, site, path, stored, now, dayOf }: ComplianceTipInput): boolean {
  if (site !== 'main' || tip === undefined || !tip.enable) return false;
  const paths = Array.isArray(tip.path) ? tip.path : [];
  if (paths.length > 0) {
    const page = tipPageOf(path);
    if (page === undefined || !paths.includes(page)) return false;
  }
  const max = Number.isInteger(tip.options?.maxCount) && tip.options.maxCount > 0 ? tip.options.maxCount : 1;
  return countToday(parseDailyCounter(stored), now, dayOf) < max;
}

/** "Opening records the count": the counter to store when it opens at `now`. */
export function recordTipShown(stored: string | null, now: number, dayOf: (ms: number) => number): string {
  return formatDailyCounter({ count: countToday(parseDailyCounter(stored), now, dayOf) + 1, at: now });
}
