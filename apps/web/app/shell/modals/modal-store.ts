import {
  chooseModal,
  displacesShown,
  isModalDue,
  MODAL_PRIORITY,
  type ModalFrequency,
  type ModalHistory,
  type ModalRequest,
  nextModalCheck,
  recordModalDismissed,
  recordModalShown,
  utcDay,
} from '@meridian/domain';

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
/** The history of the modals whose rule counts per browser session (ModalFrequency.session). */
export const MODAL_SESSION_HISTORY_KEY = 'meridian.modals.session';

/** Reads the stored history with its schema; loaded with zod on first need (decision 0031). */
let historyReader: ((storage: ModalStorage, key: string) => ModalHistory) | undefined;

/**
 * Load the stored history's schema. A store waits for it only when a modal with a frequency rule
 * is queued (the one time the history is read); once loaded, every store reads at once.
 */
export async function loadModalHistoryReader(): Promise<void> {
  const { parseModalHistory } = await import('./modal-history');
  historyReader ??= (storage, key) => {
    try {
      return parseModalHistory(storage.getItem(key));
    } catch {
      return {}; // storage refused (private mode): nothing shown yet
    }
  };
}

function writeHistory(storage: ModalStorage, key: string, history: ModalHistory): void {
  try {
    storage.setItem(key, JSON.stringify(history));
  } catch {
    // Storage full or refused (private mode): the rule then counts from this page load only.
  }
}

/**
 * The queue of requested modals and the one shown. Nothing replaces a shown modal but a marketing
 * pop-up, which steps back into the queue for a request above it (domain displacesShown: marketing
 * never covers a notice); the next is chosen (domain chooseModal) when the shown one closes, or
 * when a waiting one's time comes.
 */
export function createModalStore<R>({
  clock,
  storage,
  sessionStorage = storage,
}: {
  clock: ModalClock;
  storage: ModalStorage;
  /** Where the rules that count per browser session keep their history (the tab's sessionStorage). */
  sessionStorage?: ModalStorage;
}): ModalStore<R> {
  const listeners = new Set<() => void>();
  const dayOf = clock.dayOf ?? utcDay;
  let queue: ShownModal<R>[] = [];
  let shown: ShownModal<R> | null = null;
  let history: ModalHistory | null = null;
  let sessionHistory: ModalHistory | null = null;
  let order = 0;
  let cancelWake: (() => void) | null = null;

  const emit = () => listeners.forEach((listener) => listener());
  // Read on first use: a store made during server rendering never touches storage. Only a modal
  // with a frequency rule needs it, and one is shown only after the reader loaded (showNext).
  const persistent = () => (history ??= historyReader?.(storage, MODAL_HISTORY_KEY) ?? {});
  const perSession = () => (sessionHistory ??= historyReader?.(sessionStorage, MODAL_SESSION_HISTORY_KEY) ?? {});
  /** Each queued modal's history, from the storage its rule counts in. */
  const remembered = (): ModalHistory => {
    const merged: Record<string, ModalHistory[string]> = {};
    for (const entry of queue) {
      if (entry.frequency) merged[entry.name] = (entry.frequency.session ? perSession() : persistent())[entry.name];
    }
    return merged;
  };
  let loadingHistory = false;
  /** False while the history's reader loads; showNext runs again once it has. */
  const historyReady = () => {
    if (history !== null || historyReader || !queue.some((entry) => entry.frequency)) return true;
    if (!loadingHistory) {
      loadingHistory = true;
      void loadModalHistoryReader()
        .catch(() => {
          // The schema did not load (the network lost the chunk): nothing shown yet, as for unreadable storage.
          history ??= {};
        })
        .then(() => {
          loadingHistory = false;
          showNext();
          emit();
        });
    }
    return false;
  };
  /** Record what happened to `entry` (shown or dismissed) in the storage its rule counts in. */
  const remember = (entry: ShownModal<R>, update: (state: ModalHistory[string]) => ModalHistory[string]) => {
    if (entry.frequency?.session) {
      sessionHistory = { ...perSession(), [entry.name]: update(perSession()[entry.name]) };
      writeHistory(sessionStorage, MODAL_SESSION_HISTORY_KEY, sessionHistory);
    } else {
      history = { ...persistent(), [entry.name]: update(persistent()[entry.name]) };
      writeHistory(storage, MODAL_HISTORY_KEY, history);
    }
  };

  function showNext() {
    cancelWake?.();
    cancelWake = null;
    if (shown || queue.length === 0 || !historyReady()) return;
    const now = clock.now();
    // The history matters only to frequency rules; without one queued, storage is not read.
    const timing = { history: remembered(), dayOf };
    const next = chooseModal(queue, now, timing);
    if (next) {
      queue = queue.filter((entry) => entry !== next);
      shown = next;
      if (next.frequency) remember(next, (state) => recordModalShown(state, now, dayOf));
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
      if (
        shown &&
        displacesShown(shown, entry) &&
        historyReady() &&
        isModalDue(entry, clock.now(), { history: remembered(), dayOf })
      ) {
        // Back to the queue with its place: it shows again once the notice is closed.
        queue = [...queue, shown];
        shown = null;
      }
      showNext();
      emit();
    },
    close() {
      const closing = shown;
      if (!closing) return;
      shown = null;
      if (closing.frequency) remember(closing, (state) => recordModalDismissed(state, clock.now()));
      showNext();
      emit();
      closing.onClosed?.();
    },
  };
}
