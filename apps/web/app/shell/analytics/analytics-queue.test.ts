import {
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_LIMITS,
  ANALYTICS_QUEUE_MAX,
  type AnalyticsConsent,
} from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsEvent,
  createAnalyticsQueue,
  MAX_ATTEMPTS,
  newEventId,
  type SendResult,
} from './analytics-queue';

/** A clock whose timers run when the test moves it. */
function fakeTimers() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  return {
    setTimer(run: () => void, ms: number) {
      const id = (ids += 1);
      timers.push({ at: now + ms, run, id });
      return () => void (timers = timers.filter((t) => t.id !== id));
    },
    async advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
      // Let the sends' promises settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

let n = 0;
const event = (): AnalyticsEvent => ({
  id: `event-${String((n += 1)).padStart(12, '0')}`,
  name: 'common_kyc_event',
  at: 0,
  path: '/',
  props: { button: 'later' },
});

function setup(consent: AnalyticsConsent, results: SendResult[] = []) {
  const timers = fakeTimers();
  const sent: Array<{ ids: string[]; keepalive: boolean }> = [];
  const queue = createAnalyticsQueue({
    consent,
    setTimer: timers.setTimer,
    send: (events, { keepalive }) => {
      sent.push({ ids: events.map((e) => e.id), keepalive });
      return Promise.resolve(results.shift() ?? 'done');
    },
  });
  return { timers, sent, queue };
}

describe('the analytics queue (decision 0051)', () => {
  it(`sends one batch ${ANALYTICS_FLUSH_DELAY_MS} ms after the first event`, async () => {
    const { timers, sent, queue } = setup('allowed');
    const [a, b] = [event(), event()];
    queue.push(a);
    await timers.advance(ANALYTICS_FLUSH_DELAY_MS - 1);
    queue.push(b);
    expect(sent).toEqual([]);
    await timers.advance(1);
    expect(sent).toEqual([{ ids: [a.id, b.id], keepalive: false }]);
    expect(queue.size).toBe(0);
  });

  it(`sends at once when ${ANALYTICS_LIMITS.batchEvents} events wait, in batches of at most that many`, async () => {
    const { timers, sent, queue } = setup('allowed');
    for (let i = 0; i < ANALYTICS_LIMITS.batchEvents + 3; i += 1) queue.push(event());
    await timers.advance(0);
    expect(sent.map((s) => s.ids.length)).toEqual([ANALYTICS_LIMITS.batchEvents]);
    await timers.advance(ANALYTICS_FLUSH_DELAY_MS);
    expect(sent.map((s) => s.ids.length)).toEqual([ANALYTICS_LIMITS.batchEvents, 3]);
  });

  it('issue 14 "none sent before cookie consent where the region requires it": held, then sent once allowed', async () => {
    const { timers, sent, queue } = setup('waiting');
    const a = event();
    queue.push(a);
    await timers.advance(10 * ANALYTICS_FLUSH_DELAY_MS);
    expect(sent).toEqual([]);
    queue.flush({ keepalive: true });
    expect(sent).toEqual([]);
    queue.setConsent('allowed');
    await timers.advance(ANALYTICS_FLUSH_DELAY_MS);
    expect(sent).toEqual([{ ids: [a.id], keepalive: false }]);
  });

  it('drops what waits, and what comes, once the visitor declines', async () => {
    const { timers, sent, queue } = setup('waiting');
    queue.push(event());
    queue.setConsent('refused');
    queue.push(event());
    expect(queue.size).toBe(0);
    queue.setConsent('allowed');
    await timers.advance(ANALYTICS_FLUSH_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it(`keeps at most ${ANALYTICS_QUEUE_MAX} waiting events, letting the oldest go`, () => {
    const { queue } = setup('waiting');
    for (let i = 0; i < ANALYTICS_QUEUE_MAX + 5; i += 1) queue.push(event());
    expect(queue.size).toBe(ANALYTICS_QUEUE_MAX);
  });

  it(`tries a batch that found no server again with the next, ${MAX_ATTEMPTS} times in all; a refused batch is not retried`, async () => {
    const { timers, sent, queue } = setup('allowed', ['retry', 'retry', 'retry', 'done']);
    const a = event();
    queue.push(a);
    for (let i = 0; i < 5; i += 1) await timers.advance(ANALYTICS_FLUSH_DELAY_MS);
    expect(sent.map((s) => s.ids)).toEqual([[a.id], [a.id], [a.id]]);
    expect(queue.size).toBe(0);

    const refused = setup('allowed', ['done']);
    refused.queue.push(event());
    for (let i = 0; i < 3; i += 1) await refused.timers.advance(ANALYTICS_FLUSH_DELAY_MS);
    expect(refused.sent).toHaveLength(1);
  });

  it('sends everything with keepalive when the page goes, in batches', () => {
    const { sent, queue } = setup('allowed');
    for (let i = 0; i < ANALYTICS_LIMITS.batchEvents + 1; i += 1) queue.push(event());
    // The first 50 went at once; the last one waits for the timer, and leaves with the page.
    queue.flush({ keepalive: true });
    expect(sent.map((s) => [s.ids.length, s.keepalive])).toEqual([
      [ANALYTICS_LIMITS.batchEvents, false],
      [1, true],
    ]);
  });

  it('makes ids the collector accepts', () => {
    const id = newEventId();
    expect(id).toMatch(ANALYTICS_LIMITS.id);
    expect(newEventId()).not.toBe(id);
    expect(newEventId(() => new Uint8Array(16).fill(255))).toBe('_____________________w');
  });
});
