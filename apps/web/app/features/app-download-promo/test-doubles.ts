import type { BrowserFetch } from '../../shell/http';
import type { FlagStore } from './banner-environment';

// Test doubles shared by this feature's component tests (not shipped: only tests import this file).

/** A clock and timers the test moves by hand: nothing waits for real time. */
export function manualClock(start = 1_000_000) {
  let now = start;
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    /** Moves the clock on by `ms`, running the timers that fall due, in order. */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at);
      timers = timers.filter((t) => t.at > now);
      for (const timer of due) timer.run();
    },
  };
}

/** Session flags held in memory. */
export function memoryFlags(initial: readonly string[] = []): FlagStore & { keys: Set<string> } {
  const keys = new Set(initial);
  return { keys, get: (key) => keys.has(key), set: (key) => void keys.add(key) };
}

/**
 * A fake of our API for the feature's two reads: the page download links (a bare static file) and
 * the download task (in the `{code, message, data}` envelope). Records the paths and queries asked.
 */
export function fakePromoApi(answers: { links?: unknown; task?: unknown }): { fetch: BrowserFetch; asked: string[] } {
  const asked: string[] = [];
  const fetch: BrowserFetch = async (url) => {
    const parsed = new URL(url, 'http://promo.test');
    asked.push(`${parsed.pathname}${parsed.search}`);
    if (parsed.pathname.endsWith('/page_download_links.json')) return Response.json(answers.links ?? {});
    if (parsed.pathname.endsWith('/dlGetTaskInfo'))
      return Response.json({ code: 0, message: '', data: answers.task ?? null });
    return Response.json({ code: 404, message: 'not found', data: null }, { status: 404 });
  };
  return { fetch, asked };
}
