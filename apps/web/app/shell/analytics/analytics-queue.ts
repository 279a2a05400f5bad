import {
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_LIMITS,
  ANALYTICS_QUEUE_MAX,
  type AnalyticsConsent,
  type AnalyticsEventName,
  type AnalyticsProps,
} from '@meridian/domain';
import type { SetTimer } from '../http';

/** One event as it travels: the shape of contracts' analyticsEventInput. */
export interface AnalyticsEvent {
  id: string;
  name: AnalyticsEventName;
  at: number;
  path: string;
  props: AnalyticsProps;
}

/**
 * What became of a batch: `done` (stored, or refused for good: a 4xx is not retried), `retry`
 * (no answer, a timeout or a 5xx: sent again with the next batch, at most MAX_ATTEMPTS times).
 */
export type SendResult = 'done' | 'retry';
export type SendBatch = (events: readonly AnalyticsEvent[], options: { keepalive: boolean }) => Promise<SendResult>;

/** A batch that found no server is tried this many times in all, then let go (analytics is best effort). */
export const MAX_ATTEMPTS = 3;

export interface AnalyticsQueue {
  /** Queue an event: sent within ANALYTICS_FLUSH_DELAY_MS when allowed, held while waiting, dropped when refused. */
  push(event: AnalyticsEvent): void;
  /** The cookie choice changed (domain analyticsConsent). */
  setConsent(consent: AnalyticsConsent): void;
  /** Send what waits now (the page is going away: `keepalive`). */
  flush(options?: { keepalive?: boolean }): void;
  /** Events waiting (tests, and the page's unload). */
  readonly size: number;
}

/**
 * The page's analytics queue (decision 0051): events wait ANALYTICS_FLUSH_DELAY_MS after the first,
 * then go in batches of at most ANALYTICS_LIMITS.batchEvents, one request at a time. Nothing is
 * sent while the cookie choice is awaited where consent is required; a refusal drops the queue.
 * At most ANALYTICS_QUEUE_MAX events wait (the oldest go first). Each event keeps its id, so a
 * batch sent twice is stored once.
 */
export function createAnalyticsQueue(options: {
  send: SendBatch;
  setTimer: SetTimer;
  consent: AnalyticsConsent;
}): AnalyticsQueue {
  let consent = options.consent;
  let waiting: Array<{ event: AnalyticsEvent; attempts: number }> = [];
  let cancelTimer: (() => void) | undefined;
  let sending = false;

  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };
  const schedule = () => {
    if (consent !== 'allowed' || waiting.length === 0 || cancelTimer || sending) return;
    cancelTimer = options.setTimer(() => {
      cancelTimer = undefined;
      flush();
    }, ANALYTICS_FLUSH_DELAY_MS);
  };

  function flush({ keepalive = false }: { keepalive?: boolean } = {}): void {
    if (consent !== 'allowed' || waiting.length === 0) return;
    stopTimer();
    if (keepalive) {
      // The page is going: everything now, in as many batches as it takes; no answer is awaited.
      while (waiting.length > 0) {
        const batch = waiting.splice(0, ANALYTICS_LIMITS.batchEvents);
        void options.send(
          batch.map((w) => w.event),
          { keepalive: true },
        );
      }
      return;
    }
    if (sending) return;
    sending = true;
    const batch = waiting.splice(0, ANALYTICS_LIMITS.batchEvents);
    void options
      .send(
        batch.map((w) => w.event),
        { keepalive: false },
      )
      .then((result) => {
        sending = false;
        if (result === 'retry' && consent === 'allowed') {
          const again = batch
            .filter((w) => w.attempts + 1 < MAX_ATTEMPTS)
            .map((w) => ({ ...w, attempts: w.attempts + 1 }));
          waiting = [...again, ...waiting].slice(-ANALYTICS_QUEUE_MAX);
        }
        schedule();
      });
  }

  return {
    push(event) {
      if (consent === 'refused') return;
      waiting.push({ event, attempts: 0 });
      if (waiting.length > ANALYTICS_QUEUE_MAX) waiting.splice(0, waiting.length - ANALYTICS_QUEUE_MAX);
      if (consent === 'allowed' && waiting.length >= ANALYTICS_LIMITS.batchEvents && !sending) flush();
      else schedule();
    },
    setConsent(next) {
      consent = next;
      if (next === 'allowed') schedule();
      else {
        stopTimer();
        if (next === 'refused') waiting = [];
      }
    },
    flush,
    get size() {
      return waiting.length;
    },
  };
}

/** A random event id, 22 characters of base64url: crypto.getRandomValues works on http pages too. */
export function newEventId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
