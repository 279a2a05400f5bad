import { MODAL_FREQUENCY, MODAL_PRIORITY } from '@meridian/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createModalStore,
  loadModalHistoryReader,
  MODAL_HISTORY_KEY,
  MODAL_SESSION_HISTORY_KEY,
  type ModalClock,
  type ModalStorage,
} from './modal-store';

interface TestRegistry {
  login: { type: 'login' | 'signup' };
  notice: { text: string };
  reward: Record<string, never>;
}

const HOUR = 3_600_000;

/** A clock that moves only when told, with the timers the store asked for. */
function fakeClock(start = Date.UTC(2026, 10, 23, 9)) {
  let now = start;
  let timers: { at: number; run: () => void }[] = [];
  const clock: ModalClock = {
    now: () => now,
    after: (ms, run) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.run());
  };
  return { clock, advance, pending: () => timers.length };
}

function memoryStorage(initial: Record<string, string> = {}): ModalStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

function store(storage: ModalStorage = memoryStorage(), clock = fakeClock().clock) {
  return createModalStore<TestRegistry>({ clock, storage });
}

describe('modal store', () => {
  // The stored history's schema loads on first need (decision 0031); loaded here, the store reads at once.
  beforeAll(loadModalHistoryReader);

  it('shows what is opened, with its props, and nothing after close', () => {
    const modals = store();
    expect(modals.shown()).toBeNull();
    modals.open('login', { type: 'signup' });
    expect(modals.shown()).toMatchObject({ name: 'login', props: { type: 'signup' } });
    modals.close();
    expect(modals.shown()).toBeNull();
  });

  it('shows one at a time: a second request waits, then shows when the first closes', () => {
    const modals = store();
    modals.open('login', { type: 'login' });
    modals.open('notice', { text: 'later' }, { priority: MODAL_PRIORITY.blocking });
    // Nothing replaces the modal on the page, not even a higher priority.
    expect(modals.shown()?.name).toBe('login');
    modals.close();
    expect(modals.shown()).toMatchObject({ name: 'notice', props: { text: 'later' } });
  });

  it('issue 15 "marketing never covers a compliance notice": a late notice takes the marketing pop-up\'s place, which shows again after', () => {
    const modals = store();
    const closed = vi.fn();
    modals.open('reward', {}, { priority: MODAL_PRIORITY.marketing, onClosed: closed });
    expect(modals.shown()?.name).toBe('reward');
    modals.open('notice', { text: 'compliance' }, { priority: MODAL_PRIORITY.compliance });
    expect(modals.shown()).toMatchObject({ name: 'notice', props: { text: 'compliance' } });
    modals.close();
    expect(modals.shown()?.name).toBe('reward');
    // It was set aside, not closed.
    expect(closed).not.toHaveBeenCalled();
  });

  it('a notice not due yet leaves the marketing pop-up where it is', () => {
    const { clock, advance } = fakeClock();
    const modals = store(memoryStorage(), clock);
    modals.open('reward', {}, { priority: MODAL_PRIORITY.marketing });
    modals.open('notice', { text: 'later' }, { priority: MODAL_PRIORITY.compliance, notBefore: clock.now() + HOUR });
    expect(modals.shown()?.name).toBe('reward');
    advance(HOUR);
    expect(modals.shown()?.name).toBe('reward');
    modals.close();
    expect(modals.shown()?.name).toBe('notice');
  });

  it('of the waiting requests, the higher priority shows first', () => {
    const modals = store();
    modals.open('login', { type: 'login' });
    modals.open('reward', {}, { priority: MODAL_PRIORITY.marketing });
    modals.open('notice', { text: 'n' }, { priority: MODAL_PRIORITY.compliance });
    modals.close();
    expect(modals.shown()?.name).toBe('notice');
    modals.close();
    expect(modals.shown()?.name).toBe('reward');
  });

  it('tells its listeners of every change, and gives a new key to each opening', () => {
    const modals = store();
    let changes = 0;
    const stop = modals.subscribe(() => (changes += 1));
    modals.open('login', { type: 'login' });
    const first = modals.shown()?.order;
    modals.close();
    modals.open('login', { type: 'login' });
    expect(changes).toBe(3);
    expect(modals.shown()?.order).not.toBe(first);
    stop();
    modals.close();
    expect(changes).toBe(3);
  });

  it('calls onClosed after the modal is off the page', () => {
    const modals = store();
    let shownWhenCalled: unknown = 'not called';
    modals.open('login', { type: 'login' }, { onClosed: () => (shownWhenCalled = modals.shown()) });
    modals.close();
    expect(shownWhenCalled).toBeNull();
  });

  it('waits for a modal whose time has not come, on the injected clock', () => {
    const { clock, advance } = fakeClock();
    const modals = store(memoryStorage(), clock);
    let changes = 0;
    modals.subscribe(() => (changes += 1));
    modals.open('notice', { text: 'n' }, { notBefore: clock.now() + 5_000 });
    expect(modals.shown()).toBeNull();
    advance(4_999);
    expect(modals.shown()).toBeNull();
    advance(1);
    expect(modals.shown()?.name).toBe('notice');
    expect(changes).toBe(2);
  });

  it('remembers shows in storage for frequency rules (widgets §4 "A KYC-upgrade notice shows once per 12 hours")', () => {
    const { clock, advance } = fakeClock();
    const storage = memoryStorage();
    const first = store(storage, clock);
    first.open('notice', { text: 'kyc' }, { frequency: MODAL_FREQUENCY.kycUpgrade });
    expect(first.shown()?.name).toBe('notice');
    first.close();
    expect(storage.data[MODAL_HISTORY_KEY]).toBeDefined();

    // The next page load, an hour later: held back, and woken when the 12 hours are over.
    advance(HOUR);
    const second = store(storage, clock);
    second.open('notice', { text: 'kyc' }, { frequency: MODAL_FREQUENCY.kycUpgrade });
    expect(second.shown()).toBeNull();
    advance(11 * HOUR);
    expect(second.shown()?.name).toBe('notice');
  });

  it('keeps no history for modals without a frequency rule', () => {
    const storage = memoryStorage();
    const modals = store(storage);
    modals.open('login', { type: 'login' });
    modals.close();
    expect(storage.data).toEqual({});
  });

  it('shell §4 "Compliance modals are shown once per session": kept in the session storage, so a new session shows it again', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const { clock } = fakeClock();
    const page = () => createModalStore<TestRegistry>({ clock, storage: local, sessionStorage: session });
    const first = page();
    first.open(
      'notice',
      { text: 'uk' },
      { frequency: MODAL_FREQUENCY.oncePerSession, priority: MODAL_PRIORITY.compliance },
    );
    expect(first.shown()?.name).toBe('notice');
    first.close();
    expect(Object.keys(session.data)).toEqual([MODAL_SESSION_HISTORY_KEY]);
    expect(local.data).toEqual({});
    // Another page of the same session: not again.
    const second = page();
    second.open('notice', { text: 'uk' }, { frequency: MODAL_FREQUENCY.oncePerSession });
    expect(second.shown()).toBeNull();
    // A new browser session (an empty session storage): shown again.
    const nextSession = createModalStore<TestRegistry>({ clock, storage: local, sessionStorage: memoryStorage() });
    nextSession.open('notice', { text: 'uk' }, { frequency: MODAL_FREQUENCY.oncePerSession });
    expect(nextSession.shown()?.name).toBe('notice');
  });

  it('a per-session rule and a persistent rule keep their histories apart', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const { clock } = fakeClock();
    const modals = createModalStore<TestRegistry>({ clock, storage: local, sessionStorage: session });
    modals.open('notice', { text: 'uz' }, { frequency: MODAL_FREQUENCY.uzbekistanNotice });
    modals.close();
    modals.open('reward', {}, { frequency: MODAL_FREQUENCY.oncePerSession });
    modals.close();
    expect(Object.keys(JSON.parse(local.data[MODAL_HISTORY_KEY] ?? '{}') as object)).toEqual(['notice']);
    expect(Object.keys(JSON.parse(session.data[MODAL_SESSION_HISTORY_KEY] ?? '{}') as object)).toEqual(['reward']);
  });

  it('an unreadable stored history counts as nothing shown', () => {
    for (const stored of ['not json', '{"notice":{"lastShownAt":"yesterday"}}', '[]']) {
      const modals = store(memoryStorage({ [MODAL_HISTORY_KEY]: stored }));
      modals.open('notice', { text: 'n' }, { frequency: MODAL_FREQUENCY.uzbekistanNotice });
      expect(modals.shown()?.name).toBe('notice');
    }
  });

  it('a storage that refuses (private mode) does not stop the modal', () => {
    const refusing: ModalStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const modals = store(refusing);
    modals.open('notice', { text: 'n' }, { frequency: MODAL_FREQUENCY.uzbekistanNotice });
    expect(modals.shown()?.name).toBe('notice');
    modals.close();
    // Remembered for this page load at least: shown once.
    modals.open('notice', { text: 'n' }, { frequency: MODAL_FREQUENCY.uzbekistanNotice });
    expect(modals.shown()).toBeNull();
  });

  it('a modal with a frequency rule waits for the history to load; one without does not', async () => {
    vi.resetModules();
    const fresh = await import('./modal-store');
    const { clock, advance } = fakeClock();
    const storage = memoryStorage({
      [MODAL_HISTORY_KEY]: JSON.stringify({ notice: { lastShownAt: clock.now() - HOUR } }),
    });
    const modals = fresh.createModalStore<TestRegistry>({ clock, storage });
    modals.open('login', { type: 'login' });
    expect(modals.shown()?.name).toBe('login');
    modals.close();
    let changes = 0;
    modals.subscribe(() => (changes += 1));
    modals.open('notice', { text: 'kyc' }, { frequency: MODAL_FREQUENCY.kycUpgrade });
    expect(modals.shown()).toBeNull();
    // Loaded, the stored show an hour ago holds it back until the 12 hours are over.
    await vi.waitFor(() => expect(changes).toBe(2));
    expect(modals.shown()).toBeNull();
    advance(11 * HOUR);
    expect(modals.shown()?.name).toBe('notice');
  });
});
