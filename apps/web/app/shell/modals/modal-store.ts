import {
  chooseModal,
  MODAL_PRIORITY,
  type ModalFrequency,
  type ModalHistory,
  type ModalRequest,
  nextModalCheck,
  recordModalDismissed,
  recordModalShown,
  utcDay,
} from '@meridian/domain';
import * as z from 'zod/mini';

/** The time, and a timer to wait for a modal whose time has not come (tests pass a fake one). */
export interface ModalClock {
  now: () => number;
  /** Calls `run` after `ms`; the result cancels it. */
  after: (ms: number, run: () => void) => () => void;
  /** The day a time falls on, for per-day counts (the person's local day in the browser). */
  dayOf?: (ms: number) => number;
}

/** Where the shown/dismissed times live between page loads (localStorage in the browser). */
export interface ModalStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

export interface OpenOptions {
  /** MODAL_PRIORITY; a modal someone opens with a click is `userAction`, the default. */
  priority?: number;
  /** Not shown before this time (ms since the epoch). */
  notBefore?: number;
  /** How often it may show; its shown and dismissed times are then remembered in storage. */
  frequency?: ModalFrequency;
  /** Called when it closes, for openers that take focus back themselves (a closed menu's item cannot). */
  onClosed?: () => void;
}

type Entry<R, N extends keyof R & string> = ModalRequest<N> & { props: R[N]; onClosed?: (() => void) | undefined };

/** The modal on the page: its name, props, and `order` (a new key for each opening). */
export type ShownModal<R> = Entry<R, keyof R & string>;

export interface ModalStore<R> {
  subscribe: (listener: () => void) => () => void;
  /** The one modal shown now, or null; the same object until it changes (for useSyncExternalStore). */
  shown: () => ShownModal<R> | null;
  open: <N extends keyof R & string>(name: N, props: R[N], options?: OpenOptions) => void;
  /** Close the shown modal; the next one due, if any, shows. */
  close: () => void;
}

export const MODAL_HISTORY_KEY = 'meridian.modals';

const time = z.optional(z.number());
const historySchema = z.record(
  z.string(),
  z.object({
    lastShownAt: time,
    lastDismissedAt: time,
    day: time,
    shownOnDay: time,
    timesShown: time,
  }),
);

/** What storage remembers; anything unreadable counts as nothing shown yet. */
function readHistory(storage: ModalStorage): ModalHistory {
  try {
    const text = storage.getItem(MODAL_HISTORY_KEY);
    const parsed = historySchema.safeParse(text === null ? {} : JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeHistory(storage: ModalStorage, history: ModalHistory): void {
  try {
    storage.setItem(MODAL_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or refused (private mode): the rule then counts from this page load only.
  }
}

/**
 * The queue of requested modals and the one shown. Nothing replaces a shown modal: the next is
 * chosen (domain chooseModal) when it closes, or when a waiting one's time comes.
 */
export function createModalStore<R>({ clock, storage }: { clock: ModalClock; storage: ModalStorage }): ModalStore<R> {
  const listeners = new Set<() => void>();
  const dayOf = clock.dayOf ?? utcDay;
  let queue: ShownModal<R>[] = [];
  let shown: ShownModal<R> | null = null;
  let history: ModalHistory | null = null;
  let order = 0;
  let cancelWake: (() => void) | null = null;

  const emit = () => listeners.forEach((listener) => listener());
  // Read on first use: a store made during server rendering never touches storage.
  const remembered = () => (history ??= readHistory(storage));
  const remember = (next: ModalHistory) => {
    history = next;
    writeHistory(storage, next);
  };

  function showNext() {
    cancelWake?.();
    cancelWake = null;
    if (shown || queue.length === 0) return;
    const now = clock.now();
    const timing = { history: remembered(), dayOf };
    const next = chooseModal(queue, now, timing);
    if (next) {
      queue = queue.filter((entry) => entry !== next);
      shown = next;
      if (next.frequency)
        remember({ ...remembered(), [next.name]: recordModalShown(remembered()[next.name], now, dayOf) });
      return;
    }
    const wakeAt = nextModalCheck(queue, now, timing);
    if (wakeAt !== undefined)
      cancelWake = clock.after(wakeAt - now, () => {
        showNext();
        emit();
      });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown: () => shown,
    open(name, props, options = {}) {
      const { priority = MODAL_PRIORITY.userAction, notBefore, frequency, onClosed } = options;
      order += 1;
      const entry: ShownModal<R> = { name, props, priority, order, notBefore, frequency, onClosed };
      // One request per name: asking again replaces the waiting one.
      queue = [...queue.filter((queued) => queued.name !== name), entry];
      showNext();
      emit();
    },
    close() {
      const closing = shown;
      if (!closing) return;
      shown = null;
      if (closing.frequency)
        remember({ ...remembered(), [closing.name]: recordModalDismissed(remembered()[closing.name], clock.now()) });
      showNext();
      emit();
      closing.onClosed?.();
    },
  };
}
